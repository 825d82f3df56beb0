import { createCookie } from "@remix-run/node";
import { cookieDefaults, cookieName } from "../security/cookies";

/**
 * What lets /auth/reset ask for the new password after its link's button was pressed: the link's
 * value, in a signed cookie with an expiry (Path=/, as the `__Host-` prefix demands: ADR 29). It signs nobody in: the link is used
 * only when the new password is set with it (ADR 28), and a copy of the cookie is worthless then.
 */
export const RESET_GRANT_MINUTES = 15;

function grantCookie() {
  return createCookie(cookieName("bte_password_reset"), {
    ...cookieDefaults(),
    maxAge: RESET_GRANT_MINUTES * 60,
  });
}

/** The Set-Cookie that carries the reset link's `tokenHash` to the new-password form. */
export function grantReset(tokenHash: string, now = Date.now()): Promise<string> {
  return grantCookie().serialize({ tokenHash, expiresAt: now + RESET_GRANT_MINUTES * 60_000 });
}

/** The reset link's value the request's live grant carries, or null. */
export async function resetGrantOf(request: Request, now = Date.now()): Promise<string | null> {
  const value: unknown = await grantCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return null;
  const grant = value as { tokenHash?: unknown; expiresAt?: unknown };
  if (typeof grant.tokenHash !== "string" || typeof grant.expiresAt !== "number") return null;
  return grant.expiresAt > now ? grant.tokenHash : null;
}

/** The Set-Cookie that spends the grant (after the password was set). */
export function spendResetGrant(): Promise<string> {
  return grantCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
