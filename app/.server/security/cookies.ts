import type { CookieOptions } from "@remix-run/node";
import { getConfig } from "../config";
import { getSessionSecret } from "./session-secret";

/**
 * The name every cookie of the site is set under: `__Host-<name>` when cookies are Secure (https),
 * so the browser accepts it only with Secure, Path=/ and no Domain: a sibling subdomain or a
 * plain-http page cannot set or shadow it. Over plain http (dev, the embedded default on
 * localhost) browsers refuse the prefix, so the name is plain (ADR 29).
 */
export function cookieName(name: string, secure: boolean = getConfig().cookieSecure): string {
  return secure ? `__Host-${name}` : name;
}

/** The options every cookie of the site shares: HttpOnly, SameSite=Lax, signed, Secure over https. */
export function cookieDefaults(): CookieOptions {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: getConfig().cookieSecure,
    secrets: [getSessionSecret()],
  };
}
