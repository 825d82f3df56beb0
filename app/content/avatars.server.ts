import { assistantServices } from "./catalog/assistants";
import { aiDiscoveryCall } from "./catalog/consultations";

export const avatarOffers = {
  services: assistantServices,
  discoveryCall: aiDiscoveryCall,
} as const;
