import { useLocation } from "react-router";
import { NEWSLETTER_POPUP_DELAY_MS } from "~/content/newsletter-popup";
import { useRootData } from "~/utils/root-data";
import { newsletterPopupDue, rememberNewsletterPopupShown } from "./newsletter-memory";
import { onDemand } from "./on-demand";
import { usePopupTurn } from "./use-popup-turn";

const dialog = onDemand(() => import("./newsletter-dialog"));

/** Not on the home page, which has its own newsletter section, nor on the newsletter's page. */
export function NewsletterPopup() {
  const { pathname } = useLocation();
  const subscribed = useRootData()?.user?.subscribed ?? false;
  const [open, close] = usePopupTurn({
    pathname,
    wanted: () =>
      pathname !== "/" && pathname !== "/newsletter" && !subscribed && newsletterPopupDue(),
    delayMs: NEWSLETTER_POPUP_DELAY_MS,
    warmUp: () => void dialog.fetch(),
  });
  const NewsletterDialog = dialog.useComponent(open);
  if (!open || !NewsletterDialog) return null;
  return <NewsletterDialog onOpen={rememberNewsletterPopupShown} onClose={close} />;
}
