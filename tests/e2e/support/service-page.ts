import { expect, type Locator, type Page } from "@playwright/test";

/**
 * What the service pages (AI services, branding, build studio, business plans, grants…) have in
 * common for their browser tests: waiting for JavaScript to take over, the sign-in notice of a
 * signed-out purchase, and links that open another site in a new tab.
 */

/** Opens `path` and waits until JavaScript has taken over: the consultant's intro becomes a button. */
export async function openHydrated(page: Page, path: string, consultant: string) {
  await page.goto(path);
  await expect(
    page.getByRole("button", { name: `Play the introduction video from ${consultant}` }),
  ).toBeVisible();
}

/**
 * The notice a signed-out visitor gets from a purchase link: the destructive "Authentication
 * Required" toast whose Sign In link comes back to `path`, and the visitor still on `path`.
 */
export async function expectSignInNotice(page: Page, path: string) {
  const toast = page.getByRole("alert").locator("[data-toast]");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(toast).toContainText("Authentication Required");
  await expect(toast).toContainText("Please sign in or create an account to make a purchase");
  await expect(toast.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    `/auth?returnTo=${encodeURIComponent(path)}`,
  );
  await expect(page).toHaveURL(new RegExp(`${path}$`));
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
