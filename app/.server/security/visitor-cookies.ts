/**
 * The cookies the site sets (with or without the `__Host-` prefix): a request carrying one of them
 * may get a page drawn for that visitor, so it is never answered with, or stored as, a shared page.
 * `csrf` is gone from the site (ADR 36) but may linger in a browser until it closes.
 */
const SITE_COOKIE =
  /^(?:__Host-)?(?:bte_session|toast|bte_password_reset|recovery_view|csrf|sb-[\w-]+-auth-token(?:\.\d+)?)$/;

export function hasVisitorCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => SITE_COOKIE.test(pair.split("=")[0]!.trim()));
}
