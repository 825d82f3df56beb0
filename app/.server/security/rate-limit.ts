import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getConfig } from "../config";
import { getDb } from "../db";
import { rateLimits } from "../db/schema";

/**
 * Limits on the public forms: per form, so many submissions an hour per client IP and per e-mail
 * address. In memory with the embedded PGlite (one process); in the `rate_limits` table when
 * DATABASE_URL is set, so several instances share the count.
 */
const HOUR_S = 60 * 60;

export type RateLimitResult = { limited: false } | { limited: true; retryAfterS: number };

const limiters = new Map<string, Promise<RateLimiterAbstract>>();

async function limiter(
  name: string,
  points: number,
  durationS = HOUR_S,
): Promise<RateLimiterAbstract> {
  const key = `${name}:${points}:${durationS}`;
  let found = limiters.get(key);
  if (!found) {
    found = (async () => {
      const options = { keyPrefix: name, points, duration: durationS };
      if (!getConfig().databaseUrl) return new RateLimiterMemory(options);
      const db = await getDb();
      return new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimits });
    })();
    limiters.set(key, found);
  }
  return found;
}

/** One count to take: `points` per `durationS` seconds for `key` under the limit called `name`. */
export type Allowance = { name: string; key: string; points: number; durationS: number };

/**
 * Takes one point from each allowance; limited when any of them is used up (then nothing is
 * counted, so a request that is turned away does not extend the wait). `peek` only asks whether
 * any is used up, counting nothing.
 */
export async function consumeAllowances(
  allowances: Allowance[],
  mode: "consume" | "peek" = "consume",
): Promise<RateLimitResult> {
  const checks: [RateLimiterAbstract, string][] = [];
  for (const a of allowances) checks.push([await limiter(a.name, a.points, a.durationS), a.key]);
  let retryAfterMs = 0;
  for (const [l, key] of checks) {
    const state = await l.get(key);
    if (state && state.remainingPoints <= 0) {
      retryAfterMs = Math.max(retryAfterMs, state.msBeforeNext);
    }
  }
  if (retryAfterMs > 0) return { limited: true, retryAfterS: Math.ceil(retryAfterMs / 1000) };
  if (mode === "peek") return { limited: false };
  for (const [l, key] of checks) {
    try {
      await l.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        return { limited: true, retryAfterS: Math.ceil(error.msBeforeNext / 1000) };
      }
      throw error;
    }
  }
  return { limited: false };
}

/**
 * Counts one submission of `form` from `ip` (when known) and for `email`; limited when either
 * is over its hourly allowance. Nothing is counted for a request that is turned away.
 */
export async function consumeFormAllowance(
  form: string,
  ip: string | null,
  email: string,
): Promise<RateLimitResult> {
  const { perIpPerHour, perEmailPerHour } = getConfig().leads;
  const allowances: Allowance[] = [];
  if (ip)
    allowances.push({ name: `form-ip-${form}`, key: ip, points: perIpPerHour, durationS: HOUR_S });
  allowances.push({
    name: `form-email-${form}`,
    key: email.toLowerCase(),
    points: perEmailPerHour,
    durationS: HOUR_S,
  });
  return consumeAllowances(allowances);
}

/** Forgets every count (tests). */
export function resetRateLimits(): void {
  limiters.clear();
}
