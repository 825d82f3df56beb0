import type { CatalogItem } from "./types";

/**
 * The price of one business training (D2 §9: $19). The training page is static (no loader,
 * S-TRAINING-02), so it reads this number alone, without the rest of the catalogue.
 */
export const TRAINING_PRICE_CENTS = 19_00;

/** One business training of the video library (D2 §9: $19 each, 60-day access). */
export const trainingItem: CatalogItem = {
  id: "training",
  title: "Business Training",
  description: "One training video of the library: a one-time download with 60-day access.",
  priceCents: TRAINING_PRICE_CENTS,
  features: ["One-time download", "60-day access"],
  icon: "GraduationCap",
  kind: "training",
};
