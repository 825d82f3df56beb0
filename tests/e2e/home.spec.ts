import { expect, test } from "./support/fixtures";
import { viewports } from "./support/pages";

test.describe("home page", () => {
  test("[S-HOME-01] [S-HOME-02] [S-HOME-03] [S-HOME-04] hero with the three pillars", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const pillars = page.getByRole("list", { name: "How we help" });
    for (const [title, item] of [
      ["Start Smart", "Legal set-up for LLCs and non-profits"],
      ["Scale Fast", "CRM and workflow automation"],
      ["Get Support", "One-to-one strategy calls"],
    ] as const) {
      await expect(pillars.getByRole("heading", { name: title })).toBeVisible();
      await expect(pillars.getByText(item)).toBeVisible();
    }
  });

  test("[S-HOME-05] [S-HOME-06] solutions and statistics", async ({ page }) => {
    await page.goto("/");
    for (const title of ["AI Strategy", "Business Growth", "Expert Guidance"])
      await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
    const stats = page.getByRole("region", { name: "Results that speak for themselves" });
    await expect(stats.locator("[data-stat]")).toHaveText([
      "7+Years of consulting",
      "500+Businesses transformed",
      "95%Success rate",
      "80+Industries served",
    ]);
    const band = page.getByRole("region", { name: "Success stories" });
    await expect(band).toContainText("300%");
    await expect(band).toContainText("98%");
  });

  test("[S-HOME-07] [S-HOME-08] [S-HOME-09] affiliates and testimonials", async ({ page }) => {
    await page.goto("/");
    const affiliates = page
      .getByRole("region", { name: "Our corporate affiliates" })
      .getByRole("img");
    await expect(affiliates).toHaveCount(9);
    for (const img of await affiliates.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute("alt", /\w/);
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
    const quotes = page.locator("[data-testimonial]");
    await expect(quotes).toHaveCount(4);
    await expect(quotes.filter({ hasText: "7 business days" })).toHaveCount(1);
    for (const quote of await quotes.all()) await expect(quote.locator("cite")).not.toBeEmpty();
  });

  test("[S-HOME-10] newsletter section", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Get our weekly newsletter" });
    await expect(section).toContainText("Grant alerts");
    await expect(section).toContainText("Low-cost training");
  });

  test("[S-HOME-12] [S-HOME-13] [S-HOME-14] hero buttons", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: /Start smart/ });
    await expect(hero.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(hero.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    const reviews = hero.getByRole("link", { name: /Testimonials/ });
    await expect(reviews).toHaveAttribute("target", "_blank");
    await expect(reviews).toHaveAttribute("rel", /noopener/);
    await expect(reviews).toHaveAttribute("href", /^https:\/\//);
  });

  test("the hero image is fetched first", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('img[src="/images/hero.svg"]')).toHaveAttribute(
      "fetchpriority",
      "high",
    );
  });

  test("images below the fold are lazy and every image has a width and height", async ({
    page,
  }) => {
    await page.goto("/");
    const images = await page.locator("main img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        w: img.getAttribute("width"),
        h: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        top: img.getBoundingClientRect().top,
      })),
    );
    for (const img of images) {
      expect(img.w && img.h).toBeTruthy();
      if (img.top > 1000) expect(img.loading).toBe("lazy");
    }
  });

  for (const [name, size] of Object.entries(viewports)) {
    test(`nothing overflows horizontally on ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
