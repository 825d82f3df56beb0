import { trainingCategories, trainingReasons } from "../../app/content/training";
import { expect, test } from "./support/fixtures";

test.describe("training page (with and without JavaScript)", () => {
  test("[S-TRAINING-01] /training is served", async ({ page }) => {
    const response = await page.goto("/training");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("[S-TRAINING-03] four reasons", async ({ page }) => {
    await page.goto("/training");
    const reasons = page.locator("[data-reason]");
    await expect(reasons).toHaveCount(4);
    for (const reason of trainingReasons)
      await expect(reasons.getByRole("heading", { name: reason.title })).toBeVisible();
  });

  test("[S-TRAINING-04] [S-TRAINING-05] three categories, each with 'Download for $19' to the video library", async ({
    page,
  }) => {
    await page.goto("/training");
    const categories = page.locator("[data-category]");
    await expect(categories).toHaveCount(3);
    await expect(categories.getByRole("heading", { level: 3 })).toHaveText([
      "Business Fundamentals",
      "AI Integration",
      "Financial Management",
    ]);
    expect(trainingCategories.map((c) => c.title)).toEqual([
      "Business Fundamentals",
      "AI Integration",
      "Financial Management",
    ]);
    for (const category of await categories.all()) {
      const download = category.getByRole("link", { name: "Download for $19" });
      await expect(download).toHaveCount(1);
      await expect(download).toHaveText("Download for $19");
      await expect(download).toHaveAttribute("href", "/video-library");
    }
    await categories.nth(1).getByRole("link", { name: "Download for $19" }).click();
    await expect(page).toHaveURL(/\/video-library$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("$19 Business Trainings");
  });

  test("[S-TRAINING-06] 'View Trainings' is a button with no action", async ({ page }) => {
    await page.goto("/training");
    const button = page.getByRole("button", { name: "View Trainings" });
    await expect(button).toHaveAttribute("type", "button");
    await expect(button).toHaveAccessibleDescription("Trainings are listed by category below.");
    // Not inside a form, not a link: clicking it changes nothing.
    expect(await button.evaluate((el) => el.closest("form, a") === null)).toBe(true);
    const before = page.url();
    const scroll = await page.evaluate(() => window.scrollY);
    await button.click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("[S-TRAINING-02] the page is static: rendered completely by the server, no data loaded", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/training");
    await expect(page.locator("[data-category]")).toHaveCount(3);
    if (javaScriptEnabled) {
      const hasLoader = await page.evaluate(
        () =>
          (
            window as unknown as {
              __reactRouterManifest: { routes: Record<string, { hasLoader: boolean }> };
            }
          ).__reactRouterManifest.routes["routes/training"]?.hasLoader,
      );
      expect(hasLoader).toBe(false);
    }
  });
});
