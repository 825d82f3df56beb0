// Seeded into the `videos` table on start (app/.server/db/seed.ts).

export const videoCategories = [
  "Business Fundamentals",
  "AI Integration",
  "Financial Management",
] as const;

export type VideoCategory = (typeof videoCategories)[number];

export type VideoContent = {
  /** Stable id of the video, used in URLs and as the seed's conflict key. */
  slug: string;
  title: string;
  description: string;
  /** Public path of the card image. */
  thumbnail: string;
  /** Display duration, "mm:ss". */
  duration: string;
  category: VideoCategory;
  /** Publication date (ISO); the library lists newest first. */
  publishedAt: string;
};

export const videos: readonly VideoContent[] = [
  {
    slug: "business-plan-essentials",
    title: "Business Plan Essentials",
    description:
      "Build a clear, lender-ready business plan: the executive summary, market analysis, operations and the numbers that tie them together.",
    thumbnail: "/images/videos/business-plan-essentials.svg",
    duration: "18:45",
    category: "Business Fundamentals",
    publishedAt: "2025-01-13T15:00:00Z",
  },
  {
    slug: "choosing-your-business-structure",
    title: "Choosing Your Business Structure",
    description:
      "Sole proprietorship, LLC or nonprofit? Compare liability, taxes and paperwork so you can register the right entity the first time.",
    thumbnail: "/images/videos/choosing-your-business-structure.svg",
    duration: "14:20",
    category: "Business Fundamentals",
    publishedAt: "2025-02-10T15:00:00Z",
  },
  {
    slug: "ai-tools-for-small-business",
    title: "AI Tools for Small Business",
    description:
      "A practical tour of AI assistants for writing, scheduling and customer service, and how to pick the few that save your team real hours.",
    thumbnail: "/images/videos/ai-tools-for-small-business.svg",
    duration: "21:05",
    category: "AI Integration",
    publishedAt: "2025-03-10T15:00:00Z",
  },
  {
    slug: "automating-customer-follow-up",
    title: "Automating Customer Follow-Up with AI",
    description:
      "Set up simple automations that answer enquiries, send reminders and keep leads warm without losing the personal touch.",
    thumbnail: "/images/videos/automating-customer-follow-up.svg",
    duration: "16:30",
    category: "AI Integration",
    publishedAt: "2025-04-14T15:00:00Z",
  },
  {
    slug: "cash-flow-fundamentals",
    title: "Cash Flow Fundamentals",
    description:
      "Read your cash flow statement, forecast the next 90 days and spot shortfalls early, before they become emergencies.",
    thumbnail: "/images/videos/cash-flow-fundamentals.svg",
    duration: "19:10",
    category: "Financial Management",
    publishedAt: "2025-05-12T15:00:00Z",
  },
  {
    slug: "pricing-for-profit",
    title: "Pricing Your Services for Profit",
    description:
      "Work out your true costs, set prices that cover them with a healthy margin, and present those prices to clients with confidence.",
    thumbnail: "/images/videos/pricing-for-profit.svg",
    duration: "12:30",
    category: "Financial Management",
    publishedAt: "2025-06-09T15:00:00Z",
  },
];
