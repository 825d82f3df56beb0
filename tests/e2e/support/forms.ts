import type { Page } from "@playwright/test";
import { STORE_FAILS_DOMAIN } from "./database-fixtures";

/** A fresh e-mail address per submission: the per-address rate limit never carries across tests. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/**
 * A fresh address whose lead the browser tests' database refuses to store, as an outage would
 * (./database-fixtures.ts), for the failure paths of the forms.
 */
export function storeFailsEmail(prefix: string) {
  return uniqueEmail(prefix).replace(/@example\.test$/, `@${STORE_FAILS_DOMAIN}`);
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
