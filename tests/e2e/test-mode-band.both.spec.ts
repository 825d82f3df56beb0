import type { Page } from "@playwright/test";
import { TEST_MODE_TEXT } from "../../app/utils/test-mode";
import { expect, test } from "./support/fixtures";
import { viewports } from "./support/pages";

/**
 * The browser tests' server runs the offline payment sandbox (no provider, SITE_URL on
 * localhost), so every page says so above the header, covering nothing (ADR 31).
 */
const band = (page: Page) => page.getByRole("complementary", { name: "Test mode" });

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

for (const size of [{ width: 390, height: 844 }, viewports.desktop]) {
  test(`every page shows the test-mode band above the header at ${size.width} px, covering nothing`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    for (const path of ["/", "/book-now", "/auth", "/no-such-page"]) {
      await page.goto(path);
      await expect(band(page), path).toHaveText(TEST_MODE_TEXT);
      const shown = (await band(page).boundingBox())!;
      const header = (await page.locator("header").first().boundingBox())!;
      const heading = (await page.locator("main h1").first().boundingBox())!;
      expect(shown.y, path).toBe(0);
      expect(shown.width, path).toBe(size.width);
      expect(header.y, path).toBe(shown.y + shown.height);
      expect(heading.y, path).toBeGreaterThanOrEqual(header.y + header.height);
      // The whole text fits on one line, not cut off.
      expect(await band(page).evaluate((el) => el.scrollWidth <= el.clientWidth), path).toBe(true);
    }
    const colours = await band(page).evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.color, style.backgroundColor];
    });
    expect(contrast(colours[0]!, colours[1]!)).toBeGreaterThanOrEqual(4.5);
  });
}

test("the band stays above the header while the page scrolls", async ({ page }) => {
  await page.goto("/book-now");
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const shown = (await band(page).boundingBox())!;
  const header = (await page.locator("header").first().boundingBox())!;
  expect(shown.y).toBe(0);
  expect(header.y).toBe(shown.height);
});
