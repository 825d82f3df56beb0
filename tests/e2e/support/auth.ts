import { expect, type Page } from "@playwright/test";
import { forms } from "../../../scripts/lib/smoke-browser.mjs";
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

/** Who signs up (fillSignUp, signUpByRequest), by the sign-up form's field names. */
const NEW_ACCOUNT = {
  fullName: "Ada Lovelace",
  businessName: "Analytical Engines LLC",
  telephone: "7045550100",
  yearsInBusiness: "3",
  whyBTE: "A friend recommended you.",
};

/** Fills and sends the sign-up form of the page already open at /auth?mode=signup. */
export async function fillSignUp(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Full Name").fill(NEW_ACCOUNT.fullName);
  await page.getByLabel("Business Name").fill(NEW_ACCOUNT.businessName);
  await page.getByLabel("Telephone").fill(NEW_ACCOUNT.telephone);
  await page.getByLabel("Years in Business").fill(NEW_ACCOUNT.yearsInBusiness);
  await page.getByLabel("Why did you choose BTE Consulting?").fill(NEW_ACCOUNT.whyBTE);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

/** A fresh address; `domain` picks one of the database fixtures' reserved domains (./database-fixtures.ts). */
function newEmail(prefix: string, domain?: string) {
  const email = uniqueEmail(prefix);
  return domain ? email.replace(/@example\.test$/, `@${domain}`) : email;
}

/**
 * A new account signed in through the sign-up page, the way a visitor does (the e2e servers run
 * with e-mail confirmation off). For a test about signing up; the others take signUpByRequest.
 */
export async function signUpNew(page: Page, prefix: string, domain?: string) {
  const email = newEmail(prefix, domain);
  await page.goto(authUrl({ mode: "signup" }));
  await fillSignUp(page, email);
  await page.waitForURL((url) => url.pathname === "/");
  return email;
}

/**
 * The same new account as signUpNew, without loading a page: the page's context GETs the sign-up
 * form and POSTs its fields back from the site's origin, as a browser without JavaScript would,
 * so the session cookie is the context's. The page stays where it was (about:blank at first).
 */
export async function signUpByRequest(page: Page, prefix: string, domain?: string) {
  const email = newEmail(prefix, domain);
  const request = page.context().request;
  const shown = await request.get(authUrl({ mode: "signup" }), { maxRedirects: 0 });
  const html = await shown.text();
  if (shown.status() !== 200) {
    throw new Error(`GET /auth?mode=signup: ${excerpt(shown.status(), shown.headers(), html)}`);
  }
  const form = forms(html, shown.url()).find(({ fields }) =>
    fields.some(([name, value]) => name === "intent" && value === "sign-up"),
  );
  if (!form) throw new Error("GET /auth?mode=signup shows no sign-up form");
  const values: Record<string, string> = { ...NEW_ACCOUNT, email, password: PASSWORD };
  for (const name of Object.keys(values)) {
    if (!form.fields.some(([field]) => field === name)) {
      throw new Error(`The sign-up form on /auth has no "${name}" field`);
    }
  }
  const origin = new URL(shown.url()).origin;
  const answer = await request.post(form.action, {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    data: new URLSearchParams(
      form.fields.map(([name, value]) => [name, values[name] ?? value]),
    ).toString(),
    maxRedirects: 0,
  });
  const location = answer.headers()["location"];
  if (answer.status() < 300 || answer.status() >= 400 || location !== "/") {
    throw new Error(
      `Signing up by POST ${form.action} did not redirect to /: ` +
        excerpt(answer.status(), answer.headers(), await answer.text()),
    );
  }
  // As the browser would: the flashed "Success!" toast is shown there, not on the test's next page.
  const home = await request.get(location, { maxRedirects: 0 });
  if (home.status() !== 200) {
    throw new Error(`GET / after signing up: ${excerpt(home.status(), home.headers(), "")}`);
  }
  return email;
}

/** An answer in one line for an error: status, Location and the start of the body. */
function excerpt(status: number, headers: Record<string, string>, body: string) {
  const location = headers["location"] ? ` → ${headers["location"]}` : "";
  const text = body.replace(/\s+/g, " ").trim().slice(0, 200);
  return `HTTP ${status}${location}${text ? `: ${text}` : ""}`;
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
