import { discoveryCall, sortByPrice, startupItems } from "./catalog";

export const buildStudioOffers = {
  packages: sortByPrice(startupItems),
  discoveryCall,
} as const;
