/**
 * Cross-origin protection for unsafe methods, before Remix sees the request (the rule of Go 1.25's
 * `http.CrossOriginProtection`): a browser's `Sec-Fetch-Site` must say `same-origin` or `none`;
 * an `Origin` must be the site's own (its public URL, or the host the request was sent to) and
 * never `null` (but for a same-origin form, see forgetNullOriginOfSameOriginForm), whatever
 * `Sec-Fetch-Site` says: no browser sends a foreign Origin with `same-origin` or `none`, and Remix
 * would answer that mismatch with a 500. A request with neither header is not from a browser's
 * cross-site form (webhooks, curl) and goes on to the app, whose own same-origin check applies
 * to forms (ADR 36).
 */
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

type Headers = Record<string, string | string[] | undefined>;
type Site = { publicHost: string; requestHost: string | undefined };

/** Why the request is refused, or null when it may go on. */
export function crossOriginRefusal(req: { method?: string; headers: Headers }, site: Site) {
  if (SAFE.has(req.method ?? "")) return null;
  const fetchSite = header(req, "sec-fetch-site");
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
    return `Sec-Fetch-Site: ${fetchSite}`;
  }
  const origin = header(req, "origin");
  if (origin === undefined) return null;
  if (origin === "null") return fetchSite === "same-origin" ? null : "Origin: null";
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return "Origin: not a URL";
  }
  return host === site.publicHost || host === site.requestHost ? null : `Origin: ${origin}`;
}

/**
 * Remix refuses an action whose Origin is not the host it was sent to (`X-Forwarded-Host`, else
 * `Host`) with a bare 500. A form from the site's public address (SITE_URL) is accepted here
 * whatever a proxy wrote there (a rewritten Host; `$host`, which drops a non-default port), so the
 * header Remix compares is set to the public host when that is the form's Origin. Call it only for
 * a request crossOriginRefusal let through.
 */
export function alignHostWithOrigin(req: { headers: Headers }, site: Site) {
  const origin = header(req, "origin");
  if (!origin || origin === "null" || !URL.canParse(origin)) return;
  if (new URL(origin).host !== site.publicHost) return;
  // React Router 8 compares the whole origin with request.url, which the Express adapter builds
  // from X-Forwarded-Host and, when that names no port, the port of Host: both say the public host.
  if (header(req, "x-forwarded-host") !== undefined)
    req.headers["x-forwarded-host"] = site.publicHost;
  req.headers.host = site.publicHost;
}

/**
 * A page sent with `Referrer-Policy: no-referrer` (the token pages, ADR 30) makes the browser send
 * `Origin: null` with its own forms, which Remix's Origin check and the app's refuse. When the
 * browser's `Sec-Fetch-Site` says the form is same-origin, that `null` says nothing more, so it is
 * dropped. Call it only for a request crossOriginRefusal let through.
 */
export function forgetNullOriginOfSameOriginForm(req: { headers: Headers }) {
  if (header(req, "origin") === "null" && header(req, "sec-fetch-site") === "same-origin")
    delete req.headers.origin;
}

function header(req: { headers: Headers }, name: string) {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The page a refused request gets: plain, with a way back. */
export function refusedPage() {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Request refused</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Request refused</h1>
<p>This form was sent from another website, so it was not accepted. If you were using this site,
go back to it, reload the page and try again.</p>
<p><a href="/">Go to the home page</a></p>
</body>
</html>
`;
}
