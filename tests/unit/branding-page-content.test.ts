import { readFileSync, statSync } from "node:fs";
import { describe, expect, test } from "vitest";
import {
  BRANDING_PATH,
  brandingConsultant,
  brandPortfolio,
  brandService,
  brandServiceIds,
  portfolioEntriesFor,
  portfolioFilterHref,
  projectCountText,
  serviceFromParam,
} from "~/content/branding-page";
import { brandServices } from "~/content/branding-page.server";
import { brandingItems } from "~/content/catalog";
import { formatMoney } from "~/utils/money";
import { PORTFOLIO_IMAGE_SIZE } from "~/content/portfolio";

const publicFile = (url: string) => new URL(`../../public${url}`, import.meta.url);

describe("branding page content", () => {
  test("[S-BRAND-04] the four services are the catalogue's branding cards, in order", () => {
    expect(brandServices.map((service) => service.label)).toEqual([
      "Logo Design",
      "Business Cards",
      "Landing Page",
      "Website Creation",
    ]);
    expect(brandServices.map((service) => service.item)).toEqual(brandingItems);
  });

  test.each([
    ["S-PRICES-52", "Logo Design", "$125", ["2 concepts", "3 revisions"]],
    ["S-PRICES-53", "Business Cards", "$65", ["2 designs", "2 revisions", "100 printed cards"]],
    ["S-PRICES-54", "Landing Page", "$150", []],
    ["S-PRICES-55", "Website Creation", "$350", []],
  ])("[%s] %s costs %s", (_id, title, price, features) => {
    const service = brandServices.find((s) => s.label === title)!;
    expect(formatMoney(service.item.priceCents)).toBe(price);
    for (const feature of features) expect(service.item.features).toContain(feature);
  });

  test("[S-SVCPAGE-02] the branding consultant introduces the page", () => {
    expect(brandingConsultant.role).toBe("Branding");
    expect(brandingConsultant.path).toBe(BRANDING_PATH);
    expect(brandingConsultant.video.src).toMatch(/\.mp4$/);
  });

  test("[S-BRAND-06] the gallery holds 23 entries with unique ids, across the four services", () => {
    expect(brandPortfolio).toHaveLength(23);
    expect(new Set(brandPortfolio.map((entry) => entry.id)).size).toBe(23);
    for (const id of brandServiceIds) expect(portfolioEntriesFor(id).length).toBeGreaterThan(0);
    const perService = brandServiceIds.map((id) => portfolioEntriesFor(id).length);
    expect(perService.reduce((a, b) => a + b, 0)).toBe(23);
    expect(portfolioEntriesFor(undefined)).toHaveLength(23);
  });

  test("every entry has the entity's fields and a small SVG image of the stated size", () => {
    for (const entry of brandPortfolio) {
      expect(entry.title.trim()).not.toBe("");
      expect(entry.description.length).toBeGreaterThan(40);
      expect(brandServiceIds).toContain(entry.service);
      const file = publicFile(entry.imageUrl);
      expect(statSync(file).size, entry.imageUrl).toBeLessThan(4096);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain(`width="${PORTFOLIO_IMAGE_SIZE.width}"`);
      expect(svg).toContain(`height="${PORTFOLIO_IMAGE_SIZE.height}"`);
      expect(svg).toMatch(/<title id="t">[^<]+<\/title>/);
    }
  });

  test("[S-BRAND-08] only landing pages link to a live page, and every one of them does", () => {
    const linked = brandPortfolio.filter((entry) => entry.link);
    expect(linked.length).toBeGreaterThan(0);
    for (const entry of brandPortfolio) {
      if (entry.service === "landing-page") expect(entry.link).toMatch(/^https:\/\//);
      else expect(entry.link).toBeUndefined();
    }
  });

  test("[S-BRAND-05] the filter reads the service parameter; anything else is All Projects", () => {
    expect(serviceFromParam("logo-design")).toBe("logo-design");
    expect(serviceFromParam("website-creation")).toBe("website-creation");
    for (const other of [null, undefined, "", "all", "pitch-decks", "Logo-Design"])
      expect(serviceFromParam(other)).toBeUndefined();
  });

  test("[S-BRAND-05] filter links carry the service and land on the gallery", () => {
    expect(portfolioFilterHref()).toBe("/b-the-brand#portfolio");
    expect(portfolioFilterHref("business-cards")).toBe(
      "/b-the-brand?service=business-cards#portfolio",
    );
  });

  test("the status line counts what the filter shows", () => {
    expect(projectCountText(brandServices, undefined)).toBe("Showing all 23 projects");
    const logos = portfolioEntriesFor("logo-design").length;
    expect(projectCountText(brandServices, "logo-design")).toBe(
      `Showing ${logos} of 23 projects: Logo Design`,
    );
  });

  test("a service is found by its slug among the page's services", () => {
    expect(brandService(brandServices, "landing-page").item.id).toBe("brand-landing-page");
    expect(() => brandService([], "landing-page")).toThrow();
  });
});
