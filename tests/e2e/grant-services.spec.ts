import { grantResearchPackages } from "../../app/content/catalog";
import { stubExternalPages } from "./support/external";
import { expect, test } from "./support/fixtures";
import { expectOpensInNewTab, expectSignInNotice, openHydrated } from "./support/service-page";

const PATH = "/grant-services";
const CONSULTANT = "Angela Price";

test.describe("Grant services page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context);
  });

  test("[S-GRANTS-10] Purchase Now opens the package's payment page in a new tab, leaving the page as it was", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    const item = grantResearchPackages[1]!;
    const link = page
      .locator(`[data-grant-package="${item.id}"]`)
      .getByRole("link", { name: /^Purchase Now/ });
    await expectOpensInNewTab(page, link, item.url!, PATH);
    await expect(page.getByRole("alert").locator("[data-toast]")).toHaveCount(0);
  });

  test("[S-GRANTS-05] joining G Club+ while signed out shows the sign-in notice", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    await page
      .locator('[data-product="grant-g-club-plus"]')
      .getByRole("link", { name: /^Join G Club\+/ })
      .click();
    await expectSignInNotice(page, "grant-g-club-plus");
  });

  test("[S-GRANTS-09] Schedule Consultation opens the scheduling page in a new tab", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    const link = page
      .locator('[data-grant-service="grant-writing"]')
      .getByRole("link", { name: /^Schedule Consultation/ });
    await expectOpensInNewTab(
      page,
      link,
      /^https:\/\/calendly\.com\/bteconsulting\/grant-writing/,
      PATH,
    );
  });
});
