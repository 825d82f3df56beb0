import { describe, expect, it } from "vitest";
import { catalogItems } from "~/content/catalog";
import { catalogItemFields, catalogueEditSchema } from "~/content/catalog/schema";
import { describeCatalogueChange } from "~/.server/admin/catalogue-diff";
import { applyEdit, defaultEdit } from "~/.server/catalogue";
import {
  catalogueItemFormSchema,
  centsToDollars,
  dollarsToCents,
} from "~/utils/forms/catalogue-item";

describe("the catalogue's rules", () => {
  it("every item of the files passes them, as written and as the editor's whole item", () => {
    for (const item of catalogItems.values()) {
      expect(catalogItemFields.safeParse(item).error?.issues ?? [], item.id).toEqual([]);
      expect(catalogueEditSchema.safeParse(defaultEdit(item.id)).error?.issues ?? []).toEqual([]);
    }
  });

  it("an item's defaults laid over it leave it as the files wrote it", () => {
    for (const item of catalogItems.values()) {
      expect(applyEdit(item, defaultEdit(item.id)!)).toEqual(item);
    }
  });

  it("refuses a negative price, an empty title and a plain http link", () => {
    const base = defaultEdit("brand-logo")!;
    expect(catalogueEditSchema.safeParse({ ...base, priceCents: -1 }).success).toBe(false);
    expect(catalogueEditSchema.safeParse({ ...base, title: "  " }).success).toBe(false);
    expect(catalogueEditSchema.safeParse({ ...base, url: "http://example.com" }).success).toBe(
      false,
    );
    expect(catalogueEditSchema.safeParse({ ...base, url: "javascript:alert(1)" }).success).toBe(
      false,
    );
    expect(catalogueEditSchema.safeParse({ ...base, url: "https://example.com/x" }).success).toBe(
      true,
    );
  });
});

describe("the editor's form", () => {
  it("reads dollars as cents, and refuses what is not a price", () => {
    expect(dollarsToCents("125")).toBe(12500);
    expect(dollarsToCents("87.5")).toBe(8750);
    expect(dollarsToCents("$1,500.05")).toBe(150005);
    for (const bad of ["-5", "12.345", "ten", "", "1e3"])
      expect(dollarsToCents(bad)).toBeUndefined();
    expect(centsToDollars(8750)).toBe("87.50");
    expect(centsToDollars(12500)).toBe("125");
  });

  it("splits features by line and turns empty boxes into the rule", () => {
    const parsed = catalogueItemFormSchema.parse({
      title: " Logo ",
      description: "A logo.",
      price: "99",
      features: "One\r\n\r\n Two \n",
      position: 2,
    });
    expect(parsed).toEqual({
      title: "Logo",
      description: "A logo.",
      price: 9900,
      features: ["One", "Two"],
      paymentPlan: null,
      turnaround: null,
      url: null,
      hidden: false,
      position: 2,
    });
  });
});

describe("what a save changed", () => {
  it("names each changed field in words", () => {
    const before = defaultEdit("brand-logo")!;
    const after = { ...before, priceCents: 150_00, hidden: true, features: ["Only one"] };
    expect(describeCatalogueChange(before, after)).toEqual([
      "price $125 → $150",
      "features",
      "hidden",
    ]);
  });
});
