import { consultationTiers, mentorship, strategySeatItems } from "./catalog/consultations";

export const consultationOffers = {
  tiers: consultationTiers,
  seats: ([30, 60] as const).map((minutes) => ({ minutes, item: strategySeatItems[minutes] })),
  mentorship,
} as const;
