import { expect, test, type Page } from "@playwright/test";
import { chatCopy } from "../../app/content/chat";

const dialog = (page: Page) =>
  page.getByRole("dialog", { name: "Year-End Strategic Planning Series" });

test.describe("promotional popup", () => {
  test("[S-HOME-15] [S-HOME-16] opens by itself about 2 s after the page loads", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-02T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-02T12:00:01Z"));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(1500);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText("4-part year-end strategic planning series");
    await expect(dialog(page)).toContainText("$25 per session");
    await expect(
      dialog(page).getByRole("img", {
        name: /4-Part Year-End Strategic Planning Series, \$25 per session/,
      }),
    ).toBeVisible();
  });

  test("[S-HOME-17] View All Events goes to /events and closes the popup", async ({ page }) => {
    await page.goto("/");
    await dialog(page).getByRole("link", { name: "View All Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("[S-HOME-18] Maybe Later closes it", async ({ page }) => {
    await page.goto("/");
    await dialog(page).getByRole("button", { name: "Maybe Later" }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test("[S-HOME-19] the close control closes it, focus is trapped, Escape closes it", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await expect(dialog(page)).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    // A new tab is a new session: the promotion shows again there.
    const other = await context.newPage();
    await other.goto("/");
    await dialog(other).getByRole("button", { name: "Close" }).click();
    await expect(dialog(other)).toHaveCount(0);
  });

  test("[S-HOME-20] dismissed, it stays away for the rest of the session (ADR 32)", async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await dialog(page).getByRole("button", { name: "Maybe Later" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toBeVisible();
    await page.clock.fastForward(5000);
    await expect(dialog(page)).toHaveCount(0);
    // A new session (another tab) is asked again.
    const other = await context.newPage();
    await other.goto("/");
    await expect(dialog(other)).toBeVisible();
  });

  test("waits while the visitor types in the home page's newsletter form, and never takes the focus", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-02T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-02T12:00:01Z"));
    await page.goto("/");
    await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toBeVisible();
    const name = page.locator("#newsletter").getByLabel("Full Name");
    await name.fill("Ada");
    await page.clock.fastForward(5000);
    await expect(dialog(page)).toHaveCount(0);
    await expect(name).toBeFocused();
  });
});

test("[S-HOME-16] on a phone the pop-up shows the flyer's wide banner, and the hero's heading stays the largest paint", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 }); // Lighthouse's mobile screen
  await page.addInitScript(() => {
    const paints: string[] = [];
    Object.assign(window, { largestPaints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        paints.push(entry.element?.tagName ?? "?");
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto("/");
  const image = dialog(page).getByRole("img", {
    name: /4-Part Year-End Strategic Planning Series, \$25 per session/,
  });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/year-end-planning-banner(-480)?\.webp$/);
  const box = (await image.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(960 / 284, 1);
  // The image has been painted (two frames): it did not become the Largest Contentful Paint.
  // (A frame painted while the document still streams may put a smaller element, such as the
  // test-mode band, first.)
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const paints = await page.evaluate(
    () => (window as unknown as { largestPaints: string[] }).largestPaints,
  );
  expect(paints.at(-1)).toBe("H1");
  expect(paints).not.toContain("IMG");
});
