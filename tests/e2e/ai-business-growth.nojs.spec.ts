import { expect, test } from "./support/fixtures";
import { expectSignInToBuy } from "./support/service-page";

const PATH = "/ai-business-growth";

test.describe("AI services page without JavaScript", () => {
  test("[S-SVCPAGE-02] [S-SVCPAGE-06] the intro's play control is a link to the MP4 file", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(
      page.getByRole("link", { name: "Play the introduction video from Andre Coleman" }),
    ).toHaveAttribute("href", "/videos/team/andre-coleman.mp4");
  });

  test("[S-AIPAGE-14] Book Now on a service without an external link is a link to sign in and come back", async ({
    page,
  }) => {
    await page.goto(PATH);
    const bookNow = page.getByRole("link", { name: /^Book Now/ });
    await expect(bookNow).toHaveCount(14);
    for (const link of await bookNow.all()) {
      await expectSignInToBuy(link);
      await expect(link).not.toHaveAttribute("target", /.*/);
    }
  });

  test("[S-AIPAGE-14] after a search, sign-in comes back to the item's checkout", async ({
    page,
  }) => {
    await page.goto(`${PATH}?q=tax`);
    await expectSignInToBuy(
      page.locator('[data-product="ai-tax-preparation"]').getByRole("link", { name: /^Book Now/ }),
    );
  });

  test("[S-AIPAGE-03] the Search button submits the form", async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole("searchbox", { name: "Search AI services" }).fill("social");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?q=social#ai-powered-business-solutions$/);
    await expect(page.locator("[data-search-status]")).toHaveText(/services? match(es)? “social”/);
    await expect(page.locator('[data-product="ai-social-prospecting"]')).toBeVisible();
    await expect(page.locator('[data-product="ai-bookkeeping"]')).toHaveCount(0);
  });
});
