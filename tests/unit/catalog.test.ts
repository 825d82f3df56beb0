import { describe, expect, test } from "vitest";
import {
  aiBookNowItems,
  aiCategories,
  bookNowCategories,
  catalogItems,
  consultationTiers,
  findCatalogItem,
  gClubPlus,
  isBookNowCategory,
  mentorship,
  sortByPrice,
  startupItems,
  storeGroups,
  strategySeatItems,
} from "~/content/catalog";
import { formatMoney } from "~/utils/money";
import { paymentPlanText } from "~/utils/pricing";
import { priceList } from "../support/price-list";

describe("the price list (D2 §9)", () => {
  for (const row of priceList) {
    test(`${row.id} ${row.items.join(", ")} cost $${row.dollars}${row.monthly ? "/month" : ""}`, () => {
      for (const id of row.items) {
        const item = findCatalogItem(id);
        expect(item, id).toBeDefined();
        expect(item!.priceCents).toBe(row.dollars * 100);
        expect(item!.monthly ?? false).toBe(row.monthly ?? false);
        if (row.plan) expect(paymentPlanText(item!)).toContain(row.plan);
      }
    });
  }

  test("[S-PRICES-26] the AI page's services carry the Book Now prices", () => {
    const bookNow = new Map(aiBookNowItems.map((item) => [item.id, item.priceCents]));
    const shared = aiCategories.flatMap((c) => c.services).filter((s) => bookNow.has(s.id));
    expect(shared.length).toBe(12);
    for (const service of shared) expect(service.priceCents).toBe(bookNow.get(service.id));
  });

  test("every item of the catalogue is priced by a row, so nothing is sold at an unlisted price", () => {
    const listed = new Set(priceList.flatMap((row) => row.items));
    const unlisted = [...catalogItems.values()].filter((item) => !listed.has(item.id));
    // Prices the spec gives outside its price list (D2 §9 constants and page sections).
    const constants = new Map<string, number>([
      ["discovery-call", 25],
      ["business-plan-consultation", 25],
      ["grant-consultation", 25],
      ["ai-discovery-call", 25],
      ["consultation-15", 25],
      ["consultation-30", 60],
      ["consultation-60", 90],
      ["strategy-seat-30", 100],
      ["strategy-seat-60", 150],
      [mentorship.id, 125],
      [gClubPlus.id, 150],
    ]);
    for (const item of unlisted) {
      expect(constants.get(item.id), item.id).toBe(item.priceCents / 100);
    }
    expect(consultationTiers.map((t) => t.priceCents)).toEqual([2500, 6000, 9000]);
    expect([strategySeatItems[30].priceCents, strategySeatItems[60].priceCents]).toEqual([
      10000, 15000,
    ]);
  });
});

describe("the catalogue", () => {
  const all = storeGroups.flatMap((group) => group.items);

  test("ids are unique, stable slugs and every price is a positive whole number of cents", () => {
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    for (const item of all) {
      expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number.isInteger(item.priceCents) && item.priceCents > 0).toBe(true);
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.description.length).toBeGreaterThan(0);
    }
  });

  test("external links are https and open somewhere else", () => {
    for (const item of all) if (item.url) expect(item.url).toMatch(/^https:\/\//);
  });

  test("[S-BOOKNOW-04] Book Now has the five tabs in order with the spec's labels", () => {
    expect(bookNowCategories.map((tab) => [tab.id, tab.label])).toEqual([
      ["ai", "AI for Business"],
      ["build", "Build Your Biz Studio"],
      ["grant", "Grant Services"],
      ["business", "Business Plans"],
      ["brand", "Branding Services"],
    ]);
    for (const tab of bookNowCategories) expect(tab.items.length).toBeGreaterThan(0);
  });

  test("[S-BOOKNOW-01] only the five category ids are accepted", () => {
    for (const id of ["ai", "build", "grant", "business", "brand"])
      expect(isBookNowCategory(id)).toBe(true);
    for (const id of ["", "AI", "store", null, undefined, 3])
      expect(isBookNowCategory(id)).toBe(false);
  });

  test("[S-AIPAGE-05] six AI categories in order, each with 2 or 3 services and one premium package", () => {
    expect(aiCategories.map((c) => c.id)).toEqual([
      "marketing",
      "customer",
      "accounting",
      "project-management",
      "data-analytics",
      "lead-generation",
    ]);
    for (const category of aiCategories) {
      expect(category.services.length).toBeGreaterThanOrEqual(2);
      expect(category.services.length).toBeLessThanOrEqual(3);
      expect(category.premium.isPremium).toBe(true);
      expect(category.premium.kind).toBe("package");
      expect(category.consultation.url).toMatch(/^https:\/\//);
    }
  });

  test("[S-BUILD-03] sortByPrice puts the cheapest first and keeps ties in order", () => {
    const sorted = sortByPrice(startupItems).map((item) => item.priceCents);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    expect(
      sortByPrice([
        { id: "a", priceCents: 2 },
        { id: "b", priceCents: 1 },
        { id: "c", priceCents: 2 },
      ]).map((x) => x.id),
    ).toEqual(["b", "a", "c"]);
  });

  test("money is formatted one way", () => {
    expect(formatMoney(150000)).toBe("$1,500");
    expect(formatMoney(999)).toBe("$9.99");
    expect(formatMoney(1_000_000)).toBe("$10,000");
    expect(formatMoney(9375, { cents: true })).toBe("$93.75");
    expect(formatMoney(10000, { cents: true })).toBe("$100.00");
  });
});
