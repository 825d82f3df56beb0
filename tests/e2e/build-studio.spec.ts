import type { Page } from "@playwright/test";
import { discoveryCall, startupItems } from "../../app/content/catalog";
import { expect, test } from "./support/fixtures";

const PATH = "/build-studio";
const VIDEO_BUTTON = "Play the introduction video from Keisha Howard";

/** The intro's play control turns into a button once JavaScript has taken over. */
async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: VIDEO_BUTTON })).toBeVisible();
}

test.describe("Start-up packages page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    // External pages are not reachable from the test machine: answer them locally.
    await context.route(/^https:\/\/(?!localhost)/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>External</title>" }),
    );
  });

  test("[S-SVCPAGE-02] [S-SVCPAGE-03] [S-SVCPAGE-06] the consultant's play button opens the MP4 introduction in a dialog, playing", async ({
    page,
  }) => {
    await page.goto(PATH);
    const intro = page.getByRole("region", { name: "Keisha Howard" });
    await intro.getByRole("button", { name: VIDEO_BUTTON }).click();
    const dialog = page.getByRole("dialog", { name: "Meet Keisha Howard" });
    await expect(dialog).toBeVisible();
    const video = dialog.locator("video");
    await expect(video).toHaveAttribute("src", "/videos/team/keisha-howard.mp4");
    await expect(video).toHaveAttribute("autoplay", "");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(intro.getByRole("button", { name: VIDEO_BUTTON })).toBeFocused();
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
