import { useLocation } from "react-router";
import { lazy, Suspense } from "react";
import { NEWSLETTER_POPUP_DELAY_MS } from "~/content/newsletter-popup";
import { useRootData } from "~/utils/root-data";
import { newsletterPopupDue, rememberNewsletterPopupShown } from "./newsletter-memory";
import { usePopupTurn } from "./use-popup-turn";

const loadDialog = () => import("./newsletter-dialog");
const NewsletterDialog = lazy(loadDialog);

/** Not on the home page, which has its own newsletter section. */
export function NewsletterPopup() {
  const { pathname } = useLocation();
  const subscribed = useRootData()?.user?.subscribed ?? false;
  const [open, close] = usePopupTurn({
    pathname,
    wanted: () => pathname !== "/" && !subscribed && newsletterPopupDue(),
    delayMs: NEWSLETTER_POPUP_DELAY_MS,
    warmUp: () => void loadDialog(),
  });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog onOpen={rememberNewsletterPopupShown} onClose={close} />
    </Suspense>
  );
}
