import { consultationTiers, mentorship, strategySeatItems } from "./catalog/consultations";

/**
 * The catalogue's part of the consultations page, read by the route's loader only (so the
 * catalogue is never shipped to the browser): the three session tiers, the founder's two Strategy
 * Seats of 'Premium Sessions' and the monthly mentorship.
 */
export const consultationOffers = {
  tiers: consultationTiers,
  seats: ([30, 60] as const).map((minutes) => ({ minutes, item: strategySeatItems[minutes] })),
  mentorship,
} as const;
