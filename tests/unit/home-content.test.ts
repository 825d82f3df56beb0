import { existsSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { affiliates, solutions, statistics, successBand, testimonials } from "~/content/home";
import { pillars } from "~/content/home-hero";
import { promo } from "~/content/promo";

const pillar = (title: string) => pillars.find((p) => p.title === title)?.items;

describe("home content", () => {
  test("[S-HOME-02] Start Smart", () => {
    expect(pillar("Start Smart")).toEqual([
      "Business plans",
      "Legal set-up for LLCs and non-profits",
      "Business manual creation",
      "Branding kits",
    ]);
  });
  test("[S-HOME-03] Scale Fast", () => {
    expect(pillar("Scale Fast")).toEqual([
      "AI tools",
      "CRM and workflow automation",
      "HR and hiring support",
      "Sales funnel creation",
    ]);
  });
  test("[S-HOME-04] Get Support", () => {
    expect(pillar("Get Support")).toEqual([
      "AI avatars and assistants",
      "Done-for-you services",
      "One-to-one strategy calls",
      "Back-office set-up",
    ]);
  });
  test("[S-HOME-05] three solutions", () => {
    expect(solutions.map((s) => s.title)).toEqual([
      "AI Strategy",
      "Business Growth",
      "Expert Guidance",
    ]);
  });
  test("[S-HOME-06] statistics strip", () => {
    expect(statistics).toEqual([
      { number: "7+", label: "Years of consulting" },
      { number: "500+", label: "Businesses transformed" },
      { number: "95%", label: "Success rate" },
      { number: "80+", label: "Industries served" },
    ]);
  });
  test("success band", () => {
    expect(successBand.map((s) => `${s.number} ${s.label}`)).toEqual([
      "500+ Businesses",
      "300% Average growth",
      "98% Satisfaction",
      "7+ Years",
    ]);
  });
  test("[S-HOME-07] nine affiliates, each with a name and an image that exists", () => {
    expect(affiliates).toHaveLength(9);
    for (const a of affiliates) {
      expect(a.name).not.toBe("");
      expect(existsSync(`public${a.image}`)).toBe(true);
    }
  });
  test("[S-HOME-08] [S-HOME-09] four testimonials, one with a plan in 7 business days", () => {
    expect(testimonials).toHaveLength(4);
    for (const t of testimonials) expect(t.text && t.author && t.company).toBeTruthy();
    expect(testimonials.filter((t) => /business plan.*7 business days/i.test(t.text))).toHaveLength(
      1,
    );
  });
  test("[S-HOME-16] the promotion: 4 sessions at $25 each", () => {
    expect(promo.sessions).toBe(4);
    expect(promo.pricePerSessionCents).toBe(2500);
    expect(promo.image.alt).toMatch(/4-Part Year-End Strategic Planning Series, \$25 per session/);
    expect(existsSync(`public${promo.image.src}`)).toBe(true);
    const files = [promo.image.srcSet, promo.image.narrow.srcSet].flatMap((set) =>
      set.split(",").map((candidate) => candidate.trim().split(" ")[0]!),
    );
    for (const file of files) expect(existsSync(`public${file}`), file).toBe(true);
  });
});
