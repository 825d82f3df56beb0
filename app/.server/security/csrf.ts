import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getConfig } from "../config";
import { cookieDefaults, cookieName } from "./cookies";
import { getSessionSecret } from "./session-secret";

let csrf: CSRF | undefined;

function getCsrf() {
  csrf ??= new CSRF({
    cookie: createCookie(cookieName("csrf"), cookieDefaults()),
    formDataKey: "csrf",
    secret: getSessionSecret(),
  });
  return csrf;
}

/** The token for this visitor and, when it is new, the Set-Cookie header that stores it. */
export function commitCsrfToken(request: Request) {
  return getCsrf().commitToken(request);
}

/** True when the request's Origin (or Referer) is this site, or when the browser sent neither. */
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

/** A POST from another origin is answered with 403 (the first half of assertValidPost). */
export function assertSameOriginPost(request: Request): void {
  if (!isSameOrigin(request)) {
    throw new Response("Forbidden: cross-site request", { status: 403 });
  }
}

/**
 * Every action calls this first with the submitted form data: a POST from another origin or
 * without the visitor's CSRF token is answered with 403 and does nothing.
 */
export async function assertValidPost(request: Request, formData: FormData): Promise<void> {
  assertSameOriginPost(request);
  const token = formData.get("csrf");
  await assertCsrfToken(request, typeof token === "string" ? token : null);
}

/**
 * The visitor's CSRF token (from the form, found before it is parsed: form-fields.ts) must be the
 * one their cookie holds: 403 otherwise.
 */
export async function assertCsrfToken(request: Request, token: string | null): Promise<void> {
  const submitted = new FormData();
  if (token !== null) submitted.set("csrf", token);
  try {
    await getCsrf().validate(submitted, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) throw sessionExpired();
    throw error;
  }
}

/**
 * The cookie half of the check, before the body is read: a POST without a CSRF cookie this server
 * signed cannot carry the matching token, so it is refused (403) without reading its body.
 */
export async function assertCsrfCookie(request: Request): Promise<void> {
  // Validated against a token no cookie can hold: only the cookie's own faults are refusals here.
  const probe = new FormData();
  probe.set("csrf", "\u0000");
  try {
    await getCsrf().validate(probe, request.headers);
  } catch (error) {
    if (error instanceof CSRFError && error.code === "mismatched_token") return;
    if (error instanceof CSRFError) throw sessionExpired();
    throw error;
  }
}

function sessionExpired() {
  return new Response("Forbidden: your session expired, reload the page and try again.", {
    status: 403,
  });
}
