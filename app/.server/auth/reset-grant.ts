import { createCookie } from "@remix-run/node";
import { cookieDefaults, cookieName } from "../security/cookies";

/**
 * What lets /auth/reset set a password without asking for the current one: proof that this
 * browser used a reset link for this user a moment ago. A signed cookie with the user's id and
 * an expiry (Path=/, as the `__Host-` prefix demands: ADR 29); being signed in alone is not
 * enough, or anyone at an unlocked screen could change the password.
 */
export const RESET_GRANT_MINUTES = 15;

function grantCookie() {
  return createCookie(cookieName("bte_password_reset"), {
    ...cookieDefaults(),
    maxAge: RESET_GRANT_MINUTES * 60,
  });
}

/** The Set-Cookie that grants `userId` a new password in this browser. */
export function grantReset(userId: string, now = Date.now()): Promise<string> {
  return grantCookie().serialize({ userId, expiresAt: now + RESET_GRANT_MINUTES * 60_000 });
}

/** Whether the request carries a live grant for `userId`. */
export async function hasResetGrant(
  request: Request,
  userId: string,
  now = Date.now(),
): Promise<boolean> {
  const value: unknown = await grantCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return false;
  const grant = value as { userId?: unknown; expiresAt?: unknown };
  return grant.userId === userId && typeof grant.expiresAt === "number" && grant.expiresAt > now;
}

/** The Set-Cookie that spends the grant (after the password was set). */
export function spendResetGrant(): Promise<string> {
  return grantCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
