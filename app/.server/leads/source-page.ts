/** The longest page address a lead keeps. */
const MAX_PAGE = 500;

/**
 * The page a form was sent from, for the owner's dashboard: the path (and query) of the browser's
 * `Referer` when it is this site's own page, else the path the form posted to. The site sends
 * `Referrer-Policy: strict-origin-when-cross-origin`, so a browser names the page; a visitor can
 * still write any same-site path there, so it is shown as text, never trusted.
 */
export function sourcePage(request: Request): string {
  const url = new URL(request.url);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin) return `${from.pathname}${from.search}`.slice(0, MAX_PAGE);
    } catch {
      // not a URL: fall back to where the form posted
    }
  }
  return url.pathname.slice(0, MAX_PAGE);
}
