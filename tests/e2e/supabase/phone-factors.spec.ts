import type { Page } from "@playwright/test";
import { authUrl, fillSignIn, signOutFromNavbar, signUpByRequest, toast } from "../support/auth";
import { seriousViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { viewports } from "../support/pages";
import { textedCode } from "../support/texts";
import { fillMailedCode } from "../support/totp";

const security = (page: Page) => page.getByRole("region", { name: "Security" });

test("axe finds no serious violation in the text-message steps (account page and sign-in), at phone and desktop sizes", async ({
  page,
}) => {
  test.slow(); // two sign-ins, six axe runs
  const email = await signUpByRequest(page, "sms-axe");
  await page.goto("/account");
  for (const size of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page)).toEqual([]); // the number form
  }
  await security(page).getByLabel("Phone number").fill("+1 980 555 0177");
  await security(page).getByRole("button", { name: "Text me a code" }).click();
  await expect(security(page).getByLabel("Verification code")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]); // the code step
  await security(page)
    .getByLabel("Verification code")
    .fill((await textedCode("+19805550177")).code);
  await fillMailedCode(page);
  await security(page).getByRole("button", { name: "Verify and turn on" }).click();
  await expect(toast(page)).toContainText("Two-factor authentication is on");

  await signOutFromNavbar(page);
  await page.goto(authUrl({ returnTo: "/account" }));
  await fillSignIn(page, email);
  await expect(page.getByRole("button", { name: "Text me a code" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  await page.setViewportSize(viewports.phone);
  expect(await seriousViolations(page)).toEqual([]);
});
