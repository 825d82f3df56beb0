// Portraits are monogram placeholders; websites use `.example` until the owner adds real ones.

export type SuccessStory = {
  id: string;
  /** The client's name, as the client agreed to be named. */
  name: string;
  business: string;
  industry: string;
  description: string;
  image: { src: string; width: number; height: number };
  results: readonly string[];
  testimonial: string;
  year: number;
  /** The client's website, when they have one we may link to. */
  website?: string;
};

export const storyImageFallback = "/images/avatar-fallback.svg";

const portrait = (id: string) => ({ src: `/images/stories/${id}.svg`, width: 96, height: 96 });

export const stories: readonly SuccessStory[] = [
  {
    id: "sweet-spot-bakery",
    name: "Tasha M.",
    business: "Sweet Spot Bakery",
    industry: "Food and beverage",
    description:
      "Tasha had a loyal farmers' market following and her eye on a storefront, but no plan a bank would read. We wrote an SBA-standard business plan with three-year projections, walked her through every number before the lender meeting, and refreshed her brand for the new shop.",
    image: portrait("sweet-spot-bakery"),
    results: [
      "Business plan delivered in 7 business days",
      "SBA loan approved on the first application",
      "Storefront opened five months later",
      "Revenue up 180% in the first year",
    ],
    testimonial:
      "They delivered my business plan in 7 business days, and the bank approved my loan on the first try. I finally understood my own numbers.",
    year: 2023,
    website: "https://sweetspotbakery.example",
  },
  {
    id: "precision-auto-detailing",
    name: "Marcus J.",
    business: "Precision Auto Detailing",
    industry: "Automotive services",
    description:
      "Marcus was losing jobs to missed calls while his hands were full. We set up an AI assistant that answers questions, quotes standard packages and books appointments into his calendar, plus automatic reminders and review requests after every detail.",
    image: portrait("precision-auto-detailing"),
    results: [
      "Bookings up 60% in 90 days",
      "After-hours inquiries answered in under a minute",
      "No-shows cut in half with automatic reminders",
      "About 10 hours a week back for the owner",
    ],
    testimonial:
      "The AI tools they set up answer my customers at midnight and book appointments while I sleep. It feels like I hired two people.",
    year: 2024,
    website: "https://precisionautodetailing.example",
  },
  {
    id: "bright-futures-youth-alliance",
    name: "Dr. Renee W.",
    business: "Bright Futures Youth Alliance",
    industry: "Non-profit youth development",
    description:
      "Dr. Renee ran a mentoring program out of her church basement with no legal structure and no funding. We formed the non-profit, filed for tax-exempt status, built a brand and a board handbook, then researched and wrote her first grant applications.",
    image: portrait("bright-futures-youth-alliance"),
    results: [
      "501(c)(3) status granted",
      "$65,000 in grant funding secured",
      "Program grew from 15 to 60 students",
      "A brand and donor kit the board is proud of",
    ],
    testimonial:
      "Our non-profit went from an idea to a 501(c)(3) with a brand we are proud of and our first grant in hand.",
    year: 2024,
  },
];
