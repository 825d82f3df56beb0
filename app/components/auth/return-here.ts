import type { Location } from "react-router";

export type AuthLinkState = { returnTo: string };

/**
 * The state a link to /auth carries so that signing in comes back here. A module of its own:
 * the header's sign-in link is on every page, while reading it back (`useReturnTo`, with
 * `safeRedirect`) is for /auth only.
 */
export function returnHereState(location: Location): AuthLinkState | undefined {
  if (location.pathname === "/auth") return undefined;
  return { returnTo: `${location.pathname}${location.search}` };
}
