import { useLocation, type Location } from "@remix-run/react";
import { useEffect, useState } from "react";
import { safeRedirect } from "~/utils/safe-redirect";

/** What a link to /auth may carry in its navigation state (S-AUTH-05). */
export type AuthLinkState = { returnTo: string };

/** The state for a link to /auth from `location`: come back here after signing in. */
export function returnHereState(location: Location): AuthLinkState | undefined {
  if (location.pathname === "/auth") return undefined;
  return { returnTo: `${location.pathname}${location.search}` };
}

/**
 * Where to go after signing in: the page's `returnTo` query (read by the loader, S-AUTH-04),
 * else a `returnTo` passed in navigation state by a client-side link (S-AUTH-05), else "/"
 * (S-AUTH-06). The state is read after hydration, so the server's HTML and the first render
 * agree; without JavaScript there is no navigation state and the query is all there is.
 */
export function useReturnTo(fromLoader: string, fromQuery: boolean): string {
  const location = useLocation();
  const [returnTo, setReturnTo] = useState(fromLoader);
  useEffect(() => {
    const state: unknown = location.state;
    const passed =
      !fromQuery && state && typeof state === "object" && "returnTo" in state
        ? safeRedirect(state.returnTo as string, "")
        : "";
    setReturnTo(passed || fromLoader);
  }, [location.state, fromLoader, fromQuery]);
  return returnTo;
}
