import { lazy, Suspense, useEffect, useState } from "react";
import { promo } from "~/content/home";

/** The promotional pop-up opens this long after the home page loads (D1 §9). */
export const PROMO_DELAY_MS = 2000;

const loadDialog = () => import("./promo-dialog");
const PromoDialog = lazy(loadDialog);

/** Fetch the dialog's code and image while the visitor reads, so it opens complete at 2 s. */
function preload() {
  void loadDialog();
  // The picture the dialog will show at this screen width (see promo-dialog.tsx).
  const { narrow } = promo.image;
  const pick = window.matchMedia(narrow.media).matches ? narrow : promo.image;
  const image = new Image();
  image.sizes = pick.sizes;
  image.srcset = pick.srcSet;
  image.src = promo.image.src;
}

/**
 * Opens the year-end planning promotion 2 s after the page loads, on every load (nothing is
 * remembered). Its code and image are fetched a second before, not with the page. Needs
 * JavaScript by nature; without it the page simply has no pop-up.
 */
export function PromoPopup() {
  const [state, setState] = useState<"waiting" | "open" | "closed">("waiting");
  useEffect(() => {
    const warmUp = window.setTimeout(preload, PROMO_DELAY_MS / 2);
    const timer = window.setTimeout(
      () => setState((s) => (s === "waiting" ? "open" : s)),
      PROMO_DELAY_MS,
    );
    return () => {
      window.clearTimeout(warmUp);
      window.clearTimeout(timer);
    };
  }, []);
  if (state !== "open") return null;
  return (
    <Suspense fallback={null}>
      <PromoDialog onClose={() => setState("closed")} />
    </Suspense>
  );
}
