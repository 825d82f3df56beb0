import { expect, test } from "./support/fixtures";
import {
  authUrl,
  fillSignIn,
  signInAgainToCodeStep,
  signOutFromNavbar,
  signUpByRequest,
  toast,
} from "./support/auth";
import { viewports } from "./support/pages";
import { codeAt, fillMailedCode, security, startEnrolment, wrongCode } from "./support/totp";

/**
 * Two-factor sign-in with an authenticator app, from the account page's Security part, with and
 * without JavaScript: the server draws the QR code and checks every code.
 */

test.describe("two-factor sign-in (with and without JavaScript)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
  });

  test("[S-MFA-05] [S-MFA-07] [S-MFA-02] turn on an authenticator app, then sign-in asks for its code; turning it off needs only the password again", async ({
    page,
  }) => {
    test.slow(); // two sign-ins and four code forms
    const email = await signUpByRequest(page, "mfa-on");
    const key = await startEnrolment(page);

    // A wrong code is refused in the form, and the QR code, the key and the mailed code stay.
    const now = Math.floor(Date.now() / 1000);
    await page.getByLabel("Verification code").fill(await wrongCode(key, now));
    await expect(security(page)).toContainText(`We sent a code to ${email}.`);
    await fillMailedCode(page);
    const mailed = await security(page).getByLabel("Code from your email").inputValue();
    const refused = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/account"),
    );
    await page.getByRole("button", { name: "Verify and turn on" }).click();
    expect((await refused).status()).toBe(400);
    await expect(security(page).getByRole("alert")).toHaveText(
      "Invalid code. Please check your authenticator app and try again.",
    );
    await expect(security(page).getByRole("img")).toBeVisible();
    expect((await security(page).locator("code").innerText()).replace(/\s+/g, "")).toBe(key);
    await expect(security(page).getByLabel("Code from your email")).toHaveValue(mailed);

    const activatedAt = Math.floor(Date.now() / 1000);
    await page.getByLabel("Verification code").fill(await codeAt(key, activatedAt));
    await page.getByRole("button", { name: "Verify and turn on" }).click();
    await expect(toast(page)).toContainText("Two-factor authentication is on");
    await expect(security(page)).toContainText("On.");
    await expect(security(page)).toContainText("Authenticator app");

    // Signing in now stops at the code step; the password alone is not enough.
    await signInAgainToCodeStep(page, email);
    expect(new URL((await page.goto("/account"))!.url()).pathname).toBe("/auth");

    await page.goto(authUrl({ returnTo: "/account" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-Factor Authentication");
    // The code already used to turn the app on is refused (a replay); the next step's is not.
    await page.getByLabel("Verification code").fill(await codeAt(key, activatedAt));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(
      page.getByRole("main").getByRole("alert").filter({ hasText: "Invalid code" }),
    ).toBeVisible();
    await page.getByLabel("Verification code").fill(await codeAt(key, activatedAt, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/account");
    await expect(toast(page)).toContainText("Welcome back!");

    // Turning it off (this session passed the code, so it may).
    await security(page)
      .getByRole("button", { name: "Turn off two-factor authentication" })
      .click();
    await expect(toast(page)).toContainText("Two-factor authentication is off");
    await expect(security(page)).toContainText("Off.");

    await signOutFromNavbar(page);
    await page.goto(authUrl({ returnTo: "/account" }));
    await fillSignIn(page, email);
    await expect(page).toHaveURL((url) => url.pathname === "/account");
    await expect(toast(page)).toContainText("Welcome back!");
  });

  test("a half-done enrolment can be cancelled, and starting again gives a new key", async ({
    page,
  }) => {
    await signUpByRequest(page, "mfa-cancel");
    const first = await startEnrolment(page);
    await security(page).getByRole("button", { name: "Cancel" }).click();
    await expect(security(page)).toContainText("Off.");
    await expect(security(page).getByRole("img")).toHaveCount(0);

    const second = await startEnrolment(page);
    expect(second).not.toBe(first);
  });
});
