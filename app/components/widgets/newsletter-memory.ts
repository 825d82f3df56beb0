import {
  NEWSLETTER_POPUP_QUIET_DAYS,
  NEWSLETTER_POPUP_SEEN_KEY,
  NEWSLETTER_SUBSCRIBED_KEY,
} from "~/content/newsletter-popup";
import { canRemember, recall, remember } from "~/utils/browser-memory";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Never where nothing can be remembered: it would ask on every page. */
export function newsletterPopupDue(now = Date.now()): boolean {
  if (!canRemember("localStorage")) return false;
  if (recall("localStorage", NEWSLETTER_SUBSCRIBED_KEY) !== null) return false;
  const seen = recall("localStorage", NEWSLETTER_POPUP_SEEN_KEY);
  if (seen === null) return true;
  const at = Date.parse(seen);
  // A flag of an older version (no time in it) counts as shown just now.
  if (Number.isNaN(at)) return false;
  return now - at >= NEWSLETTER_POPUP_QUIET_DAYS * DAY_MS;
}

export function rememberNewsletterPopupShown(now = Date.now()) {
  remember("localStorage", NEWSLETTER_POPUP_SEEN_KEY, new Date(now).toISOString());
}

export function rememberSubscribed() {
  remember("localStorage", NEWSLETTER_SUBSCRIBED_KEY, new Date().toISOString());
}
