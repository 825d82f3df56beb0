import { aiBookNowItems, aiCategories } from "./ai";
import { assistantServices } from "./assistants";
import { brandingItems } from "./branding";
import {
  aiDiscoveryCall,
  businessPlanConsultation,
  consultationTiers,
  discoveryCall,
  grantConsultation,
  mentorship,
  strategySeatItems,
} from "./consultations";
import { grantItems } from "./grants";
import { businessPlans, financialProjections } from "./plans";
import { startupItems } from "./startup";
import { trainingItem } from "./training";
import type { CatalogItem } from "./types";

export type { CatalogIcon, CatalogItem } from "./types";
export * from "./ai";
export * from "./assistants";
export * from "./branding";
export * from "./consultations";
export * from "./grants";
export * from "./plans";
export * from "./startup";
export * from "./training";

// The pages render from the catalogue and the server charges from it (`findCatalogItem`).

const bookNowCategoryIds = ["ai", "build", "grant", "business", "brand"] as const;
export type BookNowCategoryId = (typeof bookNowCategoryIds)[number];

export type BookNowCategory = {
  id: BookNowCategoryId;
  label: string;
  items: readonly CatalogItem[];
};

/** The five Book Now tabs; the first is the default. */
export const bookNowCategories: readonly BookNowCategory[] = [
  { id: "ai", label: "AI for Business", items: aiBookNowItems },
  { id: "build", label: "Build Your Biz Studio", items: sortByPrice(startupItems) },
  { id: "grant", label: "Grant Services", items: grantItems },
  { id: "business", label: "Business Plans", items: [...businessPlans, ...financialProjections] },
  { id: "brand", label: "Branding Services", items: brandingItems },
];

export const defaultBookNowCategory: BookNowCategoryId = "ai";

export const bookNowSearchText = {
  label: "Search services",
  placeholder: "Search services...",
  submit: "Search",
  clear: "Clear search",
} as const;

export function isBookNowCategory(value: unknown): value is BookNowCategoryId {
  return typeof value === "string" && (bookNowCategoryIds as readonly string[]).includes(value);
}

/** Cheapest first; items of one price keep their order. */
export function sortByPrice<T extends { priceCents: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.priceCents - b.priceCents);
}

export type StoreGroup = {
  id: string;
  title: string;
  /** The page of the service, where the group is explained in full. */
  path: string;
  items: readonly CatalogItem[];
};

export const storeGroups: readonly StoreGroup[] = [
  {
    id: "ai-for-business",
    title: "AI for Business",
    path: "/ai-business-growth",
    items: [
      ...aiCategories.flatMap((category) => [...category.services, category.premium]),
      ...aiBookNowItems.filter((item) => item.kind === "package"),
      ...aiCategories.map((category) => category.consultation),
    ],
  },
  {
    id: "ai-assistants",
    title: "AI Avatars and Assistants",
    path: "/ai-avatars",
    items: [...assistantServices, aiDiscoveryCall],
  },
  {
    id: "start-up",
    title: "Build Your Biz Studio",
    path: "/build-studio",
    items: [...sortByPrice(startupItems), discoveryCall],
  },
  {
    id: "business-plans",
    title: "Business Plans and Financial Projections",
    path: "/business-plan",
    items: [...businessPlans, ...financialProjections, businessPlanConsultation],
  },
  {
    id: "grants",
    title: "Grant Services",
    path: "/grant-services",
    items: [...grantItems, grantConsultation],
  },
  { id: "branding", title: "Branding Services", path: "/b-the-brand", items: brandingItems },
  {
    id: "consultations",
    title: "Consultations and Mentorship",
    path: "/consultations",
    items: [...consultationTiers, strategySeatItems[30], strategySeatItems[60], mentorship],
  },
  { id: "trainings", title: "Business Trainings", path: "/video-library", items: [trainingItem] },
];

export const catalogItems: ReadonlyMap<string, CatalogItem> = new Map(
  storeGroups.flatMap((group) => group.items).map((item) => [item.id, item]),
);

export function findCatalogItem(id: string): CatalogItem | undefined {
  return catalogItems.get(id);
}
