import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { ProductCard } from "~/components/commerce/product-card";
import {
  aiCategoryBanners,
  aiConsultant,
  aiServicesJsonLd,
  aiServicesPath,
  countResults,
  filterAiCategories,
  resultsSummary,
} from "~/content/ai-services-page";
import { MAX_QUERY_LENGTH, normaliseQuery } from "~/utils/search-query";
import { aiServicesPageData } from "~/content/ai-services-page.server";
import {
  aiBookNowItems,
  aiCategories,
  aiTax,
  type CatalogItem,
  findCatalogItem,
} from "~/content/catalog";
import { cardFeatures } from "~/utils/pricing";

/** The page's search over the catalogue's categories, as the loader runs it. */
const search = (query: string) => filterAiCategories(query, aiCategories);

const ids = (results: ReturnType<typeof filterAiCategories>) =>
  results.map((r) => ({
    category: r.category.id,
    items: [...r.services, ...(r.premium ? [r.premium] : [])].map((item) => item.id),
  }));

describe("the AI services page's sections", () => {
  test("[S-AIPAGE-05] six categories in the spec's order", () => {
    expect(aiCategories.map((c) => c.id)).toEqual([
      "marketing",
      "customer",
      "accounting",
      "project-management",
      "data-analytics",
      "lead-generation",
    ]);
  });

  test("[S-AIPAGE-06] [S-AIPAGE-07] the two banners, word for word", () => {
    expect(aiCategoryBanners.payLater).toBe(
      "All Services qualify for Buy Now, Pay Later for increased affordability",
    );
    expect(aiCategoryBanners.turnaround).toBe(
      "Individual services: 4 business days | Packages: 6 business days",
    );
  });

  test("[S-AIPAGE-08] [S-AIPAGE-09] [S-AIPAGE-10] [S-AIPAGE-11] [S-AIPAGE-12] each category: an external consultation, 2–3 services of 4 days, one premium package of 6 days", () => {
    for (const category of aiCategories) {
      expect(category.consultation.url).toMatch(/^https:\/\//);
      expect(category.services.length).toBeGreaterThanOrEqual(2);
      expect(category.services.length).toBeLessThanOrEqual(3);
      for (const service of category.services) {
        expect(service.url).toBeUndefined();
        expect(cardFeatures(service).at(-1)).toBe("Turnaround time: 4 business days");
      }
      expect(category.premium.isPremium).toBe(true);
      expect(cardFeatures(category.premium).at(-1)).toBe("Turnaround time: 6 business days");
    }
  });

  test("[S-PRICES-26] every service of the page is the Book Now AI list's item, at its price", () => {
    const bookNow = new Map(aiBookNowItems.map((item) => [item.id, item.priceCents]));
    const pageServices = aiCategories.flatMap((c) => c.services);
    const shared = pageServices.filter((s) => bookNow.has(s.id));
    // All but the two lead generation services (D2 §9: "services as above plus …").
    expect(pageServices.filter((s) => !bookNow.has(s.id)).map((s) => s.id)).toEqual([
      "ai-sms-campaigns",
      "ai-social-prospecting",
    ]);
    expect(shared).toHaveLength(12);
    for (const service of shared) expect(service.priceCents).toBe(bookNow.get(service.id));
    // Every individual service of the Book Now list is offered on this page.
    const onPage = new Set(pageServices.map((s) => s.id));
    for (const item of aiBookNowItems.filter((i) => i.kind === "service"))
      expect(onPage.has(item.id)).toBe(true);
  });

  test("the introduction is by the AI integration consultant", () => {
    expect(aiConsultant?.path).toBe(aiServicesPath);
    expect(aiConsultant?.video.src).toMatch(/\.mp4$/);
  });
});

describe("[S-AIPAGE-03] the search", () => {
  test("an empty query keeps every section and card", () => {
    const all = search("");
    expect(all.map((r) => r.category.id)).toEqual(aiCategories.map((c) => c.id));
    expect(countResults(all)).toBe(20);
    for (const [i, r] of all.entries()) {
      expect(r.services).toEqual(aiCategories[i]!.services);
      expect(r.premium).toBe(aiCategories[i]!.premium);
    }
  });

  test("matches titles, descriptions and features, ignoring case", () => {
    // A title (and the accounting package, whose description names it).
    expect(ids(search("TAX PREPARATION"))).toEqual([
      { category: "accounting", items: ["ai-tax-preparation", "ai-accounting-premium"] },
    ]);
    // Description only ("Text message campaigns …").
    expect(ids(search("text message"))).toEqual([
      { category: "lead-generation", items: ["ai-sms-campaigns"] },
    ]);
    // A feature only ("Seasonality report").
    expect(ids(search("seasonality"))).toEqual([
      { category: "data-analytics", items: ["ai-predictive-analytics"] },
    ]);
    // A premium package's feature ("Lead tracking sheet").
    expect(ids(search("tracking sheet"))).toEqual([
      { category: "lead-generation", items: ["ai-lead-generation-premium"] },
    ]);
  });

  test("every word must match, in any order", () => {
    expect(ids(search("sequences e-mail"))).toEqual([
      { category: "marketing", items: ["ai-email-marketing"] },
    ]);
    expect(search("tax sequences")).toEqual([]);
  });

  test("the category's name keeps its whole section", () => {
    expect(ids(search("accounting"))).toEqual([
      {
        category: "accounting",
        items: ["ai-bookkeeping", "ai-tax-preparation", "ai-accounting-premium"],
      },
    ]);
  });

  test("a word found in several categories keeps each of them, in the page's order", () => {
    const results = ids(search("priority support"));
    expect(results).toEqual(aiCategories.map((c) => ({ category: c.id, items: [c.premium.id] })));
  });

  test("the loader's data: the query, what it leaves, and every category for the structured data", () => {
    const data = aiServicesPageData("seasonality");
    expect(data.query).toBe("seasonality");
    expect(ids(data.results)).toEqual([
      { category: "data-analytics", items: ["ai-predictive-analytics"] },
    ]);
    expect(data.categories).toBe(aiCategories);
  });

  test("nothing matches: no sections", () => {
    expect(search("zzzz")).toEqual([]);
  });

  test("the query is trimmed, single-spaced and capped", () => {
    expect(normaliseQuery(null)).toBe("");
    expect(normaliseQuery("   ")).toBe("");
    expect(normaliseQuery("  social \n\t media  ")).toBe("social media");
    expect(normaliseQuery("x".repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });

  test("the summary says what is left", () => {
    expect(resultsSummary("", search(""))).toBe("Showing all 20 services and packages.");
    expect(resultsSummary("seasonality", search("seasonality"))).toBe(
      "1 service matches “seasonality”.",
    );
    expect(resultsSummary("accounting", search("accounting"))).toBe(
      "3 services match “accounting”.",
    );
    expect(resultsSummary("zzzz", [])).toBe("No services match “zzzz”.");
  });
});

describe("structured data", () => {
  test("the offer catalogue carries the catalogue's prices", () => {
    const jsonLd = aiServicesJsonLd("https://example.com", aiCategories);
    expect(jsonLd["@type"]).toBe("Service");
    const sections = jsonLd.hasOfferCatalog.itemListElement;
    expect(sections.map((s) => s.name)).toEqual(aiCategories.map((c) => c.title));
    const offers = sections.flatMap((s) => s.itemListElement);
    expect(offers).toHaveLength(6 + 14 + 6);
    expect(offers[0]).toMatchObject({
      itemOffered: { name: "Marketing AI Consultation" },
      price: "100.00",
      priceCurrency: "USD",
    });
    const tax = offers.find((o) => o.itemOffered.name === aiTax.title);
    expect(tax).toMatchObject({
      price: "200.00",
      url: "https://example.com/ai-business-growth#accounting",
    });
    for (const offer of offers) expect(Number(offer.price)).toBeGreaterThan(0);
  });
});

/** Renders a card as the page does, on `/ai-business-growth`, for a signed-out visitor. */
async function renderCard(item: CatalogItem) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: aiServicesPath,
      loader: () => ({ user: null }),
      element: createElement(ProductCard, { item, actionLabel: "Book Now", headingLevel: 4 }),
    },
  ]);
  const context = await handler.query(new Request(`http://localhost${aiServicesPath}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

describe("the service cards' Book Now", () => {
  test("[S-AIPAGE-13] [S-SVCPAGE-07] a card with an external link opens it in a new tab", async () => {
    const url = "https://calendly.com/bteconsulting/example";
    const html = await renderCard({ ...aiTax, url });
    const anchor = html.match(/<a [^>]*>Book Now/)?.[0] ?? "";
    expect(anchor).toContain(`href="${url}"`);
    expect(anchor).toContain('target="_blank"');
    expect(anchor).toContain('rel="noopener noreferrer"');
  });

  test("[S-AIPAGE-14] without one, a signed-out visitor's Book Now leads to sign in and back to its checkout", async () => {
    const item = findCatalogItem("ai-tax-preparation")!;
    const html = await renderCard(item);
    const anchor = html.match(/<a [^>]*>Book Now/)?.[0] ?? "";
    expect(anchor).toMatch(
      /href="\/auth\?returnTo=%2Fcheckout%3Fproduct%3Dai-tax-preparation%26tab%3D(card|paypal)"/,
    );
    expect(anchor).not.toContain("target=");
  });
});
