import type { Page } from "@playwright/test";
import { signInAgainToCodeStep, signUpByRequest, toast } from "../support/auth";
import { expect, test } from "../support/fixtures";
import { viewports } from "../support/pages";
import { textedCode, wrongCodeFor } from "../support/texts";
import { fillMailedCode } from "../support/totp";

/**
 * Two-factor sign-in with codes texted to a phone, with and without JavaScript, on the app
 * server whose accounts are Supabase Auth (a fake of it that records the text messages instead
 * of sending them). The local adapter has no SMS sender and does not offer this.
 */

const security = (page: Page) => page.getByRole("region", { name: "Security" });
const NUMBER = "+1 704 555 0142";
const E164 = "+17045550142";

test.describe("text-message codes with Supabase (with and without JavaScript)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
  });

  test("[S-MFA-05] [S-MFA-06] [S-MFA-09] [S-MFA-10] [S-MFA-13] turn on text-message codes from the account page, then sign-in asks for a texted code", async ({
    page,
  }) => {
    test.slow(); // two sign-ins, five forms
    const email = await signUpByRequest(page, "sms-on");
    await page.goto("/account");
    await expect(security(page)).toContainText("Off.");
    await expect(security(page).getByRole("heading", { name: "Text message (SMS)" })).toBeVisible();

    // A number that is not in international format is refused in the form and kept.
    await security(page).getByLabel("Phone number").fill("704 555");
    await security(page).getByRole("button", { name: "Text me a code" }).click();
    await expect(security(page).getByText(/^Enter the number in international format/)).toHaveText(
      "Enter the number in international format: + then the country code and number, 8 to 15 digits (for example +1 704 555 0100).",
    );
    await expect(security(page).getByLabel("Phone number")).toHaveValue("704 555");

    await security(page).getByLabel("Phone number").fill(NUMBER);
    await security(page).getByRole("button", { name: "Text me a code" }).click();
    await expect(security(page)).toContainText(
      "We texted a 6-digit code to your number ending 0142. It works for 5 minutes.",
    );
    const first = await textedCode(E164);

    // A wrong code is refused and the code step stays.
    await security(page).getByLabel("Verification code").fill(wrongCodeFor(first.code));
    await fillMailedCode(page);
    await security(page).getByRole("button", { name: "Verify and turn on" }).click();
    await expect(security(page).getByRole("alert")).toHaveText(
      "Invalid code. Please check the text message and try again.",
    );

    // A new code replaces the first one.
    await security(page).getByRole("button", { name: "Send a new code", exact: true }).click();
    await expect.poll(async () => (await textedCode(E164)).challengeId).not.toBe(first.challengeId);
    const second = await textedCode(E164);
    await expect(security(page).getByLabel("Verification code")).toHaveValue("");
    await security(page).getByLabel("Verification code").fill(second.code);
    await fillMailedCode(page);
    await security(page).getByRole("button", { name: "Verify and turn on" }).click();
    await expect(toast(page)).toContainText("Two-factor authentication is on");
    await expect(toast(page)).toContainText(
      "signing in also asks for a code we text to your phone",
    );
    await expect(security(page)).toContainText("On.");
    await expect(security(page)).toContainText("number ending 0142");

    // Signing in now stops at the code step; loading it texts nothing until asked.
    await signInAgainToCodeStep(page, email);
    await expect(page.getByText(/^To finish signing in/)).toHaveText(
      "To finish signing in, we text a 6-digit code to your phone number ending 0142.",
    );
    expect((await textedCode(E164)).challengeId).toBe(second.challengeId);
    await page.getByRole("button", { name: "Text me a code" }).click();
    await expect(page.getByText(/^We texted a 6-digit code to your phone number/)).toHaveText(
      "We texted a 6-digit code to your phone number ending 0142. Enter it to finish signing in; it works for 5 minutes.",
    );
    const signInCode = await textedCode(E164);
    expect(signInCode.challengeId).not.toBe(second.challengeId);

    await page.getByLabel("Verification code").fill(wrongCodeFor(signInCode.code));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Invalid code. Please check the text message and try again.",
    );
    await page.getByLabel("Verification code").fill(signInCode.code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(security(page)).toContainText("On.");

    // Signed in with the code (aal2), the method can be turned off.
    await security(page)
      .getByRole("button", { name: "Turn off two-factor authentication" })
      .click();
    await expect(toast(page)).toContainText("Two-factor authentication is off");
    await expect(security(page)).toContainText("Off.");
  });

  test("[S-MFA-08] Cancel drops a number that was never verified", async ({ page }) => {
    await signUpByRequest(page, "sms-cancel");
    await page.goto("/account");
    await security(page).getByLabel("Phone number").fill("+44 20 7946 0958");
    await security(page).getByRole("button", { name: "Text me a code" }).click();
    await expect(security(page)).toContainText("your number ending 0958");
    await security(page).getByRole("button", { name: "Cancel" }).click();
    await expect(security(page)).toContainText("Off.");
    await expect(security(page).getByLabel("Phone number")).toHaveValue("");
  });
});
