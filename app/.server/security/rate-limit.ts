import type { LeadsConfig } from "../config";
import type { Database } from "../db";
import { takePoint, usedUp, type StoredAllowance } from "./rate-limit-store";

/**
 * Limits on the public forms and the auth endpoints: so many requests per period per client IP and
 * per e-mail address.
 */
const HOUR_S = 60 * 60;

type RateLimitResult = { limited: false } | { limited: true; retryAfterS: number };

/**
 * Takes one point from each allowance (or, with "peek", only asks whether any is used up). The
 * counts live in the database, so every limiter on it (every instance of the site) shares them.
 */
export type RateLimiter = (
  allowances: Allowance[],
  mode?: "consume" | "peek",
) => Promise<RateLimitResult>;

/** One count to take: `points` per `durationS` seconds for `key` under the limit called `name`. */
export type Allowance = { name: string; key: string; points: number; durationS: number };

/**
 * The limiter of one app context, on the `rate_limits` table of its database. Takes one point
 * from each allowance; limited when any of them is used up (then nothing is counted, so a request
 * that is turned away does not extend the wait). `peek` only asks, counting nothing.
 */
export function createRateLimiter(deps: { db: Database; now?: () => Date }): RateLimiter {
  const clock = deps.now ?? (() => new Date());
  return async (allowances, mode = "consume") => {
    const now = clock();
    // Rows are locked in key order, so two requests sharing two keys cannot deadlock.
    const stored = allowances.map(storedAllowance).sort((a, b) => (a.key < b.key ? -1 : 1));
    const waits =
      mode === "peek" ? await usedUp(deps.db, stored, now) : await consume(deps.db, stored, now);
    if (waits.length === 0) return { limited: false };
    return { limited: true, retryAfterS: Math.ceil(Math.max(...waits) / 1000) };
  };
}

function storedAllowance(a: Allowance): StoredAllowance {
  return { key: `${a.name}:${a.key}`, points: a.points, durationS: a.durationS };
}

/**
 * One point from each allowance, or none: the waits of those that were used up. Several
 * allowances are taken in one transaction, rolled back when any of them refuses.
 */
async function consume(db: Database, stored: StoredAllowance[], now: Date): Promise<number[]> {
  if (stored.length <= 1) return takeEach(db, stored, now);
  try {
    return await db.transaction(async (tx) => {
      const waits = await takeEach(tx, stored, now);
      if (waits.length > 0) throw new Refused(waits);
      return waits;
    });
  } catch (error) {
    if (error instanceof Refused) return error.waits;
    throw error;
  }
}

async function takeEach(db: Database, stored: StoredAllowance[], now: Date): Promise<number[]> {
  const waits: number[] = [];
  for (const allowance of stored) {
    const wait = await takePoint(db, allowance, now);
    if (wait !== null) waits.push(wait);
  }
  return waits;
}

class Refused extends Error {
  constructor(readonly waits: number[]) {
    super("rate limited");
  }
}

/**
 * What one submission of `form` counts: one from `ip` (when known) and one for `email`, each
 * against its hourly allowance.
 */
export function formAllowances(
  form: string,
  ip: string | null,
  email: string,
  limits: Pick<LeadsConfig, "perIpPerHour" | "perEmailPerHour">,
): Allowance[] {
  const allowances: Allowance[] = [];
  if (ip) {
    allowances.push({
      name: `form-ip-${form}`,
      key: ip,
      points: limits.perIpPerHour,
      durationS: HOUR_S,
    });
  }
  allowances.push({
    name: `form-email-${form}`,
    key: email.toLowerCase(),
    points: limits.perEmailPerHour,
    durationS: HOUR_S,
  });
  return allowances;
}
