import type { AuthConfig } from "~/.server/config";
import { clientIpKey } from "~/.server/security/client-ip";
import type { Allowance, RateLimiter } from "~/.server/security/rate-limit";
import { authMessages, fail, type Result } from "../port";

/**
 * The limits every adapter applies before it checks a password or a code, through the app
 * context's limiter (~/.server/security/rate-limit, counting in the `rate_limits` table). With
 * Supabase they run in front of Supabase's own limits, which only see this server's address
 * (ADR 14).
 */
export type { RateLimiter };

export const AUTH_WINDOW_S = 15 * 60;
/** Code attempts per user per 15 minutes (enrolment and challenge together). */
export const MFA_ATTEMPTS_PER_15_MIN = 5;

export function rateLimited(retryAfterS: number): Result<never> {
  return fail("rate_limited", authMessages.rateLimited(retryAfterS), retryAfterS);
}

type LimitsConfig = Pick<AuthConfig, "perIpPer15Min" | "perEmailPer15Min" | "trustProxyHops">;

/**
 * Failed sign-ins of one address from all IPs together beyond which each IP may try that address
 * only once per SLOW_LANE_S: a guesser spread over many IPs is slowed, the owner is never locked
 * out (ADR 17).
 */
const ADDRESS_FAILURES_MULTIPLIER = 10;
const SLOW_LANE_S = 30;

/**
 * Before a password is checked (ADR 17): the client IP's attempts are counted (a spray across
 * addresses), and the failures of this address from this IP, or of this address from everywhere,
 * may refuse or slow the attempt. A success is never counted against the address, and an
 * attacker's failures from one IP do not stop the owner signing in from another.
 */
export async function limitSignIn(
  rateLimit: RateLimiter,
  auth: LimitsConfig,
  request: Request,
  email: string,
): Promise<Result<never> | null> {
  const ip = clientIpKey(request, auth.trustProxyHops);
  if (ip) {
    const perIp = await rateLimit([
      { name: "auth-signin-ip", key: ip, points: auth.perIpPer15Min, durationS: AUTH_WINDOW_S },
    ]);
    if (perIp.limited) return rateLimited(perIp.retryAfterS);
  }
  const pair = await rateLimit([pairFailures(auth, email, ip)], "peek");
  if (pair.limited) return rateLimited(pair.retryAfterS);
  const address = await rateLimit([addressFailures(auth, email)], "peek");
  if (address.limited) {
    const lane = await rateLimit([
      { name: "auth-signin-slow", key: pairKey(email, ip), points: 1, durationS: SLOW_LANE_S },
    ]);
    if (lane.limited) return rateLimited(lane.retryAfterS);
  }
  return null;
}

/** After a wrong password or an unknown address: one failure for the pair and for the address. */
export async function recordSignInFailure(
  rateLimit: RateLimiter,
  auth: LimitsConfig,
  request: Request,
  email: string,
): Promise<void> {
  const ip = clientIpKey(request, auth.trustProxyHops);
  await rateLimit([pairFailures(auth, email, ip)]);
  await rateLimit([addressFailures(auth, email)]);
}

function pairKey(email: string, ip: string | null) {
  return `${email}|${ip ?? "unknown"}`;
}

function pairFailures(auth: LimitsConfig, email: string, ip: string | null): Allowance {
  return {
    name: "auth-signin-fail",
    key: pairKey(email, ip),
    points: auth.perEmailPer15Min,
    durationS: AUTH_WINDOW_S,
  };
}

function addressFailures(auth: LimitsConfig, email: string): Allowance {
  return {
    name: "auth-signin-fail-address",
    key: email,
    points: auth.perEmailPer15Min * ADDRESS_FAILURES_MULTIPLIER,
    durationS: AUTH_WINDOW_S,
  };
}

/**
 * Counts one sign-up (or password reset mail) attempt for the client IP and for the e-mail
 * address; rate_limited when either is used up, otherwise null. Every address counts alike,
 * with or without an account, so a refusal tells nobody which addresses have one.
 */
export async function limitAuthAttempt(
  rateLimit: RateLimiter,
  auth: LimitsConfig,
  request: Request,
  action: "signup" | "reset" | "confirm",
  email: string,
): Promise<Result<never> | null> {
  const ip = clientIpKey(request, auth.trustProxyHops);
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

/** Counts one enrolment code mailed for `userId` (ADR 28): each one reaches the owner's inbox. */
export function limitEnrolmentMail(rateLimit: RateLimiter, userId: string) {
  return limitPerUser(rateLimit, "auth-enrol-mail-user", userId);
}

/**
 * Counts one check of a signed-in user's current password (changing it): someone at an unlocked
 * screen may not use the form to guess it.
 */
export function limitPasswordCheck(rateLimit: RateLimiter, userId: string) {
  return limitPerUser(rateLimit, "auth-password-user", userId);
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
