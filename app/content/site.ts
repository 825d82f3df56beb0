import { external } from "./external";

// The owner changes the placeholders here, in one place.
export const site = {
  name: "BTE Consulting",
  shortName: "BTE",
  /** The brand segment of paths such as /bte-ai-academy. */
  brandSegment: "bte",
  tagline: "AI-powered consulting for small businesses",
  description:
    "BTE Consulting helps entrepreneurs, small businesses and non-profits start smart, scale fast and get support with business plans, branding, AI integration and grants.",
  keywords: [
    "small business consulting",
    "AI for business",
    "business plans",
    "branding",
    "grant writing",
    "Charlotte NC",
  ],
  founder: { firstName: "Jordan", lastName: "Ellis", title: "CEO" },
  phone: { display: "(704) 555-0142", e164: "+17045550142" },
  email: "hello@bteconsulting.example",
  address: { city: "Charlotte", region: "NC", country: "US" },
  timeZone: "America/New_York",
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:00",
  },
  priceRange: "$$",
  social: [
    { network: "Facebook", url: "https://www.facebook.com/bteconsulting" },
    { network: "Instagram", url: "https://www.instagram.com/bteconsulting" },
    { network: "LinkedIn", url: "https://www.linkedin.com/company/bteconsulting" },
  ],
  /** External pages the site links to (they open in a new tab). */
  external: {
    reviews: external.reviews,
  },
  logo: { src: "/images/logo.svg", width: 40, height: 40 },
  ogImage: { src: "/images/og-default.png", width: 1200, height: 630 },
} as const;

export const founderPath = `/work-with-${slugify(site.founder.firstName)}`;
export const academyPath = `/${site.brandSegment}-ai-academy`;

export function slugify(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
