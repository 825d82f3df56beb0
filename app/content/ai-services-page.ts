import type { AiCategory, AiCategoryId } from "~/content/catalog/ai";
import type { CatalogItem } from "~/content/catalog/types";
import { searchTerms } from "~/utils/catalog-search";
import { turnaroundDays } from "~/utils/pricing";
import { external } from "./external";
import { leadConsultant } from "./team";

export const aiServicesPath = "/ai-business-growth";

export const aiSolutionsId = "ai-powered-business-solutions";

export const aiServicesHero = {
  eyebrow: "AI for Business",
  title: "Grow Your Business with Practical AI",
  lead: "AI services for marketing, customer experience, accounting, project management, data analytics and lead generation: set up for you, priced up front and delivered in days.",
  consultationLabel: "Book a Discovery Call",
  consultationUrl: external.scheduling,
  exploreLabel: "Explore AI Services",
} as const;

export const aiConsultant = leadConsultant(aiServicesPath);

export const aiSolutionsSection = {
  title: "AI-Powered Business Solutions",
  lead: "Six areas where AI saves a small business the most time. Start with a consultation, book a single service, or take the premium package for the whole area.",
} as const;

export const aiCategoryBanners = {
  payLater: "All Services qualify for Buy Now, Pay Later for increased affordability",
  turnaround: `Individual services: ${turnaroundDays("service")} business days | Packages: ${turnaroundDays("package")} business days`,
} as const;

export const aiCategoryIntros: Record<AiCategoryId, string> = {
  marketing:
    "Content, e-mail and social media that keep customers hearing from you, drafted with AI and checked by a person.",
  customer:
    "Cleaner customer data, faster answers and timely follow-ups that turn first-time buyers into regulars.",
  accounting:
    "Books that stay current and tax documents that are ready before your accountant asks for them.",
  "project-management":
    "Less admin and clearer projects: repetitive tasks automated and the work organised in one place.",
  "data-analytics":
    "Your numbers on one screen and forecasts you can plan stock, staff and spending around.",
  "lead-generation":
    "New prospects found, contacted and brought back with AI-assisted outreach by text and on social media.",
};

export const aiConsultationCard = {
  eyebrow: "Start with a consultation",
  action: "Get Started",
} as const;

export const aiCardLabels = {
  service: "Book Now",
  premium: "Purchase Now",
  premiumBadge: "Premium",
} as const;

export const aiServicesClosing = {
  title: "Ready to put AI to work in your business?",
  text: "Book a discovery call and leave with the two or three automations that will save you the most time this quarter, and what each one costs.",
  primaryLabel: "Book a Discovery Call",
  primaryUrl: external.scheduling,
  secondaryLabel: "Compare All AI Services",
  secondaryPath: "/book-now?category=ai",
} as const;

export const aiSearchText = {
  label: "Search AI services",
  placeholder: "Search services...",
  submit: "Search",
  clear: "Clear search",
  noResultsHint:
    "Try another word, such as “email”, “tax” or “leads”, or clear the search to see every service.",
} as const;

export type AiCategoryResult = {
  category: AiCategory;
  services: readonly CatalogItem[];
  premium: CatalogItem | undefined;
};

/** A card stays when every query word is in it or in its category's name; empty sections go. */
export function filterAiCategories(
  query: string,
  categories: readonly AiCategory[],
): AiCategoryResult[] {
  const terms = searchTerms(query);
  const results: AiCategoryResult[] = [];
  for (const category of categories) {
    const matches = (item: CatalogItem) => {
      const text = [category.title, item.title, item.description, ...item.features]
        .join(" ")
        .toLowerCase();
      return terms.every((term) => text.includes(term));
    };
    const services = category.services.filter(matches);
    const premium = matches(category.premium) ? category.premium : undefined;
    if (services.length > 0 || premium) results.push({ category, services, premium });
  }
  return results;
}

export function countResults(results: readonly AiCategoryResult[]): number {
  return results.reduce((sum, r) => sum + r.services.length + (r.premium ? 1 : 0), 0);
}

export function resultsSummary(query: string, results: readonly AiCategoryResult[]): string {
  const count = countResults(results);
  if (!query) return `Showing all ${count} services and packages.`;
  if (count === 0) return `No services match “${query}”.`;
  return count === 1 ? `1 service matches “${query}”.` : `${count} services match “${query}”.`;
}

export function aiServicesJsonLd(siteUrl: string, categories: readonly AiCategory[]) {
  const pageUrl = `${siteUrl}${aiServicesPath}`;
  const offer = (item: CatalogItem, categoryId: AiCategoryId) => ({
    "@type": "Offer",
    itemOffered: { "@type": "Service", name: item.title, description: item.description },
    price: (item.priceCents / 100).toFixed(2),
    priceCurrency: "USD",
    url: item.url ?? `${pageUrl}#${categoryId}`,
  });
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: aiSolutionsSection.title,
    serviceType: "AI integration and automation",
    description: aiServicesHero.lead,
    url: pageUrl,
    provider: { "@id": `${siteUrl}/#business` },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: aiSolutionsSection.title,
      itemListElement: categories.map((category) => ({
        "@type": "OfferCatalog",
        name: category.title,
        itemListElement: [category.consultation, ...category.services, category.premium].map(
          (item) => offer(item, category.id),
        ),
      })),
    },
  };
}
