import type { Page } from "@playwright/test";
import { stubExternalPages } from "./support/external";
import { expect, test } from "./support/fixtures";
import { expectOpensInNewTab, expectSignInNotice, openHydrated } from "./support/service-page";

const PATH = "/ai-business-growth";
const CONSULTANT = "Andre Coleman";

const sections = (page: Page) => page.locator("[data-ai-category]");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search AI services" });

test.describe("AI services page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context);
  });

  test("the page hydrates and filters without a script error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await openHydrated(page, `${PATH}?q=tax`, CONSULTANT);
    await searchBox(page).fill("crm");
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?q=crm$`));
    await expect(page.locator('[data-product="ai-crm-data"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("[S-AIPAGE-08] a consultation's Get Started opens the booking page in a new tab", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    const link = page
      .locator('[data-consultation="ai-marketing-consultation"]')
      .getByRole("link", { name: /^Get Started/ });
    await expectOpensInNewTab(
      page,
      link,
      /^https:\/\/calendly\.com\/bteconsulting\/ai-marketing-consultation/,
      PATH,
    );
  });

  test("[S-AIPAGE-14] Book Now on a service without an external link: a signed-out visitor gets the sign-in notice", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    const card = page.locator('[data-product="ai-email-marketing"]');
    await card.getByRole("link", { name: /^Book Now/ }).click();
    await expectSignInNotice(page, "ai-email-marketing");
  });

  test("[S-AIPAGE-14] from a search, Purchase Now signed out goes to sign in for that item", async ({
    page,
  }) => {
    await openHydrated(page, `${PATH}?q=premium`, CONSULTANT);
    await page
      .locator('[data-product="ai-accounting-premium"]')
      .getByRole("link", { name: /^Purchase Now/ })
      .click();
    await expectSignInNotice(page, "ai-accounting-premium");
  });

  test("[S-AIPAGE-03] the page filters as the visitor types, without a new history entry or a jump", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    const box = searchBox(page);
    await box.scrollIntoViewIfNeeded();
    const historyLength = await page.evaluate(() => history.length);
    const scrollBefore = await page.evaluate(() => window.scrollY);

    await box.pressSequentially("bookkeep", { delay: 30 });
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?q=bookkeep$`));
    await expect(sections(page)).toHaveCount(1);
    await expect(page.locator("[data-product]")).toHaveText([
      /AI Bookkeeping Automation/,
      /Accounting Premium Package/,
    ]);
    await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(
      "2 services match “bookkeep”.",
    );
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("bookkeep");
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(2);

    // Emptying the box brings every section back, at the page's plain address.
    await box.fill("");
    await expect(sections(page)).toHaveCount(6);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("[S-AIPAGE-03] typing something nothing matches shows the message, and Clear search restores the page", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    await searchBox(page).fill("blockchain");
    const empty = page.locator("[data-no-results]");
    await expect(empty).toContainText("No services match “blockchain”.");
    await expect(sections(page)).toHaveCount(0);
    await empty.getByRole("link", { name: "Clear search" }).click();
    await expect(sections(page)).toHaveCount(6);
    await expect(searchBox(page)).toHaveValue("");
  });
});
