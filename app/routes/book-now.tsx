import { Link, useLoaderData, type MetaFunction } from "react-router";
import { catalogIconDrawings } from "~/.server/catalog-icons";
import * as styles from "~/components/commerce/book-now.css";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
import { ProductGrid } from "~/components/commerce/product-grid";
import { ServiceSearch } from "~/components/ui/service-search";
import { catalogueLinks } from "~/content/navigation";
import { button } from "~/components/ui/button.css";
import { LinkTabs } from "~/components/ui/link-tabs";
import { PageHero } from "~/components/ui/page-hero";
import {
  bookNowCategories,
  bookNowSearchText,
  defaultBookNowCategory,
  isBookNowCategory,
  type CatalogItem,
} from "~/content/catalog";
import { searchItems } from "~/utils/catalog-search";
import { SEARCH_PARAM, normaliseQuery } from "~/utils/search-query";
import { pageMeta } from "~/utils/seo";
import { container, section } from "~/styles/utilities.css";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { loadCatalogue } from "~/.server/catalogue";
export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Book Now",
    description:
      "Book any service in one place: AI automation, start-up packages, grants, business plans and branding, with prices, payment plans and what is included.",
    keywords: [
      "book business services",
      "AI services prices",
      "business plan prices",
      "branding packages",
    ],
  });

/** Opens checkout, so the page's CSP allows the payment providers. */
export const handle = { checkout: true };

export async function loader({ request, context }: RouteArgs) {
  const catalogue = await loadCatalogue((await appContextOf(context)).db);
  const tabItems = (items: readonly CatalogItem[]) =>
    items.filter(catalogue.shown).map(catalogue.merge);
  const params = new URL(request.url).searchParams;
  const query = normaliseQuery(params.get(SEARCH_PARAM));
  const requested = params.get("category");
  const category = isBookNowCategory(requested) ? requested : defaultBookNowCategory;
  const items = query
    ? searchItems(tabItems(bookNowCategories.flatMap((tab) => tab.items)), query)
    : tabItems(bookNowCategories.find((tab) => tab.id === category)?.items ?? []);
  const tabs = bookNowCategories.map(({ id, label }) => ({ id, label }));
  return { query, category, items, tabs, icons: catalogIconDrawings(items) };
}

export default function BookNow() {
  const { query, category, items, tabs, icons } = useLoaderData<typeof loader>();
  const selectedLabel = tabs.find((tab) => tab.id === category)?.label;
  return (
    <CatalogIcons drawings={icons}>
      <PageHero
        eyebrow="Book Now"
        title="Book a Service"
        lead="Our five core services by category, or search them: see what is included and start today. Payment plans are available on larger packages."
      >
        <Link to={catalogueLinks.store.path} className={button.outlineLight}>
          Every service and price on one page
        </Link>
      </PageHero>
      <section className={section} aria-labelledby="book-now-services">
        <div className={container}>
          <h2 id="book-now-services" className={styles.status}>
            {query ? `Results for "${query}"` : selectedLabel}
          </h2>
          <ServiceSearch
            id="book-now-search"
            query={query}
            text={bookNowSearchText}
            path="/book-now"
            hidden={{ category }}
          />
          {query ? (
            <>
              <p className={styles.status} role="status">
                {items.length === 1 ? "1 service found" : `${items.length} services found`}
              </p>
              {items.length === 0 ? (
                <div className={styles.empty}>
                  <p>No services match your search. Try another word, or browse by category.</p>
                  <Link to={`?category=${category}`} className={button.outline}>
                    Clear search
                  </Link>
                </div>
              ) : (
                <ProductGrid items={items} />
              )}
            </>
          ) : (
            <>
              <LinkTabs
                label="Service categories"
                variant="bold"
                ariaCurrent="page"
                tabs={tabs.map((tab) => ({
                  key: tab.id,
                  label: tab.label,
                  to: `?${new URLSearchParams({ category: tab.id })}`,
                  current: tab.id === category,
                }))}
              />
              <ProductGrid items={items} />
            </>
          )}
        </div>
      </section>
    </CatalogIcons>
  );
}
