import { describe, expect, it } from "vitest";
import { external } from "~/content/external";
import { consultationTiers, strategySeatItems } from "~/content/catalog/consultations";
import { currentHref, defaultShellContent } from "~/utils/site-shell";

const moved = { ...defaultShellContent.links, scheduling: "https://cal.example.com/bte" };

describe("the owner's scheduling page", () => {
  it("left as it was, every session keeps its own booking page", () => {
    for (const tier of consultationTiers) {
      expect(currentHref(tier.url, defaultShellContent.links)).toBe(tier.url);
    }
  });

  it("moved, the discovery call and every session's booking button open the new page", () => {
    expect(currentHref(external.scheduling, moved)).toBe(moved.scheduling);
    for (const url of [...consultationTiers.map((t) => t.url), strategySeatItems[30].url]) {
      expect(currentHref(url, moved)).toBe(moved.scheduling);
    }
  });

  it("other addresses are left alone", () => {
    expect(currentHref(external.tickets, moved)).toBe(external.tickets);
    expect(currentHref("https://forms.gle/bte-consulting-mentorship", moved)).toBe(
      "https://forms.gle/bte-consulting-mentorship",
    );
    expect(currentHref("/contact", moved)).toBe("/contact");
  });
});
