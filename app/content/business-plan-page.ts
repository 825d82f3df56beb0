import { leadConsultant } from "./team";

export const BUSINESS_PLAN_PATH = "/business-plan";

export const BUSINESS_PLAN_FACTORY_ID = "business-plan-factory";
export const FINANCIAL_PROJECTIONS_ID = "financial-projections";

export const trackRecord = {
  fiveStarReviews: 125,
  yearsOfExperience: 14,
  businessPlansWritten: 125,
} as const;

export const businessPlanConsultant = leadConsultant(BUSINESS_PLAN_PATH);

export const businessPlanSeo = {
  title: "Business Plans and Financial Projections",
  description: `SBA-standard business plans and 1, 3 or 5-year financial projections from a team with ${trackRecord.yearsOfExperience} years of experience and over ${trackRecord.businessPlansWritten} plans. Payment plans available.`,
  keywords: [
    "business plan writer",
    "SBA business plan",
    "funding business plan",
    "non-profit business plan",
    "financial projections",
    "business plan Charlotte NC",
  ],
} as const;

export const businessPlanHero = {
  eyebrow: "Business plans and financial projections",
  title: "Business Plans That Lenders and Investors Take Seriously",
  lead: "SBA-standard business plans and financial projections written with you, so you walk into the bank, the pitch or the grant review with a plan you can defend.",
} as const;

export const businessPlanFactory = {
  title: "Business Plan Factory",
  lead: `For ${trackRecord.yearsOfExperience} years we have turned ideas into fundable plans: over ${trackRecord.businessPlansWritten} business plans written and more than ${trackRecord.fiveStarReviews} five-star reviews from the owners who used them.`,
  stats: [
    { number: `${trackRecord.fiveStarReviews}+`, label: "Five-star reviews" },
    { number: String(trackRecord.yearsOfExperience), label: "Years of experience" },
    { number: `${trackRecord.businessPlansWritten}+`, label: "Business plans written" },
  ],
  points: [
    {
      title: "SBA-standard plans",
      text: "Every plan follows the structure the SBA and lenders expect, from the executive summary to the financials.",
    },
    {
      title: "Payment plans available",
      text: "Spread the cost of any business plan over 4 payments; each card shows the amount.",
    },
    {
      title: "Written with you",
      text: "A consultant interviews you, researches your market and reviews every section with you before delivery.",
    },
  ],
  consultationText: "Not sure which plan you need?",
  plansTitle: "Choose your business plan",
} as const;

export const financialProjectionsSection = {
  title: "Financial Projections",
  lead: "Need the numbers without a full plan? Choose one, three or five years of projections, built on assumptions you can explain.",
} as const;

export const businessPlanClosing = {
  title: "Ready to put your plan on paper?",
  text: "Pick the plan that fits your goal today, or start with a one-to-one consultation and we will help you choose.",
} as const;
