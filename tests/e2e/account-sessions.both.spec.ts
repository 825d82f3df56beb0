import { authUrl, fillSignIn, signUpByRequest, toast } from "./support/auth";
import { expect, test } from "./support/fixtures";

/**
 * The account page's signed-in devices, with and without JavaScript: the list (this device
 * first, with its browser and dates) and "Sign out everywhere else", which ends the other
 * browser's session and keeps this one. Checked on a 390×844 phone: nothing scrolls sideways.
 */
const androidChrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

test("the account page lists the signed-in devices and signs out everywhere else", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // two browsers, two sign-ins
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await signUpByRequest(page, "devices");

  const phone = await browser.newContext({ userAgent: androidChrome, javaScriptEnabled });
  const phonePage = await phone.newPage();
  await phonePage.goto(authUrl({ returnTo: "/account" }));
  await fillSignIn(phonePage, email);
  await expect(phonePage).toHaveURL(/\/account$/);

  await page.goto("/account");
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").first()).toContainText("This device");
  await expect(devices.getByRole("listitem").nth(1)).toContainText("Chrome on Android");
  await expect(devices.getByRole("listitem").nth(1)).toContainText(/Last active \w+ \d+, \d{4}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(toast(page)).toContainText("Signed out everywhere else");
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("No other device is signed in.")).toBeVisible();

  await phonePage.goto("/account");
  await expect(phonePage).toHaveURL(/\/auth\?returnTo=%2Faccount$/);
  await phone.close();
});
