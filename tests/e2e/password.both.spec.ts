import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { fillSignIn, PASSWORD, signOutFromNavbar, signUpByRequest, toast } from "./support/auth";
import { localResetLink } from "./support/mail";
import { askForResetLink, NEW_PASSWORD, openResetLink, setNewPassword } from "./support/passwords";
import { viewports } from "./support/pages";

/**
 * Forgotten and changed passwords with local accounts, with and without JavaScript: the link
 * comes by mail (the e2e server's .eml files), opening it uses nothing until its button is
 * pressed, and a new password signs every other device out.
 */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
});

test("forgot password: the mailed link sets a new one, the old one stops working, other devices are signed out", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // sign-up, reset and two sign-ins
  const email = await signUpByRequest(page, "forgot");
  await page.goto("/");
  // Another device stays signed in until the password changes.
  const other = await browser.newContext({ javaScriptEnabled });
  const otherPage = await other.newPage();
  await otherPage.goto("/auth");
  await fillSignIn(otherPage, email);
  await otherPage.waitForURL((url) => url.pathname === "/");

  await signOutFromNavbar(page);
  await askForResetLink(page, email);
  const link = await localResetLink(email);
  await openResetLink(page, link);

  // Two different passwords are refused in the form, nothing typed is sent back.
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill("not the same one");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The passwords do not match")).toBeVisible();
  await setNewPassword(page);

  await otherPage.goto("/account");
  await expect(otherPage).toHaveURL(/\/auth\?returnTo=%2Faccount$/);
  await other.close();

  await signOutFromNavbar(page);
  // The link worked once: a new password sent with it again is refused.
  await openResetLink(page, link);
  await page.getByLabel("New password", { exact: true }).fill("another-harbour-lamp-59");
  await page.getByLabel("Confirm new password").fill("another-harbour-lamp-59");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  await expect(toast(page)).toContainText("This password reset link is invalid or has expired");

  await page.goto("/auth");
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole("alert").first()).toContainText("Invalid login credentials");
  await page.goto("/auth");
  await fillSignIn(page, email, NEW_PASSWORD);
  await page.waitForURL((url) => url.pathname === "/");
  await expect(toast(page)).toContainText("Welcome back!");
});

test("change password on the account page: the current one is checked, then the new one works", async ({
  page,
}) => {
  const email = await signUpByRequest(page, "change");
  await page.goto("/account");
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change password");

  await page.getByLabel("Current password").fill("not-my-password-1");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    "Your current password is incorrect.",
  );
  await expect(page.getByLabel("Current password")).toHaveValue("");

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  await expect(toast(page)).toContainText("Password changed");

  await signOutFromNavbar(page);
  await page.goto("/auth");
  await fillSignIn(page, email, NEW_PASSWORD);
  await page.waitForURL((url) => url.pathname === "/");
});

test("axe finds no serious violation on the password pages", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe runs inside the page");
  const email = await signUpByRequest(page, "axe-password");
  await page.goto("/account/password");
  expect(await seriousViolations(page)).toEqual([]);
  await signOutFromNavbar(page);
  await askForResetLink(page, email);
  expect(await seriousViolations(page)).toEqual([]);
  await openResetLink(page, await localResetLink(email));
  await expect(page.getByLabel("Confirm new password")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
