import { site } from "./site";

export const contactPage = {
  seo: {
    title: "Contact Us",
    description: `Send ${site.name} a message about AI integration, start-up services, business plans, grants or branding. We reply within one business day.`,
    keywords: ["contact", "small business consultant", "Charlotte NC", "business help"],
  },
  hero: {
    eyebrow: "Contact",
    title: "Contact Us",
    lead: "Tell us where your business is and where you want it to go. We read every message and reply within one business day.",
  },
  formTitle: "Send us a message",
  asideTitle: "Other ways to reach us",
  discoveryCall: {
    text: "Prefer to talk it through? Book a $25 discovery call.",
    label: "Book a Discovery Call",
  },
} as const;
