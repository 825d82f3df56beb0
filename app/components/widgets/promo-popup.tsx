import { useLocation } from "react-router";
import { promo } from "~/content/promo";
import type { PromoView } from "~/utils/promo-view";
import { canRemember, recall, remember } from "~/utils/browser-memory";
import { onDemand } from "./on-demand";
import { usePopupTurn } from "./use-popup-turn";

const PROMO_DELAY_MS = 2000;

const PROMO_DISMISSED_KEY = "promo-popup-dismissed";

const dialog = onDemand(() => import("./promo-dialog"));

/** Fetch the dialog's code and image while the visitor reads, so it opens complete at 2 s. */
function preload() {
  void dialog.fetch();
  // The picture the dialog will show at this screen width (see promo-dialog.tsx).
  const { narrow } = promo.image;
  const pick = window.matchMedia(narrow.media).matches ? narrow : promo.image;
  const image = new Image();
  image.sizes = pick.sizes;
  image.srcset = pick.srcSet;
  image.src = promo.image.src;
}

const due = () =>
  canRemember("sessionStorage") && recall("sessionStorage", PROMO_DISMISSED_KEY) === null;

export function PromoPopup({ promo: content }: { promo: PromoView }) {
  const { pathname } = useLocation();
  const [open, close] = usePopupTurn({
    pathname,
    wanted: due,
    delayMs: PROMO_DELAY_MS,
    warmUp: preload,
  });
  const PromoDialog = dialog.useComponent(open);
  if (!open || !PromoDialog) return null;
  return (
    <PromoDialog
      promo={content}
      onClose={() => {
        remember("sessionStorage", PROMO_DISMISSED_KEY, new Date().toISOString());
        close();
      }}
    />
  );
}
