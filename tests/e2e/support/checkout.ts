import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { appPort } from "./ports";

/** Square's sandbox test values, as the offline card form takes them. */
export const CARDS = {
  approved: { number: "4111 1111 1111 1111", expiry: "12/30", cvv: "111", postal: "12345" },
  declined: { number: "4000 0000 0000 0002", expiry: "12/30", cvv: "111", postal: "12345" },
  badCvv: { number: "4111 1111 1111 1111", expiry: "12/30", cvv: "911", postal: "12345" },
  badNumber: { number: "4111 1111 1111 1112", expiry: "12/30", cvv: "111", postal: "12345" },
} as const;

export type TestCard = (typeof CARDS)[keyof typeof CARDS];

/** Fills the card form (the offline sandbox's stand-in for Square's card fields). */
export async function fillCard(scope: Page, card: TestCard) {
  await scope.getByLabel("Card number").fill(card.number);
  await scope.getByLabel("Expiration date").fill(card.expiry);
  await scope.getByLabel("CVV").fill(card.cvv);
  await scope.getByLabel("Postal code").fill(card.postal);
}

/** The checkout dialog (the native <dialog>, named by the item's title). */
export const checkoutDialog = (page: Page, title: string) =>
  page.getByRole("dialog", { name: title });

/** On /ai-business-growth already open: "Book Now" of its first card, AI Content Creation. */
export async function bookAiContentCreation(page: Page) {
  await page
    .locator('[data-product="ai-content-creation"]')
    .getByRole("link", { name: "Book Now" })
    .click();
  return checkoutDialog(page, "AI Content Creation");
}

/** The order history's row for `product` (the newest first). */
export const orderRow = (page: Page, product: string) =>
  page.getByRole("row").filter({ hasText: product }).first();

const mailFolder = join(process.env.DATA_DIR ?? `.data/e2e-${appPort}`, "mail");

/** The mails sent to `to` whose subject contains `subject` (waits for at least one). */
export async function mailsTo(to: string, subject: string): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(async () => {
      const files = await readdir(mailFolder).catch(() => [] as string[]);
      const mails = await Promise.all(
        files.filter((f) => f.endsWith(".eml")).map((f) => readFile(join(mailFolder, f), "utf8")),
      );
      found = mails
        .map((eml) =>
          eml
            .replace(/\r?\n[ \t]+/g, " ")
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "="),
        )
        .filter((eml) => eml.split(/\r?\n/).includes(`To: ${to}`) && eml.includes(subject));
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}

/**
 * The session ends (expired, or signed out in another tab) while a page stays open: the session
 * cookie goes, the page's form tokens stay.
 */
export async function endSession(context: BrowserContext) {
  // The local accounts' session cookie (app/.server/auth/local/sessions.ts).
  await context.clearCookies({ name: "bte_session" });
}
