import { assistantServices } from "./catalog/assistants";
import { aiDiscoveryCall } from "./catalog/consultations";

/**
 * The catalogue's part of the AI avatars page, read by the route's loader only (so the catalogue
 * is never shipped to the browser): the five assistant services and the $25 AI discovery call.
 */
export const avatarOffers = {
  services: assistantServices,
  discoveryCall: aiDiscoveryCall,
} as const;
