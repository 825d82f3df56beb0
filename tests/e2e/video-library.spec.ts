import { expect, test } from "./support/fixtures";

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
