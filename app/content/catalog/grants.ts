import type { CatalogItem } from "./types";

// Packages are paid on hosted pages; G Club+ goes through the in-site card payment.

const hostedPayment = (slug: string) => `https://square.link/u/bte-${slug}`;

function research(count: 3 | 6 | 10, dollars: number): CatalogItem {
  return {
    id: `grant-research-${count}`,
    title: `Grant Research: ${count} Opportunities`,
    description: `${count} grants matched to your business, with deadlines, eligibility and award amounts.`,
    priceCents: dollars * 100,
    features: [
      `${count} vetted grant opportunities`,
      "Eligibility and deadline summary",
      "Application checklist",
    ],
    icon: "Search",
    kind: "grant",
    payInFour: true,
    url: hostedPayment(`grant-research-${count}`),
  };
}

export const grantResearchPackages: readonly CatalogItem[] = [
  research(3, 45),
  research(6, 85),
  research(10, 145),
];

export const grantCompletion: CatalogItem = {
  id: "grant-completion",
  title: "Grant Completion",
  description: "We finish and review the grant application you started, ready to submit.",
  priceCents: 75_00,
  features: [
    "Application review and editing",
    "Budget and narrative check",
    "Submission checklist",
  ],
  icon: "FileCheck",
  kind: "grant",
  payInFour: true,
  url: hostedPayment("grant-completion"),
};

/** Each month paid is 1 credit; 2 credits are 1 grant application. */
export const gClubPlus: CatalogItem = {
  id: "grant-g-club-plus",
  title: "G Club+ Membership",
  description: "A monthly membership that turns into grant applications written for you.",
  priceCents: 150_00,
  features: [
    "Each month of payment equals 1 credit",
    "Every 2 credits equal 1 grant application",
    "Monthly grant opportunity list",
    "Member pricing on grant writing",
  ],
  icon: "Crown",
  kind: "membership",
  monthly: true,
  isPremium: true,
};

export const grantItems: readonly CatalogItem[] = [
  ...grantResearchPackages,
  grantCompletion,
  gClubPlus,
];
