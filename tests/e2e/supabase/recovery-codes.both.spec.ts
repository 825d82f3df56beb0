import {
  authUrl,
  fillSignIn,
  signInAgainToCodeStep,
  signOutFromNavbar,
  signUpByRequest,
  toast,
} from "../support/auth";
import { expect, test } from "../support/fixtures";
import { viewports } from "../support/pages";
import { security, shownRecoveryCodes, turnOnAuthenticator } from "../support/totp";

/**
 * Recovery codes with Supabase Auth (the app has the service role key): a code at sign-in removes
 * the factor at Supabase, so the user lands on the account page to set two-factor up again.
 */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
});

test("a recovery code signs in and turns two-factor off, to be set up again", async ({ page }) => {
  test.slow(); // enrolment and two sign-ins
  const email = await signUpByRequest(page, "sb-recovery");
  await turnOnAuthenticator(page);
  const codes = await shownRecoveryCodes(page);

  await signInAgainToCodeStep(page, email);
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await expect(page).toHaveURL(/\/auth\?step=recovery&returnTo=%2Faccount$/);
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page)).toContainText("Two-factor authentication is off");
  await expect(security(page)).toContainText("Off.");

  // The password alone signs in now.
  await signOutFromNavbar(page);
  await page.goto(authUrl({ returnTo: "/account" }));
  await fillSignIn(page, email);
  await expect(page).toHaveURL(/\/account$/);
});
