import { brandServiceIds, type BrandService, type BrandServiceId } from "./branding-page";
import { brandingItems } from "./catalog/branding";

/** The catalogue item each service of the page sells. */
const serviceItemIds: Record<BrandServiceId, string> = {
  "logo-design": "brand-logo",
  "business-cards": "brand-business-cards",
  "landing-page": "brand-landing-page",
  "website-creation": "brand-website",
};

/**
 * The four services of the branding page with the catalogue item each one sells, in card order,
 * read by the route's loader only (so the catalogue is never shipped to the browser). The
 * gallery filter's labels are the card titles.
 */
export const brandServices: readonly BrandService[] = brandServiceIds.map((id) => {
  const item = brandingItems.find((candidate) => candidate.id === serviceItemIds[id]);
  if (!item) throw new Error(`The catalogue has no branding item ${serviceItemIds[id]}`);
  return { id, label: item.title, item };
});
