import { getConfig } from "../config";

/** Forms carry no token: this check is the cross-site defence. */
export function isSameOrigin(request: Request): boolean {
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (!source || source === "null") {
    // Sec-Fetch-Site is sent by every current browser; "null" origins come from sandboxed frames.
    const site = request.headers.get("sec-fetch-site");
    return source !== "null" && (site === null || site === "same-origin" || site === "none");
  }
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return false;
  }
  const allowed = new Set([new URL(request.url).origin, new URL(getConfig().siteUrl).origin]);
  const forwardedHost = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (forwardedHost) {
    const proto =
      request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.slice(0, -1);
    allowed.add(`${proto}://${forwardedHost}`);
  }
  return allowed.has(origin);
}

export function assertSameOriginPost(request: Request): void {
  if (!isSameOrigin(request)) {
    throw new Response("Forbidden: cross-site request", { status: 403 });
  }
}
