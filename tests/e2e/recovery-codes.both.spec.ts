import { authUrl, signInAgainToCodeStep, signUpByRequest, toast } from "./support/auth";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { viewports } from "./support/pages";
import { security, shownRecoveryCodes, turnOnAuthenticator } from "./support/totp";

/**
 * Recovery codes with local accounts, with and without JavaScript: shown once when two-factor
 * sign-in turns on, then one signs in in place of the authenticator's code.
 */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
});

test("turning two-factor on shows ten recovery codes once; one of them signs in, once", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // enrolment, two sign-ins, new codes
  const email = await signUpByRequest(page, "recovery");
  await turnOnAuthenticator(page);
  const codes = await shownRecoveryCodes(page);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  const download = page.getByRole("link", { name: "Download the codes" });
  await expect(download).toHaveAttribute("download", "recovery-codes.txt");
  expect(decodeURIComponent((await download.getAttribute("href"))!)).toContain(codes[9]);
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  // Once saved, the page counts them and never shows them again.
  await page.getByRole("link", { name: "I have saved my codes" }).click();
  await expect(security(page)).toContainText("Recovery codes: 10 codes left.");
  await expect(page.getByText(codes[0]!)).toHaveCount(0);

  await signInAgainToCodeStep(page, email);
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await expect(page).toHaveURL(/\/auth\?step=recovery&returnTo=%2Faccount$/);
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Recovery code").fill("abcd-efgh-jkmn");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").first()).toHaveText(
    "Invalid recovery code. Please check it and try again.",
  );
  await expect(page.getByLabel("Recovery code")).toHaveValue("abcd-efgh-jkmn");

  await page.getByLabel("Recovery code").fill(codes[2]!.toUpperCase());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page)).toContainText("You signed in with a recovery code. 9 codes are left");
  await expect(security(page)).toContainText("Recovery codes: 9 codes left.");

  // New codes replace the old ones; a used code never works again.
  await security(page).getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(toast(page)).toContainText("New recovery codes");
  const fresh = await shownRecoveryCodes(page);
  expect(fresh.some((code) => codes.includes(code))).toBe(false);

  await signInAgainToCodeStep(page, email);
  await page.goto(authUrl({ step: "recovery", returnTo: "/account" }));
  await page.getByLabel("Recovery code").fill(codes[3]!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").first()).toHaveText(
    "Invalid recovery code. Please check it and try again.",
  );
  await page.getByRole("link", { name: "Use a verification code instead" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
});
