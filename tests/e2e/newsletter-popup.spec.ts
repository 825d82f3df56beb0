import type { Page } from "@playwright/test";
import { NEWSLETTER_POPUP_SEEN_KEY, newsletterPopup } from "../../app/content/newsletter";
import { chatCopy } from "../../app/content/chat";
import { expect, test } from "./support/fixtures";
import { freezeClock, uniqueEmail } from "./support/forms";

test.use({ newsletterPopupSeen: false });

/**
 * The pop-up's 2 s start when React has hydrated the page; the chat launcher appears in the same
 * moment, so wait for it before moving the (fake) clock, however slow the machine.
 */
async function arrive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toBeVisible();
}

const popup = (page: Page) => page.getByRole("dialog", { name: newsletterPopup.title });
const seenFlag = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), NEWSLETTER_POPUP_SEEN_KEY);

test.describe("newsletter pop-up", () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  test("[S-NEWSLETTER-02] [S-NEWSLETTER-04] opens 2 seconds after arriving on another page, and remembers it opened", async ({
    page,
  }) => {
    await arrive(page, "/about");
    await page.clock.fastForward(1500);
    await expect(popup(page)).toHaveCount(0);
    expect(await seenFlag(page)).toBeNull();
    await page.clock.fastForward(600);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText(newsletterPopup.description);
    expect(await seenFlag(page)).not.toBeNull();
    await page.keyboard.press("Escape");
    await expect(popup(page)).toHaveCount(0);
  });

  test("[S-NEWSLETTER-03] never on the home page", async ({ page }) => {
    await arrive(page, "/");
    await page.clock.fastForward(5000);
    await expect(page.locator("#newsletter")).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    expect(await seenFlag(page)).toBeNull();
  });

  test("[S-NEWSLETTER-05] once it has opened, it never shows again", async ({ page }) => {
    await arrive(page, "/faq");
    await page.clock.fastForward(2100);
    await expect(popup(page)).toBeVisible();
    await popup(page).getByRole("button", { name: "Close" }).click();
    for (const path of ["/faq", "/events", "/services"]) {
      await arrive(page, path);
      await page.clock.fastForward(5000);
      await expect(popup(page)).toHaveCount(0);
    }
  });

  test("subscribing from the pop-up: the success toast, and the pop-up closes", async ({
    page,
  }) => {
    await arrive(page, "/events");
    await page.clock.fastForward(2100);
    await popup(page).getByLabel("Full Name").fill("Ada Lovelace");
    await popup(page).getByLabel("Email").fill(uniqueEmail("popup"));
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByText("Thank you for subscribing! Check your email for a welcome message."),
    ).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });
});
