import { authUrl, fillSignIn, signUpByRequest, toast } from "../support/auth";
import { expect, test } from "../support/fixtures";

/**
 * Signed-in devices with Supabase Auth, which lists no sessions: the account page says so and
 * still signs every other device out (`signOut({ scope: "others" })`), with and without JavaScript.
 */
test("the account page signs out everywhere else, without a list of devices", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // two browsers, two sign-ins
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await signUpByRequest(page, "sb-devices");

  const other = await browser.newContext({ javaScriptEnabled });
  const otherPage = await other.newPage();
  await otherPage.goto(authUrl({ returnTo: "/account" }));
  await fillSignIn(otherPage, email);
  await expect(otherPage).toHaveURL(/\/account$/);

  await page.goto("/account");
  await expect(
    page.getByText("The list of devices is not available for your account."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(toast(page)).toContainText("Signed out everywhere else");
  await expect(page).toHaveURL(/\/account$/);

  await otherPage.goto("/account");
  await expect(otherPage).toHaveURL(/\/auth\?returnTo=%2Faccount$/);
  await other.close();
});
