import type { CatalogItem } from "./types";

/** One business training of the video library (D2 §9: $19 each, 60-day access). */
export const trainingItem: CatalogItem = {
  id: "training",
  title: "Business Training",
  description: "One training video of the library: a one-time download with 60-day access.",
  priceCents: 19_00,
  features: ["One-time download", "60-day access"],
  icon: "GraduationCap",
  kind: "training",
};
