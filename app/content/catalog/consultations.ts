import { external } from "../external";
import type { CatalogItem } from "./types";

// All are booked on external scheduling pages.

const booking = (slug: string) => `https://calendly.com/bteconsulting/${slug}`;

export type ConsultationTier = CatalogItem & {
  url: string;
  minutes: 15 | 30 | 60;
  duration: string;
  bulletPoints: readonly string[];
};

function tier(
  minutes: 15 | 30 | 60,
  dollars: number,
  description: string,
  bulletPoints: readonly string[],
): ConsultationTier {
  return {
    id: `consultation-${minutes}`,
    title: `${minutes}-Minute Consultation`,
    description,
    priceCents: dollars * 100,
    features: bulletPoints,
    bulletPoints,
    icon: "Clock",
    kind: "session",
    minutes,
    duration: `${minutes} minutes`,
    url: booking(`consultation-${minutes}`),
  };
}

export const consultationTiers: readonly ConsultationTier[] = [
  tier(
    15,
    25,
    "A quick call to answer one focused question and point you to the right next step.",
    ["One focused question answered", "Recommended next step", "Links to the right resources"],
  ),
  tier(30, 60, "Time to work through a challenge together and leave with a short action plan.", [
    "Review of your current situation",
    "Three prioritised action steps",
    "Follow-up e-mail with notes",
  ]),
  tier(60, 90, "A deep-dive session on strategy, funding, marketing or AI for your business.", [
    "In-depth review of your business",
    "Custom 30-day action plan",
    "Follow-up e-mail with resources",
    "Recording of the session on request",
  ]),
];

export const mentorship: CatalogItem & { url: string } = {
  id: "mentorship-monthly",
  title: "Monthly Business Mentorship",
  description: "A mentor in your corner every month, from first plan to steady growth.",
  priceCents: 125_00,
  features: [
    "Monthly 60-minute one-on-one consultation",
    "Unlimited email support",
    "Personalised action steps",
    "Step-by-step guidance",
  ],
  icon: "GraduationCap",
  kind: "membership",
  monthly: true,
  url: "https://forms.gle/bte-consulting-mentorship",
};

function call(
  id: string,
  title: string,
  description: string,
  url: string,
): CatalogItem & { url: string } {
  return {
    id,
    title,
    description,
    priceCents: 25_00,
    features: [],
    icon: "Phone",
    kind: "session",
    url,
  };
}

export const discoveryCall = call(
  "discovery-call",
  "Discovery Call",
  "A 30-minute call to understand your business and recommend where to start.",
  external.scheduling,
);
export const businessPlanConsultation = call(
  "business-plan-consultation",
  "Business Plan Consultation",
  "Talk through your plan, your funding goal and which plan fits before you buy.",
  booking("business-plan-consultation"),
);
export const grantConsultation = call(
  "grant-consultation",
  "Grant Consultation",
  "Find out which grants fit your business and how ready you are to apply.",
  booking("grant-consultation"),
);
export const aiDiscoveryCall = call(
  "ai-discovery-call",
  "AI Discovery Call",
  "Map where an AI assistant or avatar would save you time, before anything is built.",
  booking("ai-discovery-call"),
);

export const strategySeatItems = {
  30: {
    id: "strategy-seat-30",
    title: "Strategy Seat: 30 Minutes",
    description: "A focused working session with the founder on your most pressing question.",
    priceCents: 100_00,
    features: [],
    icon: "Briefcase",
    kind: "session",
    url: booking("strategy-seat-30"),
  },
  60: {
    id: "strategy-seat-60",
    title: "Strategy Seat: 60 Minutes",
    description: "A deep-dive strategy session with the founder on your next stage of growth.",
    priceCents: 150_00,
    features: [],
    icon: "Briefcase",
    kind: "session",
    url: booking("strategy-seat-60"),
  },
} as const satisfies Record<30 | 60, CatalogItem & { url: string }>;
