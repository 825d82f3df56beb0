import { describe, expect, it } from "vitest";
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelayMs } from "~/.server/leads/backoff";

describe("outbox backoff", () => {
  it("doubles from 30 s after each failed attempt, within the upper half of each step", () => {
    const low = [1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, () => 0));
    const high = [1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, () => 1));
    expect(high).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(low).toEqual(high.map((ms) => ms / 2));
    expect(BACKOFF_BASE_MS).toBe(30_000);
  });

  it("never waits more than 6 hours, however many attempts failed", () => {
    expect(backoffDelayMs(40, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelayMs(1000, () => 1)).toBe(6 * 60 * 60 * 1000);
  });

  it("spreads deliveries that failed together (jitter)", () => {
    const delays = new Set(Array.from({ length: 20 }, () => backoffDelayMs(6)));
    expect(delays.size).toBeGreaterThan(1);
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(480_000);
      expect(d).toBeLessThanOrEqual(960_000);
    }
  });
});
