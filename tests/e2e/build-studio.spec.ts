import type { Page } from "@playwright/test";
import { discoveryCall, startupItems } from "../../app/content/catalog";
import { stubExternalPages } from "./support/external";
import { expect, test } from "./support/fixtures";

const PATH = "/build-studio";
const VIDEO_BUTTON = "Play the introduction video from Keisha Howard";

/** The intro's play control turns into a button once JavaScript has taken over. */
async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: VIDEO_BUTTON })).toBeVisible();
}

test.describe("Start-up packages page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context);
  });


  test("[S-BUILD-02] [S-SVCPAGE-07] the Discovery Call opens the scheduling page in a new tab", async ({
    page,
  }) => {
    await page.goto(PATH);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("region", { name: /^Need Help/ })
        .getByRole("link", { name: /^Book a \$25 Discovery Call/ })
        .click(),
    ]);
    await expect(popup).toHaveURL(discoveryCall.url);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await popup.close();
  });

  test("[S-BUILD-04] a package's Purchase Now opens its external payment page in a new tab", async ({
    page,
  }) => {
    const item = startupItems.find((candidate) => candidate.url)!;
    await page.goto(PATH);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .locator(`[data-product="${item.id}"]`)
        .getByRole("link", { name: /^Purchase Now/ })
        .click(),
    ]);
    await expect(popup).toHaveURL(item.url!);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await popup.close();
  });

  test("[S-BUILD-04] Purchase Now on a service without a link shows the sign-in notice while signed out", async ({
    page,
  }) => {
    const item = startupItems.find((candidate) => !candidate.url)!;
    await page.goto(PATH);
    await hydrated(page);
    await page
      .locator(`[data-product="${item.id}"]`)
      .getByRole("link", { name: /^Purchase Now/ })
      .click();
    const toast = page.getByRole("alert").locator("[data-toast]");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText("Authentication Required");
    await expect(toast).toContainText("Please sign in or create an account to make a purchase");
    await expect(toast.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth?returnTo=%2Fbuild-studio",
    );
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });
});
