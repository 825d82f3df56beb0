import { isIP } from "node:net";
import { ipRateLimitKey } from "./ip-key";

/**
 * The visitor's IP address, for the rate limits. X-Forwarded-For is written by whoever sends the
 * request, so it is read only when the site is configured to sit behind proxies (TRUST_PROXY =
 * how many append to it): each proxy appends the address it was reached from, so the visitor's
 * is the `hops`-th entry from the right, and anything further left was written by the visitor.
 * The production server (server/index.ts) knows better: it hands Remix the address it computed
 * from the socket (and the trusted proxies) in the load context, which the action wrapper records
 * here. Elsewhere (the dev server) an unknown address is null and the limits fall back to what
 * does not need it.
 */
const socketAddresses = new WeakMap<Request, string | null>();

/** Records the client address the server computed for this request (its load context). */
export function recordClientIp(request: Request, context: unknown) {
  const ip = (context as { clientIp?: unknown } | undefined)?.clientIp;
  if (typeof ip === "string") {
    // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d.
    const plain = ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    socketAddresses.set(request, isIP(plain) ? plain : null);
  }
}

export function clientIp(request: Request, trustProxyHops: number): string | null {
  const fromServer = socketAddresses.get(request);
  if (fromServer !== undefined) return fromServer;
  if (trustProxyHops <= 0) return null;
  const entries = request.headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = entries?.at(-trustProxyHops);
  return entry && isIP(entry) ? entry : null;
}

/** The client's key for per-IP rate limits (IPv6 by its /64, see ./ip-key), or null when unknown. */
export function clientIpKey(request: Request, trustProxyHops: number): string | null {
  const ip = clientIp(request, trustProxyHops);
  return ip === null ? null : ipRateLimitKey(ip);
}
