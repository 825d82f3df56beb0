import type { Page } from "@playwright/test";
import { grantResearchPackages } from "../../app/content/catalog";
import { stubExternalPages } from "./support/external";
import { expect, test } from "./support/fixtures";

const PATH = "/grant-services";
const VIDEO_BUTTON = "Play the introduction video from Angela Price";

/** The intro's play control turns into a button once JavaScript has taken over. */
async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: VIDEO_BUTTON })).toBeVisible();
}

test.describe("Grant services page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context);
  });

  test("[S-GRANTS-10] Purchase Now opens the package's payment page in a new tab, leaving the page as it was", async ({
    page,
  }) => {
    await page.goto(PATH);
    await hydrated(page);
    const item = grantResearchPackages[1]!;
    const link = page
      .locator(`[data-grant-package="${item.id}"]`)
      .getByRole("link", { name: /^Purchase Now/ });
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(item.url!);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole("alert").locator("[data-toast]")).toHaveCount(0);
    await popup.close();
  });

  test("[S-GRANTS-05] joining G Club+ while signed out shows the sign-in notice", async ({
    page,
  }) => {
    await page.goto(PATH);
    await hydrated(page);
    await page
      .locator('[data-product="grant-g-club-plus"]')
      .getByRole("link", { name: /^Join G Club\+/ })
      .click();
    const toast = page.getByRole("alert").locator("[data-toast]");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText("Authentication Required");
    await expect(toast).toContainText("Please sign in or create an account to make a purchase");
    await expect(toast.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth?returnTo=%2Fgrant-services",
    );
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });

  test("[S-GRANTS-09] Schedule Consultation opens the scheduling page in a new tab", async ({
    page,
  }) => {
    await page.goto(PATH);
    await hydrated(page);
    const link = page
      .locator('[data-grant-service="grant-writing"]')
      .getByRole("link", { name: /^Schedule Consultation/ });
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(/^https:\/\/calendly\.com\/bteconsulting\/grant-writing/);
    await popup.close();
  });
});
