import type { CatalogItem } from "./types";

/** The training page is static, so it reads this number alone, not the whole catalogue. */
export const TRAINING_PRICE_CENTS = 19_00;

export const trainingItem: CatalogItem = {
  id: "training",
  title: "Business Training",
  description: "One training video of the library: a one-time download with 60-day access.",
  priceCents: TRAINING_PRICE_CENTS,
  features: ["One-time download", "60-day access"],
  icon: "GraduationCap",
  kind: "training",
};
