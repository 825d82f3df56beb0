import { expect, test } from "./support/fixtures";
import { expectSignInNotice, expectSignInToBuy } from "./support/service-page";

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

  test("[S-GRANTS-05] Join G Club+ goes to sign in and back to its checkout", async ({ page }) => {
    await page.goto(PATH);
    const link = page.getByRole("link", { name: /^Join G Club\+/ });
    await expectSignInToBuy(link);
    await link.click();
    await expectSignInNotice(page, "grant-g-club-plus");
  });

  test("the hero's Explore Grant Packages jumps to the packages", async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole("link", { name: "Explore Grant Packages" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}#grant-packages$`));
    await expect(page.getByRole("heading", { name: "Grant Research Packages" })).toBeInViewport();
  });
});
