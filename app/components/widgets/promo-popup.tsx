import { lazy, Suspense, useEffect, useState } from "react";

/** The promotional pop-up opens this long after the home page loads (D1 §9). */
export const PROMO_DELAY_MS = 2000;

const PromoDialog = lazy(() => import("./promo-dialog"));

/**
 * Opens the year-end planning promotion 2 s after the page loads, on every load (nothing is
 * remembered). Its code is fetched only then, so it costs the first load nothing. Needs
 * JavaScript by nature; without it the page simply has no pop-up.
 */
export function PromoPopup() {
  const [state, setState] = useState<"waiting" | "open" | "closed">("waiting");
  useEffect(() => {
    const timer = window.setTimeout(
      () => setState((s) => (s === "waiting" ? "open" : s)),
      PROMO_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);
  if (state !== "open") return null;
  return (
    <Suspense fallback={null}>
      <PromoDialog onClose={() => setState("closed")} />
    </Suspense>
  );
}
