import { formatMoney } from "../utils/money";
import { TRAINING_PRICE_CENTS } from "./catalog/training";
import { videoCategories, type VideoCategory } from "./videos";

export const trainingPrice = {
  cents: TRAINING_PRICE_CENTS,
  label: formatMoney(TRAINING_PRICE_CENTS),
} as const;
export const trainingAccessDays = 60;

export const downloadLabel = `Download for ${trainingPrice.label}`;
export const purchaseLabel = `Purchase for ${trainingPrice.label}`;

export const trainingPurchasePath = "/video-library";

export type TrainingReason = {
  title: string;
  description: string;
  icon: "Clock" | "Wrench" | "Wallet" | "Download";
};

export const trainingReasons: readonly TrainingReason[] = [
  {
    title: "Learn on your schedule",
    description:
      "Short, focused videos you can watch between customers, at lunch or after the kids are in bed, and replay as often as you need.",
    icon: "Clock",
  },
  {
    title: "Practical from minute one",
    description:
      "Every training ends with steps you can apply to your own business the same day: templates, checklists and real examples, not theory.",
    icon: "Wrench",
  },
  {
    title: "Priced for small budgets",
    description: `Each training is ${trainingPrice.label}. No subscription and no upsell: buy only the topics you need, when you need them.`,
    icon: "Wallet",
  },
  {
    title: "Yours to keep",
    description: `A one-time download with ${trainingAccessDays}-day access, so you can work through it at your own pace and keep the material for your files.`,
    icon: "Download",
  },
];

export type TrainingCategory = {
  /** Anchor of the category on the page, e.g. /training#ai-integration. */
  id: string;
  title: VideoCategory;
  description: string;
  /** What a visitor will be able to do after the category's trainings. */
  outcomes: readonly string[];
};

const categoryText: Record<VideoCategory, Omit<TrainingCategory, "id" | "title">> = {
  "Business Fundamentals": {
    description:
      "The foundations every owner needs: choosing the right structure, writing a plan a lender will read, and setting up to operate legally and confidently.",
    outcomes: [
      "Pick the right legal structure for your business",
      "Write a clear, lender-ready business plan",
      "Set goals you can measure and act on",
    ],
  },
  "AI Integration": {
    description:
      "Put AI to work in a small business without a technical background: choose the right tools, automate follow-up and save hours every week.",
    outcomes: [
      "Choose AI tools that fit your budget",
      "Automate enquiries, reminders and follow-up",
      "Write better marketing content in less time",
    ],
  },
  "Financial Management": {
    description:
      "Take control of your numbers: read your cash flow, forecast the months ahead and price your services for a healthy profit.",
    outcomes: [
      "Forecast the next 90 days of cash flow",
      "Price your services to cover costs and margin",
      "Spot money problems before they become emergencies",
    ],
  },
};

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export const trainingCategories: readonly TrainingCategory[] = videoCategories.map((title) => ({
  id: slug(title),
  title,
  ...categoryText[title],
}));
