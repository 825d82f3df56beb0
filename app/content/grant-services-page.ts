import type { CatalogItem } from "~/content/catalog/types";
import { formatMoney } from "~/utils/money";
import { turnaroundDays } from "~/utils/pricing";
import { leadConsultant } from "./team";

// The scheduling URLs are placeholders the owner replaces with the real booking pages.

export const GRANT_SERVICES_PATH = "/grant-services";
export const GRANT_PACKAGES_ID = "grant-packages";
export const G_CLUB_ID = "g-club";

const HIGHEST_GRANT_SECURED_CENTS = 65_000_00;

const booking = (slug: string) => `https://calendly.com/bteconsulting/${slug}`;

export const grantConsultant = leadConsultant(GRANT_SERVICES_PATH);

export const grantSeo = {
  title: "Grant Research and Writing Services",
  description: `Grant research packages, grant writing and the G Club+ membership, with payment plans and ${turnaroundDays("grant")}-business-day turnaround. Highest grant secured: ${formatMoney(HIGHEST_GRANT_SECURED_CENTS)}.`,
  keywords: [
    "grant writing services",
    "grant research",
    "small business grants",
    "non-profit grant writer",
    "grant consultation",
    "grant writer Charlotte NC",
  ],
} as const;

export const grantHero = {
  eyebrow: "Grant research and writing",
  title: "Find the Grants You Qualify For, and Apply With Confidence",
  lead: "We research the grants that fit your business or non-profit, write applications that tell your story with numbers, and stay with you until you submit.",
} as const;

export const highestGrant = {
  amount: formatMoney(HIGHEST_GRANT_SECURED_CENTS),
  label: "Highest grant secured",
  statement: `The highest grant we have secured for a client is ${formatMoney(HIGHEST_GRANT_SECURED_CENTS)}.`,
} as const;

export type WhyChooseReason = { title: string; text: string };

export const whyChooseReasons: readonly WhyChooseReason[] = [
  {
    title: "Transparent pricing",
    text: "Every package shows its price up front. No percentage of your award, no surprises.",
  },
  {
    title: "Payment plans",
    text: "Split any research package or grant completion into four payments.",
  },
  {
    title: `${turnaroundDays("grant")} business day turnaround`,
    text: `Your research or completed application is delivered within ${turnaroundDays("grant")} business days of your order.`,
  },
  {
    title: "Industry research",
    text: "We study the funders in your industry so every opportunity fits your mission and size.",
  },
  {
    title: "Ongoing support",
    text: "Questions after delivery? We stay with you through submission and the next round.",
  },
];

export function grantConsultationLabel(consultation: Pick<CatalogItem, "priceCents">): string {
  return `Book ${formatMoney(consultation.priceCents)} Grant Consultation`;
}

export const gClub = {
  title: "G Club+: Grants on a Monthly Plan",
  lead: "Build credits every month and turn them into grant applications written for you.",
  actionLabel: "Join G Club+",
} as const;

export function gClubSteps(membership: Pick<CatalogItem, "priceCents">) {
  return [
    {
      title: "Pay monthly",
      text: `Your membership is ${formatMoney(membership.priceCents)} a month.`,
    },
    { title: "Earn credits", text: "Each month of payment equals 1 credit." },
    { title: "Apply for grants", text: "Every 2 credits equal 1 grant application." },
  ] as const;
}

export type GrantService = {
  slug: "grant-research" | "grant-writing";
  title: "Grant Research" | "Grant Writing";
  description: string;
  points: readonly string[];
  /** The external scheduling page 'Schedule Consultation' opens in a new tab. */
  scheduleUrl: string;
};

export const grantServices: readonly GrantService[] = [
  {
    slug: "grant-research",
    title: "Grant Research",
    description:
      "We search federal, state, corporate and foundation funders for grants your organization is eligible for and rank them by fit and deadline.",
    points: [
      "Eligibility checked before you spend time applying",
      "Deadlines, award amounts and requirements in one list",
      "Opportunities for businesses and non-profits",
    ],
    scheduleUrl: booking("grant-research-consultation"),
  },
  {
    slug: "grant-writing",
    title: "Grant Writing",
    description:
      "We write or complete your application: the narrative, the budget justification and the attachments funders ask for.",
    points: [
      "Narrative built around your impact and numbers",
      "Budget and budget justification",
      "Final review against the funder's checklist",
    ],
    scheduleUrl: booking("grant-writing-consultation"),
  },
];

export const grantPackages = {
  title: "Grant Research Packages",
  lead: "Choose how many vetted opportunities you want, or let us complete an application you have started. Every package can be paid in four.",
} as const;

export const grantClosing = {
  title: "Your next grant starts with one conversation",
  text: "Tell us about your organization and funding goal, and we will map the grants worth your time.",
} as const;
