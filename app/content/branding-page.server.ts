import { brandServiceIds, type BrandService, type BrandServiceId } from "./branding-page";
import { brandingItems } from "./catalog/branding";

const serviceItemIds: Record<BrandServiceId, string> = {
  "logo-design": "brand-logo",
  "business-cards": "brand-business-cards",
  "landing-page": "brand-landing-page",
  "website-creation": "brand-website",
};

export const brandServices: readonly BrandService[] = brandServiceIds.map((id) => {
  const item = brandingItems.find((candidate) => candidate.id === serviceItemIds[id]);
  if (!item) throw new Error(`The catalogue has no branding item ${serviceItemIds[id]}`);
  return { id, label: item.title, item };
});
