import { portfolioImageUrl } from "./portfolio-image";

// The images are placeholder illustrations under /images/portfolio/ that the owner replaces.

export const portfolioCategories = [
  {
    id: "logo-design",
    /** Describes one item, for its image's alternative text. */
    itemNoun: "Logo design",
    label: "Logo Design",
    lead: "Marks and wordmarks that make a small business look established from day one.",
  },
  {
    id: "business-cards",
    itemNoun: "Business card design",
    label: "Business Cards",
    lead: "Print-ready cards that match the brand and leave a clear next step.",
  },
  {
    id: "landing-pages",
    itemNoun: "Landing page design",
    label: "Landing Pages",
    lead: "Single-purpose pages built to turn a visit into a booking, a sale or a sign-up.",
  },
  {
    id: "pitch-decks",
    itemNoun: "Pitch deck design",
    label: "Pitch Decks",
    lead: "Investor, lender and grant presentations that tell the numbers as a story.",
  },
  {
    id: "websites",
    itemNoun: "Website design",
    label: "Websites",
    lead: "Fast, mobile-first websites owners can update themselves.",
  },
] as const;

export type PortfolioCategory = (typeof portfolioCategories)[number];
export type PortfolioCategoryId = PortfolioCategory["id"];

export const CATEGORY_PARAM = "category";

export type PortfolioItem = {
  id: string;
  category: PortfolioCategoryId;
  title: string;
  description: string;
  imageUrl: string;
};

export { PORTFOLIO_IMAGE_SIZE } from "./portfolio-image";

const image = portfolioImageUrl;

export const portfolioItems: readonly PortfolioItem[] = [
  {
    id: "queen-city-roasters",
    category: "logo-design",
    title: "Queen City Roasters",
    description:
      "A badge mark for a small-batch coffee roaster, built to work on bags, cups and a storefront sign.",
    imageUrl: image("queen-city-roasters"),
  },
  {
    id: "carolina-kind-cleaning",
    category: "logo-design",
    title: "Carolina Kind Cleaning",
    description:
      "A friendly, trustworthy identity for a residential and office cleaning company, with a van-wrap version.",
    imageUrl: image("carolina-kind-cleaning"),
  },
  {
    id: "harbor-pine-wellness",
    category: "logo-design",
    title: "Harbor & Pine Wellness",
    description:
      "A calm monogram and wordmark for a massage and yoga studio, delivered with a colour and type guide.",
    imageUrl: image("harbor-pine-wellness"),
  },
  {
    id: "elevate-realty-group",
    category: "business-cards",
    title: "Elevate Realty Group",
    description:
      "Two-sided cards for a brokerage's agents, with a QR code that opens each agent's listings.",
    imageUrl: image("elevate-realty-group"),
  },
  {
    id: "brooks-family-dentistry",
    category: "business-cards",
    title: "Brooks Family Dentistry",
    description:
      "Appointment cards and business cards for a family dental practice, matching its new signage.",
    imageUrl: image("brooks-family-dentistry"),
  },
  {
    id: "southside-fitness-studio",
    category: "business-cards",
    title: "Southside Fitness Studio",
    description:
      "Bold coach cards with a free-class offer on the back, designed to be handed out at community events.",
    imageUrl: image("southside-fitness-studio"),
  },
  {
    id: "mindful-money-workshop",
    category: "landing-pages",
    title: "Mindful Money Workshop",
    description:
      "A registration page for a personal-finance workshop series that filled its first cohort in nine days.",
    imageUrl: image("mindful-money-workshop"),
  },
  {
    id: "fresh-start-meal-prep",
    category: "landing-pages",
    title: "Fresh Start Meal Prep",
    description:
      "A weekly pre-order page for a meal-prep kitchen, with menu highlights and a simple order button.",
    imageUrl: image("fresh-start-meal-prep"),
  },
  {
    id: "greenway-landscaping",
    category: "landing-pages",
    title: "Greenway Landscaping",
    description:
      "A quote-request page for a landscaping crew, built for local search and mobile visitors.",
    imageUrl: image("greenway-landscaping"),
  },
  {
    id: "novacare-home-health",
    category: "pitch-decks",
    title: "NovaCare Home Health",
    description:
      "A twelve-slide investor deck for a home-health start-up, from the problem to traction and the ask.",
    imageUrl: image("novacare-home-health"),
  },
  {
    id: "crate-crown-logistics",
    category: "pitch-decks",
    title: "Crate & Crown Logistics",
    description:
      "A lender presentation for a delivery company's equipment loan, with a three-year revenue plan.",
    imageUrl: image("crate-crown-logistics"),
  },
  {
    id: "bright-futures-youth",
    category: "pitch-decks",
    title: "Bright Futures Youth Foundation",
    description:
      "A funder presentation for a youth non-profit, showing programmes, outcomes and the budget ask.",
    imageUrl: image("bright-futures-youth"),
  },
  {
    id: "alvarez-law",
    category: "websites",
    title: "Alvarez Law, PLLC",
    description:
      "A bilingual website for an immigration and family law office, with online consultation requests.",
    imageUrl: image("alvarez-law"),
  },
  {
    id: "plaza-midwood-bakery",
    category: "websites",
    title: "Plaza Midwood Bakery",
    description:
      "A warm, photo-led website for a neighbourhood bakery, with custom-cake orders and opening hours.",
    imageUrl: image("plaza-midwood-bakery"),
  },
  {
    id: "uptown-tax-bookkeeping",
    category: "websites",
    title: "Uptown Tax & Bookkeeping",
    description:
      "A clear services-and-pricing website for a tax practice, with a secure document-upload partner link.",
    imageUrl: image("uptown-tax-bookkeeping"),
  },
];

export function categoryFromParam(value: string | null | undefined): PortfolioCategory {
  return portfolioCategories.find((category) => category.id === value) ?? portfolioCategories[0];
}

export function itemsInCategory(category: PortfolioCategoryId) {
  return portfolioItems.filter((item) => item.category === category);
}
