import type { AuthConfig } from "~/.server/config";
import { clientIp } from "~/.server/security/client-ip";
import type { Allowance, RateLimitResult } from "~/.server/security/rate-limit";
import { authMessages, fail, type Result } from "../port";

/**
 * The limits every adapter applies before it checks a password or a code, through the shared
 * limiters of ~/.server/security/rate-limit (memory with PGlite, the `rate_limits` table with
 * DATABASE_URL). With Supabase they run in front of Supabase's own limits, which only see this
 * server's address (ADR 14).
 */
export type RateLimiter = (allowances: Allowance[]) => Promise<RateLimitResult>;

export const AUTH_WINDOW_S = 15 * 60;
/** Code attempts per user per 15 minutes (enrolment and challenge together). */
export const MFA_ATTEMPTS_PER_15_MIN = 5;

export function rateLimited(retryAfterS: number): Result<never> {
  return fail("rate_limited", authMessages.rateLimited(retryAfterS), retryAfterS);
}

/**
 * Counts one sign-in or sign-up attempt for the client IP (when a proxy reports it) and for the
 * e-mail address; rate_limited when either is used up, otherwise null.
 */
export async function limitAuthAttempt(
  rateLimit: RateLimiter,
  auth: Pick<AuthConfig, "perIpPer15Min" | "perEmailPer15Min">,
  request: Request,
  action: "signin" | "signup",
  email: string,
): Promise<Result<never> | null> {
  const ip = clientIp(request);
  const allowances: Allowance[] = [];
  if (ip) {
    allowances.push({
      name: `auth-${action}-ip`,
      key: ip,
      points: auth.perIpPer15Min,
      durationS: AUTH_WINDOW_S,
    });
  }
  allowances.push({
    name: `auth-${action}-email`,
    key: email,
    points: auth.perEmailPer15Min,
    durationS: AUTH_WINDOW_S,
  });
  const result = await rateLimit(allowances);
  return result.limited ? rateLimited(result.retryAfterS) : null;
}

/** Counts one second-factor code attempt of `userId`; rate_limited when used up, otherwise null. */
export function limitCodeAttempt(rateLimit: RateLimiter, userId: string) {
  return limitPerUser(rateLimit, "auth-mfa-user", userId);
}

/**
 * Counts one text message (SMS code) sent for `userId`: the same numbers as code attempts, in a
 * bucket of its own, so asking for a new code does not use up the tries at typing one. Each
 * message costs money and reaches someone's phone, so the cap holds whatever Supabase allows.
 */
export function limitCodeSend(rateLimit: RateLimiter, userId: string) {
  return limitPerUser(rateLimit, "auth-mfa-sms-user", userId);
}

/** MFA_ATTEMPTS_PER_15_MIN per user in the bucket `name`. */
async function limitPerUser(
  rateLimit: RateLimiter,
  name: string,
  userId: string,
): Promise<Result<never> | null> {
  const result = await rateLimit([
    { name, key: userId, points: MFA_ATTEMPTS_PER_15_MIN, durationS: AUTH_WINDOW_S },
  ]);
  return result.limited ? rateLimited(result.retryAfterS) : null;
}
