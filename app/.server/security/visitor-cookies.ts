/** A request carrying one may get a page drawn for that visitor, so it is never a shared page. */
const SITE_COOKIE =
  /^(?:__Host-)?(?:bte_session|toast|bte_password_reset|recovery_view|csrf|sb-[\w-]+-auth-token(?:\.\d+)?)$/;

export function hasVisitorCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => SITE_COOKIE.test(pair.split("=")[0]!.trim()));
}
