import { useLocation } from "react-router";
import { useEffect, useState } from "react";
import { safeRedirect } from "~/utils/safe-redirect";

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
