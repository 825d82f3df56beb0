/**
 * When a failed delivery is tried again: exponential backoff (30 s, 1 min, 2 min, … capped at
 * 6 h) with "equal jitter" (a random point in the upper half of the step), so deliveries that
 * failed together do not all come back at the same second.
 */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 6 * 60 * 60 * 1000;

/** The delay after failed attempt number `attempt` (1 = the first attempt failed). */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(step / 2 + random() * (step / 2));
}
