export const newsletterTopics = [
  "Grant alerts",
  "Funding leads",
  "AI business tips",
  "Low-cost training",
] as const;

export const newsletterPage = {
  seo: {
    title: "Weekly Newsletter",
    description:
      "One e-mail a week for small businesses: grant alerts, funding leads, AI business tips and low-cost training.",
    keywords: ["small business newsletter", "grant alerts", "funding leads", "AI tips"],
  },
  hero: {
    eyebrow: "Newsletter",
    title: "Get our weekly newsletter",
    lead: "One e-mail a week with what small businesses can use right away: grants with open deadlines, funding leads, practical AI tips and low-cost training.",
  },
  topics: newsletterTopics,
} as const;

// The pop-up's timing and memory are in a module of their own (newsletter-popup.ts): every page
// loads them, and a module the shell imports goes whole into the shell chunk with all its exports.
// Its storage keys stay readable from here too.
export { NEWSLETTER_POPUP_SEEN_KEY, NEWSLETTER_SUBSCRIBED_KEY } from "./newsletter-popup";

export const newsletterPopup = {
  title: "Join our weekly newsletter",
  description:
    "Grant alerts, funding leads, AI business tips and low-cost training, in one e-mail a week.",
} as const;

export const newsletterUnsubscribePage = {
  path: "/newsletter/unsubscribe",
  eyebrow: "Newsletter",
  confirmTitle: "Unsubscribe from our newsletter?",
  confirmText: "You will no longer receive our weekly newsletter at",
  confirmButton: "Unsubscribe",
  doneTitle: "You have been unsubscribed",
  doneText:
    "You will no longer receive our weekly newsletter at this address. Changed your mind? You can subscribe again at any time.",
  invalidTitle: "This link does not work",
  homeLink: "Back to the home page",
} as const;
