import type { AuthConfig } from "~/.server/config";
import { clientIpKey } from "~/.server/security/client-ip";
import type { Allowance, RateLimiter } from "~/.server/security/rate-limit";
import { authMessages, fail, type Result } from "../port";

/** These run in front of Supabase's own limits, which only see this server's address. */

export type { RateLimiter };

const AUTH_WINDOW_S = 15 * 60;
const DAY_S = 24 * 60 * 60;

/**
 * Sign-ups of one address in a day. A pending sign-up lives 24 hours, so an address never has more
 * than twice this many at once, and the confirmation page checks them all (issue 44, finding 4).
 */
export const SIGN_UPS_PER_ADDRESS_PER_DAY = 10;

/**
 * A confirmation link goes to an address at most this often for sign-ups (silently: the answer
 * stays the same), and as often again for "Send a new confirmation link" (which says so). Two
 * budgets, so that a refused request for a link says nothing about a sign-up minutes before.
 */
export const CONFIRMATION_MAIL_INTERVAL_S = 5 * 60;
const MFA_ATTEMPTS_PER_15_MIN = 5;

function rateLimited(retryAfterS: number): Result<never> {
  return fail("rate_limited", authMessages.rateLimited(retryAfterS), retryAfterS);
}

type LimitsConfig = Pick<AuthConfig, "perIpPer15Min" | "perEmailPer15Min" | "trustProxyHops">;

/** A guesser spread over many IPs is slowed; the owner is never locked out. */
const ADDRESS_FAILURES_MULTIPLIER = 10;
const SLOW_LANE_S = 30;

/** @see docs/decisions/0017-sign-in-limits.md */
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

/** Every address counts alike, so a refusal tells nobody which addresses have accounts. */
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
  const perDay = action === "signup" ? signUpsOfTheDay(email) : null;
  if (perDay) allowances.push(perDay);
  const result = await rateLimit(allowances);
  if (!result.limited) return null;
  const day = perDay && (await rateLimit([perDay], "peek"));
  return day?.limited
    ? fail("rate_limited", authMessages.tooManySignUps(day.retryAfterS), day.retryAfterS)
    : rateLimited(result.retryAfterS);
}

function signUpsOfTheDay(email: string): Allowance {
  return {
    name: "auth-signup-email-day",
    key: email,
    points: SIGN_UPS_PER_ADDRESS_PER_DAY,
    durationS: DAY_S,
  };
}

export type ConfirmationMailCause = "sign-up" | "resend";

function confirmationMails(email: string, cause: ConfirmationMailCause): Allowance {
  return {
    name: `auth-confirm-mail-${cause}`,
    key: email,
    points: 1,
    durationS: CONFIRMATION_MAIL_INTERVAL_S,
  };
}

/** Seconds until a confirmation mail may go to `email` again, or null when it may go now. */
export async function confirmationMailWait(
  rateLimit: RateLimiter,
  email: string,
  cause: ConfirmationMailCause,
): Promise<number | null> {
  const result = await rateLimit([confirmationMails(email, cause)], "peek");
  return result.limited ? result.retryAfterS : null;
}

/** Counts a confirmation mail sent (or queued) to `email`. */
export async function confirmationMailSent(
  rateLimit: RateLimiter,
  email: string,
  cause: ConfirmationMailCause,
): Promise<void> {
  await rateLimit([confirmationMails(email, cause)]);
}

/** Whose attempts a code check spends: the session that passed the password, and its account. */
export type CodeAttempt = { sessionKey: string; userId: string };

/**
 * Second-factor codes: 5 tries per session, so someone who has the password and guesses in their
 * own session cannot use up the tries of the owner's; and at most CODE_ATTEMPTS_PER_USER per
 * account over all sessions, which bounds guessing by a password thief who opens many. That
 * ceiling is reachable only with the password, says so, and leaves recovery codes open (their
 * own budget, `limitRecoveryAttempt`). @see docs/decisions/0063-code-limits-per-session.md
 */
export async function limitCodeAttempt(
  rateLimit: RateLimiter,
  attempt: CodeAttempt,
): Promise<Result<never> | null> {
  const account = perWindow("auth-mfa-user", attempt.userId, CODE_ATTEMPTS_PER_USER);
  const result = await rateLimit([perWindow("auth-mfa-session", attempt.sessionKey), account]);
  if (!result.limited) return null;
  const ceiling = await rateLimit([account], "peek");
  return ceiling.limited
    ? fail(
        "rate_limited",
        authMessages.codesLimitedForAccount(ceiling.retryAfterS),
        ceiling.retryAfterS,
      )
    : rateLimited(result.retryAfterS);
}

const CODE_ATTEMPTS_PER_USER = 2 * MFA_ATTEMPTS_PER_15_MIN;

/**
 * Recovery codes are long and random: guessing one is hopeless, so there is no account-wide
 * ceiling a thief could spend, only the session's own tries.
 */
export function limitRecoveryAttempt(rateLimit: RateLimiter, sessionKey: string) {
  return limitByKey(rateLimit, "auth-recovery-session", sessionKey);
}

/**
 * A code typed with a password reset link: tries per link, and an account ceiling of its own that
 * only someone who receives the account's mail can reach, so it never blocks signing in.
 */
export async function limitResetCodeAttempt(
  rateLimit: RateLimiter,
  linkKey: string,
  userId: string,
): Promise<Result<never> | null> {
  const result = await rateLimit([
    perWindow("auth-reset-code-link", linkKey),
    perWindow("auth-reset-code-user", userId, CODE_ATTEMPTS_PER_USER),
  ]);
  return result.limited ? rateLimited(result.retryAfterS) : null;
}

/** A bucket of its own so asking for a new code does not use up the tries at typing one. */
export function limitCodeSend(rateLimit: RateLimiter, userId: string) {
  return limitByKey(rateLimit, "auth-mfa-sms-user", userId);
}

export function limitEnrolmentMail(rateLimit: RateLimiter, userId: string) {
  return limitByKey(rateLimit, "auth-enrol-mail-user", userId);
}

/** Someone at an unlocked screen may not use the form to guess the current password. */
export function limitPasswordCheck(rateLimit: RateLimiter, userId: string) {
  return limitByKey(rateLimit, "auth-password-user", userId);
}

/** `points` tries per 15 minutes on one key. */
function perWindow(name: string, key: string, points = MFA_ATTEMPTS_PER_15_MIN): Allowance {
  return { name, key, points, durationS: AUTH_WINDOW_S };
}

/** One budget of 5 tries per 15 minutes, refused with the usual wait. */
export async function limitByKey(
  rateLimit: RateLimiter,
  name: string,
  key: string,
): Promise<Result<never> | null> {
  const result = await rateLimit([perWindow(name, key)]);
  return result.limited ? rateLimited(result.retryAfterS) : null;
}
