import { expect, type Page } from "@playwright/test";

/**
 * Toasts flashed by real actions of the site, for the tests of the toast itself. Each ends on a
 * page load, so the toast is rendered by the server (with or without JavaScript).
 */

/**
 * "Signed out successfully" (a default toast): a sign-out posted from the site, as the navbar's
 * button does (signing out when signed out is fine), then `to` is opened and shows it.
 */
export async function flashSignedOutToast(page: Page, to = "/") {
  await page.goto("/contact");
  const response = await page.request.post("/auth/sign-out", {
    form: {},
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto(to);
}

/**
 * "Authentication required" (a destructive toast): 'Purchase for $19' in the video library while
 * signed out, which lands on /auth.
 */
export async function flashAuthRequiredToast(page: Page) {
  await page.goto("/video-library");
  await page
    .locator("[data-video-card]")
    .first()
    .getByRole("button", { name: "Purchase for $19" })
    .click();
  await expect(page).toHaveURL(/\/auth\?returnTo=(\/|%2F)video-library$/);
}
