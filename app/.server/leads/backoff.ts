/** Equal jitter, so deliveries that failed together do not all come back at the same second. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 6 * 60 * 60 * 1000;

export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(step / 2 + random() * (step / 2));
}
