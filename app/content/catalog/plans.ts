import type { CatalogItem } from "./types";

const planIncludes = [
  "SBA-standard structure",
  "Executive summary",
  "Market and competitor analysis",
  "Marketing and operations plan",
];

export const businessPlans: readonly CatalogItem[] = [
  {
    id: "plan-revamp",
    title: "Business Plan Revamp",
    description: "Your existing plan updated with current numbers, research and a sharper story.",
    priceCents: 200_00,
    features: [
      "Review of your current plan",
      "Updated market research",
      "Refreshed financial summary",
      "One revision round",
    ],
    icon: "RefreshCw",
    kind: "plan-revamp",
  },
  {
    id: "plan-organizational",
    title: "Organizational Business Plan",
    description: "An internal plan that aligns your team on goals, roles and milestones.",
    priceCents: 300_00,
    features: [...planIncludes, "Organisation chart and roles"],
    icon: "Users",
    kind: "plan",
  },
  {
    id: "plan-funding",
    title: "Funding Business Plan",
    description: "A lender- and investor-ready plan with the financials banks ask for.",
    priceCents: 400_00,
    features: [...planIncludes, "3-year financial projections", "Funding request and use of funds"],
    icon: "BadgeDollarSign",
    kind: "plan",
  },
  {
    id: "plan-nonprofit",
    title: "Non-Profit Business Plan",
    description:
      "A plan for boards, grant makers and donors, built around your mission and impact.",
    priceCents: 400_00,
    features: [...planIncludes, "Programme and impact model", "Funding and sustainability plan"],
    icon: "HandHeart",
    kind: "plan",
  },
  {
    id: "plan-real-estate",
    title: "Real Estate Business Plan",
    description: "A plan for investors and lenders with property analysis and deal projections.",
    priceCents: 400_00,
    features: [...planIncludes, "Property and market analysis", "Deal-by-deal projections"],
    icon: "Home",
    kind: "plan",
  },
];

export const financialProjections: readonly CatalogItem[] = [
  {
    id: "projections-1-year",
    title: "1-Year Financial Projections",
    description: "Monthly revenue, expenses and cash flow for your next twelve months.",
    priceCents: 125_00,
    features: ["Monthly profit and loss", "Cash-flow forecast", "Break-even analysis"],
    icon: "LineChart",
    kind: "projection",
  },
  {
    id: "projections-3-years",
    title: "3-Year Financial Projections",
    description: "Three years of projections in the format lenders and investors expect.",
    priceCents: 275_00,
    features: [
      "Profit and loss, cash flow, balance sheet",
      "Break-even analysis",
      "Assumptions sheet",
    ],
    icon: "LineChart",
    kind: "projection",
  },
  {
    id: "projections-5-years",
    title: "5-Year Financial Projections",
    description: "A five-year financial model for growth planning and larger funding rounds.",
    priceCents: 350_00,
    features: ["Full three-statement model", "Scenario analysis", "Assumptions sheet"],
    icon: "LineChart",
    kind: "projection",
  },
];
