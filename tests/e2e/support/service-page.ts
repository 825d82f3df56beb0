import { expect, type Locator, type Page } from "@playwright/test";
import { findCatalogItem } from "../../../app/content/catalog";

/**
 * What the service pages (AI services, branding, build studio, business plans, grants…) have in
 * common for their browser tests: waiting for JavaScript to take over, where a signed-out
 * purchase leads, and links that open another site in a new tab.
 */

/** Opens `path` and waits until JavaScript has taken over: the consultant's intro becomes a button. */
export async function openHydrated(page: Page, path: string, consultant: string) {
  await page.goto(path);
  await expect(
    page.getByRole("button", { name: `Play the introduction video from ${consultant}` }),
  ).toBeVisible();
}

/**
 * Where a signed-out visitor's purchase link leads: the sign-in page, coming back to the item's
 * checkout, with a calm note naming the item, and no
 * error toast (issue 26; docs/spec-departures.md).
 */
export async function expectSignInNotice(page: Page, productId: string) {
  await page.waitForURL((url) => url.pathname === "/auth");
  const returnTo = new URL(new URL(page.url()).searchParams.get("returnTo")!, "http://x");
  expect(returnTo.pathname).toBe("/checkout");
  expect(returnTo.searchParams.get("product")).toBe(productId);
  const title = findCatalogItem(productId)!.title;
  await expect(page.locator("[data-buying-notice]")).toContainText(
    `Sign in or create an account to buy ${title}.`,
  );
  await expect(page.getByRole("alert").locator("[data-toast]")).toHaveCount(0);
}

/** Clicking `link` opens `url` in a new tab (closed again), and leaves the page at `path`. */
export async function expectOpensInNewTab(
  page: Page,
  link: Locator,
  url: string | RegExp,
  path: string,
) {
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await expect(popup).toHaveURL(url);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await popup.close();
}

/**
 * A signed-out visitor's purchase link (the server's HTML, with or without JavaScript): to sign
 * in, coming back to the checkout of the item the link is for (its `data-purchase`).
 */
export async function expectSignInToBuy(link: Locator) {
  const id = await link.getAttribute("data-purchase");
  expect(id).toBeTruthy();
  await expect(link).toHaveAttribute(
    "href",
    new RegExp(`^/auth\\?returnTo=%2Fcheckout%3Fproduct%3D${id}%26tab%3D(card|paypal|invoice)$`),
  );
}
