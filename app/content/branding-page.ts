import type { CatalogItem } from "./catalog/types";
import { leadConsultant } from "./team";
import { portfolioImageUrl } from "./portfolio-image";

// The gallery's images, projects and landing-page links are samples the owner replaces.

export const BRANDING_PATH = "/b-the-brand";

export const PORTFOLIO_SECTION_ID = "portfolio";

export const SERVICE_PARAM = "service";

export const brandingConsultant = leadConsultant(BRANDING_PATH);

export const brandingSeo = {
  title: "B The Brand: Logo, Business Card, Landing Page and Website Design",
  description:
    "Logo design, business cards, landing pages and websites for small businesses, with a portfolio of our brand projects. Schedule a branding consultation.",
  keywords: [
    "logo design",
    "business card design",
    "landing page design",
    "small business website",
    "branding Charlotte NC",
  ],
} as const;

export const brandingHero = {
  eyebrow: "B The Brand",
  title: "Branding That Makes Your Business Unforgettable",
  lead: "Logos, business cards, landing pages and websites designed together, so every place a customer meets you looks like the business you are becoming.",
  /** The branding consultation on the external scheduling page. */
  consultationUrl: "https://calendly.com/bteconsulting/branding-consultation",
} as const;

export const brandingServicesSection = {
  title: "Branding Services",
  lead: "Start with the piece you need most, or build the whole identity. Every service comes with revisions until it feels like you.",
} as const;

export const brandingPortfolioSection = {
  title: "Our Portfolio",
  lead: "A selection of brands, print and pages we have designed for small businesses and non-profits. Pick a service to narrow the list, and select a project to see the details.",
  allLabel: "All Projects",
} as const;

export const brandingClosing = {
  title: "Ready to B The Brand?",
  text: "Tell us about your business in a consultation and leave with a clear plan for the logo, print and pages that will carry it.",
} as const;

export const brandServiceIds = [
  "logo-design",
  "business-cards",
  "landing-page",
  "website-creation",
] as const;
export type BrandServiceId = (typeof brandServiceIds)[number];

export type BrandService = { id: BrandServiceId; label: string; item: CatalogItem };

export function brandService(services: readonly BrandService[], id: BrandServiceId): BrandService {
  const service = services.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`No branding service ${id}`);
  return service;
}

function isBrandServiceId(value: unknown): value is BrandServiceId {
  return typeof value === "string" && (brandServiceIds as readonly string[]).includes(value);
}

export function serviceFromParam(value: string | null | undefined): BrandServiceId | undefined {
  return isBrandServiceId(value) ? value : undefined;
}

export function portfolioFilterHref(service?: BrandServiceId): string {
  const query = service ? `?${new URLSearchParams({ [SERVICE_PARAM]: service })}` : "";
  return `${BRANDING_PATH}${query}#${PORTFOLIO_SECTION_ID}`;
}

export type BrandPortfolioEntry = {
  id: string;
  service: BrandServiceId;
  title: string;
  description: string;
  imageUrl: string;
  /** The live landing page, opened in a new tab from the detail dialog ('View Landing Page'). */
  link?: string;
};

const shared = portfolioImageUrl;
const own = (file: string) => `/images/branding/${file}.svg`;
/** Placeholder addresses of the sample landing pages, replaced with the live ones by the owner. */
const live = (slug: string) => `https://${slug}.bteconsulting.example`;

