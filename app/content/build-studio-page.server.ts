import { discoveryCall, sortByPrice, startupItems } from "./catalog";

/**
 * The catalogue's part of Build Your Biz Studio, read by the route's loader only (so the
 * catalogue is never shipped to the browser): the start-up items cheapest first (S-BUILD-03) and
 * the Discovery Call of the 'Need Help' box (S-BUILD-02).
 */
export const buildStudioOffers = {
  packages: sortByPrice(startupItems),
  discoveryCall,
} as const;
