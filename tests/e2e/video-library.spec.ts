import { expect, test } from "./support/fixtures";

test("[S-VIDEOLIB-07] six skeleton cards show while the list streams in on a client-side navigation", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/training");
  await page.waitForLoadState("networkidle");
  // The server holds the list back for 4 s (test hook; under the 5 s stream timeout), the way a
  // slow database would.
  await context.addCookies([{ name: "test_video_list", value: "delay-4000", url: baseURL! }]);
  await page.getByRole("link", { name: "Download for $19" }).first().click();
  await expect(page).toHaveURL(/\/video-library$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("$19 Business Trainings");
  await expect(page.locator("[data-skeleton-card]")).toHaveCount(6);
  await expect(page.getByRole("status").filter({ hasText: "Loading trainings" })).toBeAttached();
  await expect(page.locator("[data-video-card]")).toHaveCount(0);
  await expect(page.locator("[data-video-card]")).toHaveCount(6, { timeout: 15_000 });
  await expect(page.locator("[data-skeleton-card]")).toHaveCount(0);
});

test("[S-VIDEOLIB-11] a list that fails while streaming shows the error page, not an empty grid", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/training");
  await page.waitForLoadState("networkidle");
  await context.addCookies([{ name: "test_video_list", value: "fail", url: baseURL! }]);
  await page.getByRole("link", { name: "Download for $19" }).first().click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("Error reference:")).toContainText(/[\w-]{8,}/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.locator("[data-video-card]")).toHaveCount(0);
  await expect(page.locator("[data-skeleton-card]")).toHaveCount(0);
});

test("[S-VIDEOLIB-13] the toast after a signed-out purchase is destructive", async ({ page }) => {
  await page.goto("/video-library");
  await page
    .locator("[data-video-card]")
    .first()
    .getByRole("button", { name: "Purchase for $19" })
    .click();
  await expect(page).toHaveURL(/\/auth\?returnTo=(\/|%2F)video-library$/);
  // The sign-in page shows it (a flash from the server: no race with a count taken too early).
  const toast = page.locator("[data-toast]");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(toast).toContainText("Authentication required");
  await expect(toast).toContainText("Please sign in to purchase this video");
});
