/** When the newsletter pop-up shows and how the browser remembers it (every page loads these). */
export const NEWSLETTER_POPUP_DELAY_MS = 2000;

export const NEWSLETTER_POPUP_SEEN_KEY = "newsletter-popup-seen";

/** Once shown (and so dismissed or answered), the pop-up stays away this long. */
export const NEWSLETTER_POPUP_QUIET_DAYS = 30;

export const NEWSLETTER_SUBSCRIBED_KEY = "newsletter-subscribed";
