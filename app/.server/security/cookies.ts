import type { CookieOptions } from "@remix-run/node";
import { getConfig } from "../config";
import { getSessionSecret } from "./session-secret";

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
