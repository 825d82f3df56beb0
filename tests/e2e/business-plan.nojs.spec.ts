import { expect, test } from "./support/fixtures";
import { expectSignInNotice, expectSignInToBuy } from "./support/service-page";

const PATH = "/business-plan";

test.describe("Business plans page without JavaScript", () => {
  test("[S-SVCPAGE-02] [S-SVCPAGE-06] the intro's play control is a link to the MP4 video", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(
      page.getByRole("link", { name: "Play the introduction video from Daniel Brooks" }),
    ).toHaveAttribute("href", "/videos/team/daniel-brooks.mp4");
  });

  test("[S-PLANS-08] Purchase Now goes to sign in and back to the item's checkout", async ({
    page,
  }) => {
    await page.goto(PATH);
    const link = page
      .locator('[data-plan="projections-3-years"]')
      .getByRole("link", { name: /^Purchase Now/ });
    await expectSignInToBuy(link);
    await link.click();
    await expectSignInNotice(page, "projections-3-years");
  });

  test("[S-PLANS-02] the hero's View Business Plans jumps to the factory", async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole("link", { name: "View Business Plans" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}#business-plan-factory$`));
    await expect(page.getByRole("heading", { name: "Business Plan Factory" })).toBeInViewport();
  });
});