export const brandPortfolio: readonly BrandPortfolioEntry[] = [
  {
    id: "queen-city-roasters-logo",
    service: "logo-design",
    title: "Queen City Roasters",
    description:
      "A badge mark for a small-batch coffee roaster that reads as well on a 2-inch sticker as on the storefront sign. Delivered with one-colour and reversed versions.",
    imageUrl: shared("queen-city-roasters"),
  },
  {
    id: "carolina-kind-cleaning-logo",
    service: "logo-design",
    title: "Carolina Kind Cleaning",
    description:
      "A friendly rounded monogram for a home and office cleaning company, designed to stay legible on van wraps and embroidered uniforms.",
    imageUrl: shared("carolina-kind-cleaning"),
  },
  {
    id: "harbor-pine-wellness-logo",
    service: "logo-design",
    title: "Harbor & Pine Wellness",
    description:
      "A calm diamond monogram and wordmark for a massage and yoga studio, with a colour and type guide the owner now uses for every flyer.",
    imageUrl: shared("harbor-pine-wellness"),
  },
  {
    id: "tidewater-tutoring-logo",
    service: "logo-design",
    title: "Tidewater Tutoring",
    description:
      "An open-book wave mark for a tutoring centre that serves students from grade school to college prep, chosen from two concepts after one round of revisions.",
    imageUrl: own("tidewater-tutoring"),
  },
  {
    id: "noble-roots-hair-logo",
    service: "logo-design",
    title: "Noble Roots Hair Studio",
    description:
      "An elegant crest for a natural-hair salon, with a simplified icon for social media profiles and appointment cards.",
    imageUrl: own("noble-roots-hair"),
  },
  {
    id: "summit-mobile-detailing-logo",
    service: "logo-design",
    title: "Summit Mobile Detailing",
    description:
      "A bold mountain mark for a mobile car-detailing crew, built to be recognised at a glance on the side of a moving van.",
    imageUrl: own("summit-mobile-detailing"),
  },
  {
    id: "elevate-realty-cards",
    service: "business-cards",
    title: "Elevate Realty Group",
    description:
      "Two-sided cards for a brokerage's agents with a QR code that opens each agent's current listings.",
    imageUrl: shared("elevate-realty-group"),
  },
  {
    id: "brooks-family-dentistry-cards",
    service: "business-cards",
    title: "Brooks Family Dentistry",
    description:
      "Business cards with an appointment reminder on the back for a family dental practice, matching its new signage.",
    imageUrl: shared("brooks-family-dentistry"),
  },
  {
    id: "southside-fitness-cards",
    service: "business-cards",
    title: "Southside Fitness Studio",
    description:
      "Bold coach cards with a free-class offer on the back, handed out at community events and tracked with a promo code.",
    imageUrl: shared("southside-fitness-studio"),
  },
  {
    id: "keystone-property-cards",
    service: "business-cards",
    title: "Keystone Property Management",
    description:
      "Clean, conservative cards for a property manager, with a 24-hour maintenance line that tenants can find at a glance.",
    imageUrl: own("keystone-property"),
  },
  {
    id: "bloom-vine-florals-cards",
    service: "business-cards",
    title: "Bloom & Vine Florals",
    description:
      "Soft, botanical cards for a wedding and event florist, printed on heavy matte stock to feel like the bouquets.",
    imageUrl: own("bloom-vine-florals"),
  },
  {
    id: "mindful-money-landing",
    service: "landing-page",
    title: "Mindful Money Workshop",
    description:
      "A registration page for a personal-finance workshop series that filled its first cohort in nine days.",
    imageUrl: shared("mindful-money-workshop"),
    link: live("mindful-money"),
  },
  {
    id: "fresh-start-meal-prep-landing",
    service: "landing-page",
    title: "Fresh Start Meal Prep",
    description:
      "A weekly pre-order page for a meal-prep kitchen, with this week's menu highlights and a single order button.",
    imageUrl: shared("fresh-start-meal-prep"),
    link: live("fresh-start"),
  },
  {
    id: "greenway-landscaping-landing",
    service: "landing-page",
    title: "Greenway Landscaping",
    description:
      "A quote-request page for a landscaping crew, written for local search and fast on a phone in the driveway.",
    imageUrl: shared("greenway-landscaping"),
    link: live("greenway"),
  },
  {
    id: "second-wind-coaching-landing",
    service: "landing-page",
    title: "Second Wind Career Coaching",
    description:
      "A page that books free discovery calls for a career coach helping professionals change industries.",
    imageUrl: own("second-wind-coaching"),
    link: live("second-wind"),
  },
  {
    id: "little-sprouts-landing",
    service: "landing-page",
    title: "Little Sprouts Early Learning",
    description:
      "An enrolment page for a home-based child-care programme, with a tour request form parents can fill in one minute.",
    imageUrl: own("little-sprouts"),
    link: live("little-sprouts"),
  },
  {
    id: "gridline-electric-landing",
    service: "landing-page",
    title: "Gridline Electric",
    description:
      "A service-call page for a licensed electrician, with the emergency number first and a short estimate request.",
    imageUrl: own("gridline-electric"),
    link: live("gridline"),
  },
  {
    id: "sweet-tea-catering-landing",
    service: "landing-page",
    title: "Sweet Tea Catering",
    description:
      "An event-enquiry page for a Southern caterer, with sample menus and a date check before the enquiry form.",
    imageUrl: own("sweet-tea-catering"),
    link: live("sweet-tea"),
  },
  {
    id: "alvarez-law-website",
    service: "website-creation",
    title: "Alvarez Law, PLLC",
    description:
      "A bilingual website for an immigration and family law office, with online consultation requests in English and Spanish.",
    imageUrl: shared("alvarez-law"),
  },
  {
    id: "plaza-midwood-bakery-website",
    service: "website-creation",
    title: "Plaza Midwood Bakery",
    description:
      "A warm, photo-led website for a neighbourhood bakery, with custom-cake orders and opening hours.",
    imageUrl: shared("plaza-midwood-bakery"),
  },
  {
    id: "uptown-tax-website",
    service: "website-creation",
    title: "Uptown Tax & Bookkeeping",
    description:
      "A clear services-and-pricing website for a tax practice, with a secure document-upload partner link.",
    imageUrl: shared("uptown-tax-bookkeeping"),
  },
  {
    id: "hope-harbor-website",
    service: "website-creation",
    title: "Hope Harbor Community Center",
    description:
      "A five-page website for a community non-profit, with programme pages, a volunteer sign-up and a donate button.",
    imageUrl: own("hope-harbor"),
  },
  {
    id: "iron-forge-barbers-website",
    service: "website-creation",
    title: "Iron Forge Barber Co.",
    description:
      "A bold website for a three-chair barbershop with online booking, a price list and the team's portfolios.",
    imageUrl: own("iron-forge-barbers"),
  },
];

export function portfolioEntriesFor(
  service: BrandServiceId | undefined,
): readonly BrandPortfolioEntry[] {
  return service ? brandPortfolio.filter((entry) => entry.service === service) : brandPortfolio;
}

export function projectCountText(
  services: readonly BrandService[],
  service: BrandServiceId | undefined,
): string {
  const total = brandPortfolio.length;
  if (!service) return `Showing all ${total} projects`;
  return `Showing ${portfolioEntriesFor(service).length} of ${total} projects: ${brandService(services, service).label}`;
}
