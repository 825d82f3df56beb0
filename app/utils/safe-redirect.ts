// Normalised as a browser would, then checked: `/.//evil.example` resolves to another host.
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

/**
 * A path on this site exactly as written, as the owner enters one for a link (the pop-up's): what
 * safeRedirect would follow unchanged, so a link never leaves the site in a browser that resolves
 * it (`/\\evil.example`, `/.//evil.example`).
 */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && safeRedirect(value, "") === value;
}

const MAX_LENGTH = 2048;
const BASE = "http://site.invalid";

/** Controls, backslash, bidi controls, and look-alikes of / and \ that some software folds in. */
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029\u202a-\u202e\u2066-\u2069\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ENCODED_SEPARATOR = /%2f|%5c/i;

function isPlainPathname(pathname: string): boolean {
  if (ENCODED_SEPARATOR.test(pathname)) return false;
  try {
    return !UNSAFE_CHARACTER.test(decodeURIComponent(pathname));
  } catch {
    return false; // a stray `%`: not a path this site links to
  }
}

function isSinglySlashed(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}

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
