import { gClubPlus, grantCompletion, grantConsultation, grantResearchPackages } from "./catalog";

/**
 * The catalogue's part of the grant services page, read by the route's loader only (so the
 * catalogue is never shipped to the browser): the $25 grant consultation, the G Club+ membership
 * and the research packages with grant completion, in the page's order.
 */
export const grantOffers = {
  consultation: grantConsultation,
  gClub: gClubPlus,
  packages: [...grantResearchPackages, grantCompletion],
} as const;
