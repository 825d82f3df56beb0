import { pageUrl } from "../page-url";

const MAX_PAGE = 500;

/** A visitor can write any same-site path in Referer, so it is shown as text, never trusted. */
export function sourcePage(request: Request): string {
  const url = pageUrl(request);
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
