import { businessPlanConsultation, businessPlans, financialProjections } from "./catalog";

export const businessPlanOffers = {
  plans: businessPlans,
  projections: financialProjections,
  consultation: businessPlanConsultation,
} as const;
