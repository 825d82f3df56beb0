import { isIP } from "node:net";
import { clientIpOf, type LoadContext } from "../context";
import { ipRateLimitKey } from "./ip-key";

/** X-Forwarded-For is written by the sender, so it is read only behind TRUST_PROXY proxies. */
const socketAddresses = new WeakMap<Request, string | null>();

export function recordClientIp(request: Request, context: LoadContext) {
  const ip = clientIpOf(context);
  if (ip !== null) {
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

export function clientIpKey(request: Request, trustProxyHops: number): string | null {
  const ip = clientIp(request, trustProxyHops);
  return ip === null ? null : ipRateLimitKey(ip);
}
