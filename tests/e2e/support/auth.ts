import { expect, type Page } from "@playwright/test";
import { uniqueEmail } from "./forms";

/** A password the account service accepts (8+ characters, not a common one). */
export const PASSWORD = "amber-lantern-pivot-73";

/** The toast on screen (server-flashed, or shown by the page after a script-enhanced answer). */
export const toast = (page: Page) => page.locator("[data-toast]");

/** /auth with its query. */
export function authUrl(params: Record<string, string> = {}) {
  const query = new URLSearchParams(params).toString();
  return query ? `/auth?${query}` : "/auth";
}

/** Fills and sends the sign-up form of the page already open at /auth?mode=signup. */
export async function fillSignUp(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Full Name").fill("Ada Lovelace");
  await page.getByLabel("Business Name").fill("Analytical Engines LLC");
  await page.getByLabel("Telephone").fill("7045550100");
  await page.getByLabel("Years in Business").fill("3");
  await page.getByLabel("Why did you choose BTE Consulting?").fill("A friend recommended you.");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

/**
 * A new account, signed in (the e2e server runs with e-mail confirmation off); `domain` picks one of
 * the database fixtures' reserved domains (./database-fixtures.ts).
 */
export async function signUpNew(page: Page, prefix: string, domain?: string) {
  const email = domain
    ? uniqueEmail(prefix).replace(/@example\.test$/, `@${domain}`)
    : uniqueEmail(prefix);
  await page.goto(authUrl({ mode: "signup" }));
  await fillSignUp(page, email);
  await page.waitForURL((url) => url.pathname === "/");
  return email;
}

/** Fills and sends the sign-in form of the page already open at /auth. */
export async function fillSignIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The desktop navbar's 'Account' menu toggle (shown only to a signed-in user). */
export const accountMenu = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: /^Account$/ });

/**
 * Signs out through the navbar's Account menu (desktop), and waits until the page shows it: a
 * test that goes on at once could race the sign-out's own navigation to the home page.
 */
export async function signOutFromNavbar(page: Page) {
  await accountMenu(page).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Sign Out" })
    .click();
  await expect(accountMenu(page)).toHaveCount(0);
}

/**
 * For a user with two-factor sign-in on: signs out (navbar), then signs in again from
 * /auth?returnTo=/account and stops at the second step, which asks for the code.
 */
export async function signInAgainToCodeStep(page: Page, email: string) {
  await signOutFromNavbar(page);
  await expect(toast(page)).toContainText("Signed out successfully");
  await page.goto(authUrl({ returnTo: "/account" }));
  await fillSignIn(page, email);
  await expect(page).toHaveURL(/\/auth\?step=mfa&returnTo=%2Faccount$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-Factor Authentication");
}
