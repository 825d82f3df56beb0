import type { CookieOptions } from "react-router";
import { getConfig } from "../config";
import { getSessionSecret } from "./session-secret";

/** `__Host-` stops a sibling subdomain or plain-http page from setting or shadowing it; http refuses it. */
export function cookieName(name: string, secure: boolean = getConfig().cookieSecure): string {
  return secure ? `__Host-${name}` : name;
}

export function cookieDefaults(): CookieOptions {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: getConfig().cookieSecure,
    secrets: [getSessionSecret()],
  };
}
