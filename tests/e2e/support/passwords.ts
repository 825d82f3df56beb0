import { expect, type Page } from "@playwright/test";
import { toast } from "./auth";

/** A password the account service accepts, different from PASSWORD. */
export const NEW_PASSWORD = "quiet-harbour-lamp-58";

/** "Forgot password?" from the sign-in page, for `email`; the page then says a link was sent. */
export async function askForResetLink(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "If an account exists" }),
  ).toBeVisible();
}

/** Opens the mailed link, presses its button and lands on the new-password form. */
export async function openResetLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await page.getByRole("button", { name: "Choose a new password" }).click();
}

/** Types the new password twice and sends it; the account page says it changed. */
export async function setNewPassword(page: Page, password = NEW_PASSWORD) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  await expect(toast(page)).toContainText("Password changed");
}
