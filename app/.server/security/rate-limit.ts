import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Config, LeadsConfig } from "../config";
import type { Database } from "../db";
import { rateLimits } from "../db/schema";

/**
 * Limits on the public forms and the auth endpoints: so many requests per period per client IP and
 * per e-mail address.
 */
const HOUR_S = 60 * 60;

export type RateLimitResult = { limited: false } | { limited: true; retryAfterS: number };

/**
 * Takes one point from each allowance (or, with "peek", only asks whether any is used up). Made
 * once per app context (createRateLimiter): the counts live as long as it does.
 */
export type RateLimiter = (
  allowances: Allowance[],
  mode?: "consume" | "peek",
) => Promise<RateLimitResult>;

/** One count to take: `points` per `durationS` seconds for `key` under the limit called `name`. */
export type Allowance = { name: string; key: string; points: number; durationS: number };

/**
 * The limiter of one app context: in memory on the embedded database (one process), in the
 * `rate_limits` table on Postgres (DATABASE_URL), so several instances share the count. Takes one
 * point from each allowance; limited when any of them is used up (then nothing is counted, so a
 * request that is turned away does not extend the wait). `peek` only asks, counting nothing.
 */
export function createRateLimiter(deps: {
  db: Database;
  config: Pick<Config, "databaseUrl">;
}): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (name: string, points: number, durationS: number) => {
    const key = `${name}:${points}:${durationS}`;
    let found = limiters.get(key);
    if (!found) {
      const options = { keyPrefix: name, points, duration: durationS };
      found = deps.config.databaseUrl
        ? new RateLimiterDrizzle({ ...options, storeClient: deps.db, schema: rateLimits })
        : new RateLimiterMemory(options);
      limiters.set(key, found);
    }
    return found;
  };
  return async (allowances, mode = "consume") => {
    const checks = allowances.map((a) => [limiter(a.name, a.points, a.durationS), a.key] as const);
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
  };
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
