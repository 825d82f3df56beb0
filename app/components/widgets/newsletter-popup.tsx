import { useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { NEWSLETTER_POPUP_DELAY_MS } from "~/content/newsletter";
import { useRootData } from "~/utils/root-data";
import { newsletterPopupDue, rememberNewsletterPopupShown } from "./newsletter-memory";
import { usePopupTurn } from "./use-popup-turn";

const loadDialog = () => import("./newsletter-dialog");
const NewsletterDialog = lazy(loadDialog);

/**
 * Invites the visitor to subscribe 2 s after arriving on any page except the home page (which
 * has its own newsletter section), when its turn comes (usePopupTurn: never over a dialog or a
 * form being filled, never while signing in, paying or on the account). Shown, it stays away for
 * 30 days; a subscriber (from this browser, or a signed-in subscriber) is never asked. A
 * signed-in visitor finds their name and e-mail filled in. Needs JavaScript by nature.
 */
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
