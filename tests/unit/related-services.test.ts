import { describe, expect, test } from "vitest";
import { pickRelatedServices, RELATED_SERVICES_SHOWN } from "~/.server/related-services";
import { relatedServices } from "~/content/services";

/** A small seeded generator (mulberry32), so every run of the test sees the same sequence. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const paths = relatedServices.map((s) => s.path);
const titles = relatedServices.map((s) => s.title);

describe("pickRelatedServices", () => {
  test("[S-ABOUT-16] the pool is the spec's seven services", () => {
    expect(titles).toEqual([
      "AI Business Growth",
      "Business Plan Development",
      "B The Brand",
      "Build Studio",
      "Consultations",
      "Grant Services",
      "AI Avatar Videos",
    ]);
    expect(new Set(paths).size).toBe(7);
    for (const service of relatedServices) {
      expect(service.description.length).toBeGreaterThan(30);
      expect(service.path).toMatch(/^\/[a-z-]+$/);
    }
  });

  test("[S-ABOUT-16] 3 distinct services from the 7, over many seeded runs", () => {
    const random = seeded(42);
    const bad: string[] = [];
    for (let run = 0; run < 2000; run++) {
      const picked = pickRelatedServices("/about", random);
      const distinct = new Set(picked).size === RELATED_SERVICES_SHOWN;
      const fromPool = picked.every((service) => relatedServices.includes(service));
      if (picked.length !== 3 || !distinct || !fromPool)
        bad.push(picked.map((s) => s.title).join(", "));
    }
    expect(bad).toEqual([]);
  });

  test("[S-ABOUT-17] never includes the current page, whichever of the seven it is", () => {
    const random = seeded(7);
    const bad: string[] = [];
    for (const current of paths) {
      for (let run = 0; run < 500; run++) {
        const picked = pickRelatedServices(current, random).map((s) => s.path);
        if (picked.length !== 3 || picked.includes(current) || new Set(picked).size !== 3)
          bad.push(`${current}: ${picked.join(", ")}`);
      }
    }
    expect(bad).toEqual([]);
  });

  test("[S-ABOUT-17] the current page is recognised with a trailing slash, query or anchor", () => {
    const random = seeded(3);
    for (const current of ["/consultations/", "/consultations?x=1", "/consultations#top"]) {
      for (let run = 0; run < 200; run++)
        expect(pickRelatedServices(current, random).map((s) => s.path)).not.toContain(
          "/consultations",
        );
    }
  });

  test("[S-ABOUT-16] the pick is random: every service and many combinations appear", () => {
    const random = seeded(2024);
    const counts = new Map<string, number>();
    const combinations = new Set<string>();
    const runs = 7000;
    for (let run = 0; run < runs; run++) {
      const picked = pickRelatedServices("/about", random);
      combinations.add(
        picked
          .map((s) => s.path)
          .sort()
          .join(","),
      );
      for (const s of picked) counts.set(s.path, (counts.get(s.path) ?? 0) + 1);
    }
    // C(7,3) = 35 combinations, each service expected in 3/7 of the picks.
    expect(combinations.size).toBe(35);
    for (const path of paths) {
      const share = (counts.get(path) ?? 0) / runs;
      expect(share).toBeGreaterThan(3 / 7 - 0.03);
      expect(share).toBeLessThan(3 / 7 + 0.03);
    }
  });

  test("the same seed gives the same pick; extreme random values stay in range", () => {
    expect(pickRelatedServices("/about", seeded(1))).toEqual(
      pickRelatedServices("/about", seeded(1)),
    );
    for (const value of [0, 0.999999999, 1, -1, Number.NaN]) {
      const picked = pickRelatedServices("/b-the-brand", () => value);
      expect(picked).toHaveLength(3);
      expect(new Set(picked.map((s) => s.path)).size).toBe(3);
      expect(picked.map((s) => s.path)).not.toContain("/b-the-brand");
    }
  });

  test("does not change the content list", () => {
    const before = relatedServices.map((s) => s.path);
    pickRelatedServices("/about", seeded(9));
    expect(relatedServices.map((s) => s.path)).toEqual(before);
  });
});
