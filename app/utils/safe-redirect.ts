/**
 * The one check of every redirect target the site takes from outside (`returnTo`, `next`, a
 * form's redirect field): what comes out is a path on this site, or `fallback`.
 *
 * The target is normalised first (as a browser resolves it: `.` and `..` segments, percent
 * escapes of dots) and the result is checked, because a harmless-looking input can normalise to
 * another site: `/.//evil.example` resolves to the path `//evil.example`, which a browser reads
 * as the host `evil.example`. So the output must start with exactly one `/` (never `//` or `/\`)
 * and resolve to the site's own origin.
 *
 * An absolute http(s) URL counts when its origin is one of `ownOrigins` (the site's own, passed
 * in: Supabase's confirmation e-mail hands the redirect back as a full URL); it becomes its path.
 * Anything else is refused: other sites, other schemes (`javascript:`), `https:x`, backslashes,
 * control characters (browsers drop tabs and newlines, which can hide a `//`), encoded slashes
 * or backslashes in the path, and anything over 2048 characters.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
  ownOrigins: readonly string[] = [],
): string {
  if (typeof to !== "string" || to.length === 0 || to.length > MAX_LENGTH) return fallback;
  if (UNSAFE_CHARACTER.test(to)) return fallback;
  const path = HAS_SCHEME.test(to) ? pathOnOwnOrigin(to, ownOrigins) : to;
  if (path === null || !isSinglySlashed(path)) return fallback;
  const normalised = normalise(path);
  if (normalised === null || !isSinglySlashed(normalised) || UNSAFE_CHARACTER.test(normalised)) {
    return fallback;
  }
  if (!isPlainPathname(pathnameOf(normalised))) return fallback;
  // Resolved again it is itself: still on this site, and a second check changes nothing.
  return normalise(normalised) === normalised ? normalised : fallback;
}

const MAX_LENGTH = 2048;
const BASE = "http://site.invalid";

/**
 * C0 controls, DEL, C1 controls, the backslash, the Unicode line and paragraph separators, the
 * bidi embeddings, overrides and isolates, and look-alikes of `/` and `\` (fullwidth, division
 * and fraction slashes, set minus, big and small solidi) that some software folds into the real one.
 */
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029\u202a-\u202e\u2066-\u2069\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ENCODED_SEPARATOR = /%2f|%5c/i;

/** A pathname with no escaped `/` or `\`, and nothing unsafe once its escapes are decoded. */
function isPlainPathname(pathname: string): boolean {
  if (ENCODED_SEPARATOR.test(pathname)) return false;
  try {
    return !UNSAFE_CHARACTER.test(decodeURIComponent(pathname));
  } catch {
    return false; // a stray `%`: not a path this site links to
  }
}

/** Starts with one `/`, not followed by another `/` or a `\`. */
function isSinglySlashed(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}

/** The path, query and hash of an absolute http(s) URL on one of `ownOrigins`, else null. */
function pathOnOwnOrigin(url: string, ownOrigins: readonly string[]): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    const own = ownOrigins.some((origin) => sameOrigin(origin, parsed.origin));
    return own ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

function sameOrigin(configured: string, origin: string): boolean {
  try {
    return new URL(configured).origin === origin;
  } catch {
    return false;
  }
}

/** The path as a browser resolves it on this site, or null when it leaves the site. */
function normalise(path: string): string | null {
  try {
    const url = new URL(path, BASE);
    if (url.origin !== BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0]!;
}
