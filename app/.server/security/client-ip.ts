import { isIP } from "node:net";

/**
 * The visitor's IP address as the proxy in front of the site reports it (Fly, Cloudflare,
 * nginx, a load balancer). remix-serve does not expose the socket address to Remix, so without
 * such a header the address is unknown (null) and only the per-e-mail limits apply.
 */
const headers = ["fly-client-ip", "cf-connecting-ip", "x-real-ip", "x-forwarded-for"];

export function clientIp(request: Request): string | null {
  for (const name of headers) {
    const value = request.headers.get(name);
    const first = value?.split(",")[0]?.trim();
    if (first && isIP(first)) return first;
  }
  return null;
}
