import { expect, test } from "./support/fixtures";

test("[S-SVCPAGE-02] [S-SVCPAGE-06] without JavaScript the intro's play control is a link to the MP4 video", async ({
  page,
}) => {
  await page.goto("/build-studio");
  await expect(
    page.getByRole("link", { name: "Play the introduction video from Keisha Howard" }),
  ).toHaveAttribute("href", "/videos/team/keisha-howard.mp4");
});

test("[S-BUILD-03] 'View Packages' lands on the packages without JavaScript", async ({ page }) => {
  await page.goto("/build-studio");
  await page.getByRole("link", { name: "View Packages" }).click();
  await expect(page).toHaveURL(/\/build-studio#packages$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Start-Up Services and Packages" }),
  ).toBeInViewport();
});
