import { expect, type Page } from "@playwright/test";
import { toast } from "./auth";
import { generate } from "otplib";
import { mailedEnrolmentCode } from "./mail";

/** Authenticator-app codes for the browser tests, and the account page's enrolment steps. */

export const security = (page: Page) => page.getByRole("region", { name: "Security" });

/** A TOTP code of `secret` for the 30-second step `steps` away from `epochS` (seconds). */
export function codeAt(secret: string, epochS: number, steps = 0) {
  return generate({ secret, epoch: epochS + steps * 30 });
}

/** Six digits that are not a valid code anywhere near now (the server accepts one step of drift). */
export async function wrongCode(secret: string, epochS: number) {
  const near = await Promise.all([-1, 0, 1, 2].map((s) => codeAt(secret, epochS, s)));
  return ["000000", "111111", "222222", "333333", "444444"].find((c) => !near.includes(c))!;
}

/** Starts an enrolment on /account and reads the key the page shows. */
export async function startEnrolment(page: Page) {
  await page.goto("/account");
  await expect(security(page)).toContainText("Off.");
  await security(page).getByRole("button", { name: "Set up authenticator app" }).click();
  const qr = security(page).getByRole("img", {
    name: "QR code that adds this account to an authenticator app",
  });
  await expect(qr).toHaveAttribute("src", /^data:image\/(png|svg\+xml);base64,/);
  const key = (await security(page).locator("code").innerText()).replace(/\s+/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  return key;
}

/**
 * The code mailed to the address the Security part says it went to (a first factor needs it);
 * `mailFolders`: a server of the test's own writes its mail elsewhere.
 */
export async function fillMailedCode(page: Page, mailFolders?: string[]) {
  const note = await security(page)
    .getByText(/^We sent a code to /)
    .innerText();
  const email = /^We sent a code to (\S+?)\. /.exec(note)![1]!;
  await security(page)
    .getByLabel("Code from your email")
    .fill(await mailedEnrolmentCode(email, mailFolders));
}

/** Turns an authenticator app on from /account; returns its key. */
export async function turnOnAuthenticator(page: Page, mailFolders?: string[]) {
  const key = await startEnrolment(page);
  await page.getByLabel("Verification code").fill(await codeAt(key, Math.floor(Date.now() / 1000)));
  await fillMailedCode(page, mailFolders);
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(toast(page)).toContainText("Two-factor authentication is on");
  return key;
}

/** The recovery codes the account page shows once, after turning on or making new ones. */
export async function shownRecoveryCodes(page: Page) {
  const panel = page.getByRole("region", { name: "Save your recovery codes" });
  const codes = await panel.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  return (await codes.allInnerTexts()).map((code) => code.trim());
}
