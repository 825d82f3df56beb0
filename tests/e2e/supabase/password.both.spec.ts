import { fillSignIn, signOutFromNavbar, signUpByRequest, toast } from "../support/auth";
import { expect, test } from "../support/fixtures";
import { supabaseResetLink } from "../support/mail";
import { viewports } from "../support/pages";
import { askForResetLink, NEW_PASSWORD, openResetLink, setNewPassword } from "../support/passwords";
import { codeAt, fillMailedCode, startEnrolment } from "../support/totp";

/**
 * A forgotten password with Supabase Auth (the fake records the "Reset Password" e-mail), with
 * and without JavaScript. Supabase changes a password only from an aal2 session while two-factor
 * is on, so the link's user passes the authenticator code before choosing the new password.
 */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
});

test("forgot password with two-factor on: the link, then the code with the new password", async ({
  page,
}) => {
  test.slow(); // enrolment, reset, code step and sign-in
  const email = await signUpByRequest(page, "sb-forgot");
  const key = await startEnrolment(page);
  await page.getByLabel("Verification code").fill(await codeAt(key, Math.floor(Date.now() / 1000)));
  await fillMailedCode(page);
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(toast(page)).toContainText("Two-factor authentication is on");

  await signOutFromNavbar(page);
  await askForResetLink(page, email);
  await openResetLink(page, await supabaseResetLink(email));
  // Nobody is signed in yet: the authenticator's code goes with the new password (ADR 28).
  await expect(page).toHaveURL(/\/auth\/reset$/);
  await page
    .getByLabel("Authentication code")
    .fill(await codeAt(key, Math.floor(Date.now() / 1000), 1));
  await setNewPassword(page);

  await signOutFromNavbar(page);
  await page.goto("/auth");
  await fillSignIn(page, email, NEW_PASSWORD);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-Factor Authentication");
});
