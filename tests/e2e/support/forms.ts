import type { Page } from "@playwright/test";

/** A fresh e-mail address per submission: the per-address rate limit never carries across tests. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Makes every later submission with `email` fail to store (test hook), for the failure path. */
export async function failLeadStore(page: Page, email: string) {
  const response = await page.request.get(`/__test/fail?leadEmail=${encodeURIComponent(email)}`);
  if (!response.ok()) throw new Error(`test hook answered ${response.status()}`);
}
