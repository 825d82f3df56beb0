import { test as base, type Page } from "@playwright/test";
import { NEWSLETTER_POPUP_SEEN_KEY } from "../../../app/content/newsletter";
import { customerFixtures, type Customer } from "./customer";

/**
 * Two pop-ups would get in the way of tests about other things:
 * - The home page's promotional pop-up opens 2 s after every load and, being modal, hides the
 *   page from assistive technology. Tests dismiss it whenever it gets in the way, the way a
 *   visitor would (Escape); it is tested in promo-popup.spec.ts.
 * - The newsletter pop-up opens once per browser on other pages. Tests start as a browser that
 *   has seen it, unless they say `test.use({ newsletterPopupSeen: false })` (newsletter-popup.spec.ts).
 *
 * A test that needs only some signed-in customer takes `signedInPage` (and `customer` for its
 * address) instead of signing up: ./customer.ts.
 */
export const test = base.extend<
  { newsletterPopupSeen: boolean; signedInPage: Page },
  { customer: Customer }
>({
  newsletterPopupSeen: [true, { option: true }],
  page: async ({ page, newsletterPopupSeen }, use) => {
    if (newsletterPopupSeen) {
      await page.addInitScript((key) => {
        try {
          window.localStorage.setItem(key, "seen in an earlier visit");
        } catch {
          // no storage on this page (about:blank): nothing to set
        }
      }, NEWSLETTER_POPUP_SEEN_KEY);
    }
    await page.addLocatorHandler(
      page.getByRole("dialog", { name: "Year-End Strategic Planning Series" }),
      async () => {
        await page.keyboard.press("Escape");
      },
    );
    await use(page);
  },
  ...customerFixtures,
});

export { expect } from "@playwright/test";
