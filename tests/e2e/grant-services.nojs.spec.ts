import { expect, test } from "./support/fixtures";

const PATH = "/grant-services";

test.describe("Grant services page without JavaScript", () => {
  test("[S-SVCPAGE-02] [S-SVCPAGE-06] the intro's play control is a link to the MP4 video", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(
      page.getByRole("link", { name: "Play the introduction video from Angela Price" }),
    ).toHaveAttribute("href", "/videos/team/angela-price.mp4");
  });

  test("[S-GRANTS-05] Join G Club+ goes to sign in and back to this page", async ({ page }) => {
    await page.goto(PATH);
    const link = page.getByRole("link", { name: /^Join G Club\+/ });
    await expect(link).toHaveAttribute("href", "/auth?returnTo=%2Fgrant-services");
    await link.click();
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fgrant-services$/);
  });

  test("the hero's Explore Grant Packages jumps to the packages", async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole("link", { name: "Explore Grant Packages" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}#grant-packages$`));
    await expect(page.getByRole("heading", { name: "Grant Research Packages" })).toBeInViewport();
  });
});
