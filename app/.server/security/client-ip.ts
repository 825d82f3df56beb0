import { isIP } from "node:net";

/**
 * The visitor's IP address, for the rate limits. X-Forwarded-For is written by whoever sends the
 * request, so it is read only when the site is configured to sit behind proxies (TRUST_PROXY =
 * how many append to it): each proxy appends the address it was reached from, so the visitor's
 * is the `hops`-th entry from the right, and anything further left was written by the visitor.
 * remix-serve does not expose the socket's address to Remix, so without a trusted proxy the
 * address is unknown (null) and the limits fall back to what does not need it.
 */
export function clientIp(request: Request, trustProxyHops: number): string | null {
  if (trustProxyHops <= 0) return null;
  const entries = request.headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = entries?.at(-trustProxyHops);
  return entry && isIP(entry) ? entry : null;
}
