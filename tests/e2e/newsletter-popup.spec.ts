import type { Page } from "@playwright/test";
import {
  NEWSLETTER_POPUP_SEEN_KEY,
  NEWSLETTER_SUBSCRIBED_KEY,
  newsletterPopup,
} from "../../app/content/newsletter";
import { chatCopy } from "../../app/content/chat";
import { seriousViolations } from "./support/axe";
import { bookAiContentCreation, fillCard, CARDS } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { freezeClock, uniqueEmail } from "./support/forms";

test.use({ newsletterPopupSeen: false });

/** The frozen clock's "now" (support/forms.ts freezeClock). */
const NOW = Date.parse("2026-11-22T15:00:01Z");
const DAY = 24 * 60 * 60 * 1000;

/**
 * The pop-up's 2 s start when its code has come, after hydration, with the chat launcher's button
 * (visitor-widgets.tsx), so wait for that button before moving the (fake) clock, however slow the
 * machine.
 */
async function arrive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toBeVisible();
}

const popup = (page: Page) => page.getByRole("dialog", { name: newsletterPopup.title });
const seenFlag = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), NEWSLETTER_POPUP_SEEN_KEY);

/** This browser remembers `flags` (local storage) before any page runs. */
async function remembering(page: Page, flags: Record<string, string>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, flags);
}

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
    await page.clock.resume(); // axe waits on timers
    expect(await seriousViolations(page)).toEqual([]);
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

  test("[S-NEWSLETTER-05] once it has opened, it does not show again for 30 days (ADR 32)", async ({
    page,
  }) => {
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

  test("closed 29 days ago it stays away; 31 days ago it asks again", async ({ page, context }) => {
    await remembering(page, {
      [NEWSLETTER_POPUP_SEEN_KEY]: new Date(NOW - 29 * DAY).toISOString(),
    });
    await arrive(page, "/events");
    await page.clock.fastForward(5000);
    await expect(popup(page)).toHaveCount(0);

    const later = await context.newPage();
    await later.clock.install({ time: new Date(NOW) });
    await later.clock.pauseAt(new Date(NOW + 1000));
    await remembering(later, {
      [NEWSLETTER_POPUP_SEEN_KEY]: new Date(NOW - 31 * DAY).toISOString(),
    });
    await arrive(later, "/events");
    await later.clock.fastForward(2100);
    await expect(popup(later)).toBeVisible();
  });

  test("a subscriber from this browser is never asked, however long ago", async ({ page }) => {
    await remembering(page, {
      [NEWSLETTER_POPUP_SEEN_KEY]: new Date(NOW - 400 * DAY).toISOString(),
      [NEWSLETTER_SUBSCRIBED_KEY]: new Date(NOW - 400 * DAY).toISOString(),
    });
    await arrive(page, "/events");
    await page.clock.fastForward(5000);
    await expect(popup(page)).toHaveCount(0);
  });

  test("subscribing from the pop-up: the success toast, the pop-up closes, and it never asks again", async ({
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
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), NEWSLETTER_SUBSCRIBED_KEY),
    ).not.toBeNull();
  });

  test("waits while a form field has focus or was changed, and never takes the focus", async ({
    page,
  }) => {
    await arrive(page, "/contact");
    const name = page.getByLabel("Full Name");
    await name.focus();
    await page.clock.fastForward(5000);
    await expect(popup(page)).toHaveCount(0);
    await expect(name).toBeFocused();
    await name.pressSequentially("Ada");
    await name.blur();
    await page.clock.fastForward(5000);
    await expect(popup(page)).toHaveCount(0);
    // Focus only (nothing typed), then leaving the field: it opens on the next look.
    await arrive(page, "/events");
    await page.getByRole("button", { name: chatCopy.launcherLabel }).focus();
    await page.clock.fastForward(2100);
    await expect(popup(page)).toBeVisible();
  });

  test("waits while another dialog is open, then opens once it is closed", async ({ page }) => {
    await arrive(page, "/about");
    await page.clock.fastForward(100);
    // Any dialog of the page: here one built by the test, as a page's own dialog would be.
    await page.evaluate(() => {
      const other = document.createElement("dialog");
      other.setAttribute("aria-label", "Other");
      other.innerHTML = "<p>Busy</p><button>Done</button>";
      document.body.append(other);
      other.showModal();
    });
    await page.clock.fastForward(5000);
    await expect(popup(page)).toHaveCount(0);
    await page.evaluate(() => document.querySelector<HTMLDialogElement>("dialog")?.close());
    await page.clock.fastForward(1100);
    await expect(popup(page)).toBeVisible();
  });

  for (const path of ["/auth", "/auth?mode=signup", "/checkout?product=plan-funding"]) {
    test(`never on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.clock.fastForward(5000);
      await expect(popup(page)).toHaveCount(0);
      expect(await seenFlag(page)).toBeNull();
    });
  }
});

test.describe("newsletter pop-up for a signed-in customer", () => {
  test("never over the checkout dialog while a card is typed, nor on /account", async ({
    signedInPage: page,
  }) => {
    await freezeClock(page);
    await arrive(page, "/account");
    await page.clock.fastForward(5000);
    await expect(popup(page)).toHaveCount(0);

    await arrive(page, "/ai-business-growth");
    const dialog = await bookAiContentCreation(page);
    await expect(dialog).toBeVisible();
    await fillCard(page, CARDS.approved);
    await page.clock.fastForward(5000);
    await expect(popup(page)).toHaveCount(0);
    await expect(page.getByLabel("Postal code")).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveCount(1);
  });

  test("finds their name and e-mail filled in", async ({ signedInPage: page, customer }) => {
    const { email } = customer;
    await freezeClock(page);
    await arrive(page, "/events");
    await page.clock.fastForward(2100);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(popup(page).getByLabel("Email")).toHaveValue(email);
  });
});
