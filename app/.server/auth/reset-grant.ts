import { createCookie } from "react-router";
import { cookieDefaults, cookieName } from "../security/cookies";

/** Signs nobody in: the link is used only when the new password is set. */
export const RESET_GRANT_MINUTES = 15;

function grantCookie() {
  return createCookie(cookieName("bte_password_reset"), {
    ...cookieDefaults(),
    maxAge: RESET_GRANT_MINUTES * 60,
  });
}

export function grantReset(tokenHash: string, now = Date.now()): Promise<string> {
  return grantCookie().serialize({ tokenHash, expiresAt: now + RESET_GRANT_MINUTES * 60_000 });
}

export async function resetGrantOf(request: Request, now = Date.now()): Promise<string | null> {
  const value: unknown = await grantCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return null;
  const grant = value as { tokenHash?: unknown; expiresAt?: unknown };
  if (typeof grant.tokenHash !== "string" || typeof grant.expiresAt !== "number") return null;
  return grant.expiresAt > now ? grant.tokenHash : null;
}

export function spendResetGrant(): Promise<string> {
  return grantCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
