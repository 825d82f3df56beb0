import type { ServerResponse } from "node:http";

/**
 * What the server refuses before anything else reads the request (the page cache, Express,
 * Remix): a method it does not serve, a Host it could not build a URL from, a URL with a NUL,
 * a control character or an invalid percent-encoding. Each is a plain 4xx/5xx answer of its own
 * instead of an exception deep in the app (a 500 with a stack trace).
 */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
const ALLOW = ALLOWED_METHODS.join(", ");
/** RFC 9110's methods and PATCH: known, just not served here (405). Node's others are WebDAV & co (501). */
const KNOWN_METHODS = new Set(["PUT", "DELETE", "CONNECT", "TRACE", "PATCH"]);

// RFC 3986 host: a reg-name (no percent-encoding: URL parsers disagree on it) or an IP literal.
const HOST = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

// Nearly every request names the same host: the last one found valid is not checked again.
let lastValidHost: string | undefined;

/** True when `value` is a Host (or X-Forwarded-Host) a URL can be built from. */
export function isValidHost(value: unknown): boolean {
  if (typeof value !== "string") return false;
  if (value === lastValidHost) return true;
  const match = HOST.exec(value);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  if (!URL.canParse(`http://${value}/`)) return false;
  lastValidHost = value;
  return true;
}

/** True when the request target's path and query decode to text without NUL or control characters. */
export function isValidTarget(url: unknown): boolean {
  if (typeof url !== "string" || !url.startsWith("/")) return false;
  // Raw control characters never pass Node's parser; encoded ones are looked for once decoded.
  if (!url.includes("%")) return true;
  for (const part of url.split(/[?&=]/)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replaceAll("+", " "));
    } catch {
      return false;
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(decoded)) return false;
  }
  return true;
}

/**
 * A HEAD of a page's data (`/login.data`): Remix takes any method but GET there for an action,
 * so it would run one (or refuse a foreign Origin with a 500). It is served as the GET it asks
 * about, and the server sends the headers alone.
 */
export function isHeadOfData(method: string | undefined, url: string | undefined): boolean {
  return method === "HEAD" && /\.data(?:\?|$)/.test(url ?? "");
}

export type Refusal = { status: number; message: string; headers?: Record<string, string> };

/** The refusal for this request, or null when it may go on. */
export function requestRefusal(
  req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
  { trustProxy }: { trustProxy: boolean },
): Refusal | null {
  const method = req.method ?? "";
  if (method === "OPTIONS") return { status: 204, message: "", headers: { Allow: ALLOW } };
  if (!ALLOWED_METHODS.includes(method)) {
    return KNOWN_METHODS.has(method)
      ? { status: 405, message: "Method Not Allowed", headers: { Allow: ALLOW } }
      : { status: 501, message: "Not Implemented" };
  }
  if (!isValidHost(req.headers.host)) return { status: 400, message: "Bad Request: Host" };
  const forwarded = req.headers["x-forwarded-host"];
  if (trustProxy && forwarded !== undefined && !isValidHost(forwarded))
    return { status: 400, message: "Bad Request: X-Forwarded-Host" };
  if (!isValidTarget(req.url)) return { status: 400, message: "Bad Request: URL" };
  // Remix 2's legacy data requests; with single fetch the site never makes one (Remix logs each).
  const url = req.url ?? "";
  if (/_data|%/.test(url) && new URLSearchParams(url.split("?")[1] ?? "").has("_data"))
    return { status: 400, message: "Bad Request: _data" };
  return null;
}

/** Sends a refusal: short plain text, never stored by anyone. */
export function sendRefusal(res: ServerResponse, refusal: Refusal, method: string | undefined) {
  const body = refusal.message ? `${refusal.message}\n` : "";
  res.writeHead(refusal.status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...refusal.headers,
  });
  res.end(method === "HEAD" ? undefined : body);
}
