import { businessPlanConsultation } from "../../app/content/catalog";
import { stubExternalPages } from "./support/external";
import { expect, test } from "./support/fixtures";
import { expectOpensInNewTab, expectSignInNotice, openHydrated } from "./support/service-page";

const PATH = "/business-plan";
const CONSULTANT = "Daniel Brooks";

test.describe("Business plans page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context);
  });

  test("[S-PLANS-08] Purchase Now while signed out goes to sign in, which names the item and comes back to its checkout", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    await page
      .locator('[data-plan="plan-funding"]')
      .getByRole("link", { name: /^Purchase Now/ })
      .click();
    await expectSignInNotice(page, "plan-funding");
  });

  test("[S-PLANS-10] What's Included opens and closes from the keyboard, one card at a time", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    const revamp = page.locator('[data-plan="plan-revamp"]');
    const funding = page.locator('[data-plan="plan-funding"]');
    const revampList = revamp.getByRole("list", { name: /^What's included/ });
    const fundingList = funding.getByRole("list", { name: /^What's included/ });

    await revamp.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(revampList).toBeVisible();
    await expect(fundingList).toBeHidden();

    await funding.locator("summary").focus();
    await page.keyboard.press("Space");
    await expect(fundingList).toBeVisible();
    await expect(revampList).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(fundingList).toBeHidden();
    await expect(revampList).toBeVisible();
  });

  test("[S-PLANS-04] [S-SVCPAGE-07] the $25 consultation opens its booking page in a new tab", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    const link = page
      .getByRole("region", { name: "Business Plan Factory" })
      .getByRole("link", { name: /^Book a \$25 Consultation/ });
    await expectOpensInNewTab(page, link, businessPlanConsultation.url, PATH);
  });
});
