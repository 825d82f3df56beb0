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

/**
 * Stops the page's clock (timers run only when the test moves it), so timed pop-ups cannot open
 * in the middle of a test, however slow the machine. Call before `page.goto`.
 */
export async function freezeClock(page: Page) {
  const start = new Date("2026-11-22T15:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}
