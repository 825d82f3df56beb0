import { useLocation, type Location } from "react-router";
import { useEffect, useState } from "react";
import { safeRedirect } from "~/utils/safe-redirect";

export type AuthLinkState = { returnTo: string };

export function returnHereState(location: Location): AuthLinkState | undefined {
  if (location.pathname === "/auth") return undefined;
  return { returnTo: `${location.pathname}${location.search}` };
}

/** Navigation state is read after hydration, so the server's HTML and the first render agree. */
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
