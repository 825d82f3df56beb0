import { gClubPlus, grantCompletion, grantConsultation, grantResearchPackages } from "./catalog";

export const grantOffers = {
  consultation: grantConsultation,
  gClub: gClubPlus,
  packages: [...grantResearchPackages, grantCompletion],
} as const;
