import { businessPlanConsultation, businessPlans, financialProjections } from "./catalog";

/**
 * The catalogue's part of the business plans page, read by the route's loader only (so the
 * catalogue is never shipped to the browser): the five plans, the three financial projections and
 * the $25 business plan consultation.
 */
export const businessPlanOffers = {
  plans: businessPlans,
  projections: financialProjections,
  consultation: businessPlanConsultation,
} as const;
