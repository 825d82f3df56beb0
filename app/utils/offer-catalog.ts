import type { CatalogItem } from "~/content/catalog/types";
import { absoluteUrl } from "./seo";

export function offerCatalogJsonLd(
  siteUrl: string,
  page: { name: string; description: string; path: string; items: readonly CatalogItem[] },
) {
  const pageUrl = absoluteUrl(siteUrl, page.path);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.name,
    description: page.description,
    url: pageUrl,
    provider: { "@id": `${siteUrl}/#business` },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: page.name,
      itemListElement: page.items.map((item) => {
        const price = (item.priceCents / 100).toFixed(2);
        return {
          "@type": "Offer",
          name: item.title,
          description: item.description,
          price,
          priceCurrency: "USD",
          url: item.url ?? pageUrl,
          itemOffered: { "@type": "Service", name: item.title, description: item.description },
          ...(item.monthly
            ? {
                priceSpecification: {
                  "@type": "UnitPriceSpecification",
                  price,
                  priceCurrency: "USD",
                  unitCode: "MON",
                  referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
                },
              }
            : {}),
        };
      }),
    },
  };
}
