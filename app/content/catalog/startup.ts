import type { CatalogItem } from "./types";

// Packages are paid on hosted pages (external links); single services use the in-site checkout.

const hostedPayment = (slug: string) => `https://square.link/u/bte-${slug}`;

export const startupItems: readonly CatalogItem[] = [
  {
    id: "startup-hr-docs",
    title: "HR Documents Only",
    description: "The employee handbook, offer letter and policy templates a first hire needs.",
    priceCents: 175_00,
    features: [
      "Employee handbook template",
      "Offer letter and job description",
      "Onboarding checklist",
    ],
    icon: "FileText",
    kind: "service",
  },
  {
    id: "startup-llc-filing",
    title: "LLC Filing",
    description:
      "Your LLC formed with the state, with the EIN and operating agreement handled for you.",
    priceCents: 275_00,
    features: ["State filing (state fee extra)", "EIN registration", "Operating agreement"],
    icon: "Building2",
    kind: "service",
  },
  {
    id: "startup-hr-setup",
    title: "HR Setup",
    description:
      "Hiring, payroll and compliance set up properly before your first employee starts.",
    priceCents: 350_00,
    features: [
      "HR documents included",
      "Payroll provider set-up",
      "Compliance poster and checklist",
    ],
    icon: "Users",
    kind: "service",
  },
  {
    id: "startup-nonprofit",
    title: "Non-Profit Incorporation",
    description:
      "Your non-profit incorporated with bylaws and board documents ready for the 501(c)(3).",
    priceCents: 485_00,
    features: [
      "Articles of incorporation",
      "Bylaws and conflict of interest policy",
      "EIN registration",
    ],
    icon: "HandHeart",
    kind: "service",
  },
  {
    id: "startup-social-media-starter",
    title: "Social Media Starter",
    description: "Branded business profiles on the platforms your customers use, ready to post.",
    priceCents: 199_00,
    features: ["3 branded social profiles", "Bio and link set-up", "10 starter posts"],
    icon: "Share2",
    kind: "package",
    payInFour: true,
    url: hostedPayment("social-media-starter"),
  },
  {
    id: "startup-landing-page",
    title: "Landing Page",
    description: "A one-page site that explains your offer and collects leads from day one.",
    priceCents: 150_00,
    features: ["Mobile-friendly design", "Lead capture form", "Domain connection"],
    icon: "Monitor",
    kind: "service",
  },
  {
    id: "startup-full-website",
    title: "Full Website",
    description: "A multi-page website with your services, about page, contact form and booking.",
    priceCents: 350_00,
    features: ["Up to 5 pages", "Contact form and booking link", "Basic search engine set-up"],
    icon: "Globe",
    kind: "service",
    payInFour: true,
  },
  {
    id: "startup-business-formation",
    title: "Business Formation",
    description:
      "LLC filing, EIN, operating agreement and a business bank account plan in one package.",
    priceCents: 699_00,
    features: ["LLC filing and EIN", "Operating agreement", "Business banking checklist"],
    icon: "Briefcase",
    kind: "package",
    payInFour: true,
    url: hostedPayment("business-formation"),
  },
  {
    id: "startup-starter",
    title: "Starter Package",
    description:
      "Formation, a logo and a landing page: what a new business needs to open its doors.",
    priceCents: 999_00,
    features: ["LLC filing and EIN", "Logo design", "Landing page"],
    icon: "Rocket",
    kind: "package",
    url: hostedPayment("starter"),
  },
  {
    id: "startup-pro",
    title: "Pro Package",
    description: "Formation, brand and website plus HR documents for a business ready to hire.",
    priceCents: 1500_00,
    features: ["Everything in Starter", "Full website", "HR documents"],
    icon: "Gem",
    kind: "package",
    url: hostedPayment("pro"),
  },
  {
    id: "startup-premium",
    title: "Premium Package",
    description: "The complete launch: formation, brand, website, HR set-up and a business plan.",
    priceCents: 2500_00,
    features: ["Everything in Pro", "HR setup", "Business plan"],
    icon: "Crown",
    kind: "package",
    isPremium: true,
    paymentPlan: "or 4 equal payments of $625",
    url: hostedPayment("premium"),
  },
];
