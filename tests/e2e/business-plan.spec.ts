import type { Page } from "@playwright/test";
import { businessPlanConsultation } from "../../app/content/catalog";
import { stubExternalPages } from "./support/external";
import { expect, test } from "./support/fixtures";

const PATH = "/business-plan";
const VIDEO_BUTTON = "Play the introduction video from Daniel Brooks";

/** The intro's play control turns into a button once JavaScript has taken over. */
async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: VIDEO_BUTTON })).toBeVisible();
}

test.describe("Business plans page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context);
  });

  test("[S-PLANS-08] Purchase Now while signed out shows the sign-in notice and stays on the page", async ({
    page,
  }) => {
    await page.goto(PATH);
    await hydrated(page);
    await page
      .locator('[data-plan="plan-funding"]')
      .getByRole("link", { name: /^Purchase Now/ })
      .click();
    const toast = page.getByRole("alert").locator("[data-toast]");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText("Authentication Required");
    await expect(toast).toContainText("Please sign in or create an account to make a purchase");
    await expect(toast.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth?returnTo=%2Fbusiness-plan",
    );
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });

  test("[S-PLANS-10] What's Included opens and closes from the keyboard, one card at a time", async ({
    page,
  }) => {
    await page.goto(PATH);
    await hydrated(page);
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
    await page.goto(PATH);
    await hydrated(page);
    const link = page
      .getByRole("region", { name: "Business Plan Factory" })
      .getByRole("link", { name: /^Book a \$25 Consultation/ });
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(businessPlanConsultation.url);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await popup.close();
  });
});
