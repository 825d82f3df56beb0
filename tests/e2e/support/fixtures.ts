import { test as base } from "@playwright/test";

/**
 * The home page's promotional pop-up opens 2 s after every load and, being modal, hides the page
 * from assistive technology. Tests about other things dismiss it whenever it gets in the way,
 * the way a visitor would (Escape); the pop-up itself is tested in promo-popup.spec.ts.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addLocatorHandler(
      page.getByRole("dialog", { name: "Year-End Strategic Planning Series" }),
      async () => {
        await page.keyboard.press("Escape");
      },
    );
    await use(page);
  },
});

export { expect } from "@playwright/test";
