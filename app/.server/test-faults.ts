import { getConfig } from "./config";

/**
 * Faults the browser tests can switch on through /__test/fail (ENABLE_TEST_HOOKS, localhost
 * only), keyed by the e-mail address a test submits, so tests running in parallel never trip
 * over each other's faults. Without test hooks nothing here ever fails.
 */
const failingLeadEmails = new Set<string>();

export function failLeadStoreFor(email: string): void {
  failingLeadEmails.add(email.toLowerCase());
}

/** Throws, as a database outage would, when a test asked this address's lead to fail. */
export function simulateLeadStoreFault(email: unknown): void {
  if (!getConfig().testHooks) return;
  if (typeof email === "string" && failingLeadEmails.has(email.toLowerCase())) {
    throw new Error("simulated database failure (test hook)");
  }
}
