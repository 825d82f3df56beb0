import type { Page } from "@playwright/test";
import { chatCopy } from "../../app/content/chat";
import { checkoutDialog } from "./support/checkout";
import { expect, test } from "./support/fixtures";

/**
 * The floating chat and scroll-to-top buttons never cover what the visitor reads or presses
 * (ADR 32): at the end of a page the footer keeps their space free, and while a dialog is open
 * they are out of the way.
 */
const phone = { width: 390, height: 844 };
/** PROMO_DISMISSED_KEY of app/components/widgets/promo-popup.tsx (a browser module). */
const PROMO_CLOSED = "promo-popup-dismissed";
const desktop = { width: 1280, height: 800 };

const launcher = (page: Page) => page.getByRole("button", { name: chatCopy.launcherLabel });
const scrollToTop = (page: Page) => page.getByRole("button", { name: "Scroll to top" });

/** What on screen (text, links, buttons, fields, media) lies under either floating button. */
function coveredByFloatingButtons(page: Page) {
  return page.evaluate(() => {
    const floating = [
      ...document.querySelectorAll<HTMLElement>(
        "[data-chat-launcher], [aria-label='Scroll to top']",
      ),
    ]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.getBoundingClientRect());
    const content = document.querySelectorAll<HTMLElement>(
      "main :is(p, li, h1, h2, h3, a, button, input, select, textarea, video, label), footer :is(p, li, a, h2, h3), dialog :is(p, a, button, input, label)",
    );
    const hits: string[] = [];
    for (const element of content) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > innerHeight) continue;
      for (const f of floating) {
        const overlap =
          box.left < f.right && box.right > f.left && box.top < f.bottom && box.bottom > f.top;
        if (overlap) hits.push(`${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`);
      }
    }
    return hits;
  });
}

async function toTheEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(scrollToTop(page)).toBeVisible();
}

for (const [label, viewport] of Object.entries({ phone, desktop })) {
  for (const path of ["/", "/faq", "/contact", "/chat", "/ai-business-growth"]) {
    test(`on a ${label}, the end of ${path} is not under the floating buttons`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The home page's pop-up opens 2 s after load and hides the buttons while it is open: on a
      // slow machine that happened in the middle of the measurement. This visitor closed it earlier
      // in the session, so it stays shut (promo-popup.spec.ts tests the pop-up).
      await page.addInitScript(
        (key) => sessionStorage.setItem(key, "closed earlier"),
        PROMO_CLOSED,
      );
      await page.goto(path);
      await expect(launcher(page)).toBeVisible();
      await toTheEnd(page);
      expect(await coveredByFloatingButtons(page)).toEqual([]);
      // The copyright line, the page's last words, sits above both buttons.
      const last = await page.locator("footer p").last().boundingBox();
      for (const button of [launcher(page), scrollToTop(page)]) {
        const box = await button.boundingBox();
        expect(last && box, "the copyright line and the button are on screen").toBeTruthy();
        expect(last!.y + last!.height).toBeLessThanOrEqual(box!.y);
      }
    });
  }
}

test("on a phone, the floating buttons step aside while a dialog is open, and come back after", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/faq");
  await toTheEnd(page);
  await expect(launcher(page)).toBeVisible();
  await page.evaluate(() => {
    const dialog = document.createElement("dialog");
    dialog.setAttribute("aria-label", "Example");
    dialog.innerHTML = "<p>Example</p><button>OK</button>";
    dialog.style.cssText = "position: fixed; inset: auto 0 0 0; width: 100%; max-width: none";
    document.body.append(dialog);
    dialog.showModal();
  });
  await expect(launcher(page)).toBeHidden();
  await expect(scrollToTop(page)).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(launcher(page)).toBeVisible();
  await expect(scrollToTop(page)).toBeVisible();
});

test("at 390×844 the checkout dialog's Pay button is never under a floating button", async ({
  signedInPage: page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/ai-business-growth");
  await page.evaluate(() => window.scrollTo(0, 600));
  await page
    .locator('[data-product="ai-content-creation"]')
    .getByRole("link", { name: "Book Now" })
    .click();
  const dialog = checkoutDialog(page, "AI Content Creation");
  const pay = dialog.getByRole("button", { name: "Pay $200.00" });
  await pay.scrollIntoViewIfNeeded();
  await expect(pay).toBeVisible();
  await expect(launcher(page)).toBeHidden();
  await expect(scrollToTop(page)).toBeHidden();
  // Hidden, they take no room: nothing of the dialog is under them.
  expect(await coveredByFloatingButtons(page)).toEqual([]);
});

for (const path of ["/", "/faq", "/video-library", "/ai-business-growth"]) {
  test(`on a phone, wherever ${path} is scrolled, only the buttons' own bar is under them`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    // As above: the home page's pop-up (2 s after load) must not open mid-measurement on a slow
    // machine; this visitor closed it earlier in the session.
    await page.addInitScript((key) => sessionStorage.setItem(key, "closed earlier"), PROMO_CLOSED);
    await page.goto(path);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (const y of [0, Math.round(height / 3), Math.round((2 * height) / 3)]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(launcher(page)).toBeVisible();
      const under = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            "[data-chat-launcher], [aria-label='Scroll to top']",
          ),
        ]
          .filter((el) => el.getClientRects().length > 0)
          .map((button) => {
            const box = button.getBoundingClientRect();
            const corners = [
              [box.left + 1, box.top + 1],
              [box.right - 1, box.top + 1],
              [box.left + 1, box.bottom - 1],
              [box.right - 1, box.bottom - 1],
            ] as const;
            return corners.map(([x, yy]) => {
              const next = document
                .elementsFromPoint(x, yy)
                .find((el) => !button.contains(el) && el !== button);
              return next && getComputedStyle(next).position === "fixed"
                ? getComputedStyle(next).backgroundColor
                : (next?.tagName ?? "nothing");
            });
          })
          .flat(),
      );
      expect(under.length).toBeGreaterThan(0);
      // Each corner of each button lies on the opaque bar, never on the page's text or controls.
      for (const found of under) expect(found).toBe("rgb(255, 255, 255)");
    }
  });
}
