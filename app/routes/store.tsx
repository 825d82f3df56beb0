import { Link, useLoaderData, type MetaFunction } from "react-router";
import { StoreGroupSection } from "~/components/commerce/store-group";
import * as styles from "~/components/commerce/store.css";
import { LinkTabs } from "~/components/ui/link-tabs";
import { PageHero } from "~/components/ui/page-hero";
import { container, section } from "~/styles/utilities.css";
import { button } from "~/components/ui/button.css";
import { catalogueLinks } from "~/content/navigation";
import { pageMeta } from "~/utils/seo";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { loadCatalogue } from "~/.server/catalogue";
export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Price List: Every Service and Price",
    description:
      "Compare every service, package, session and membership we offer on one page, with prices, payment plans and how to buy or book each one.",
    keywords: ["small business services prices", "consulting price list", "business packages"],
  });

/** Opens checkout, so the page's CSP allows the payment providers. */
export const handle = { checkout: true };

export async function loader({ context }: RouteArgs) {
  const { db } = await appContextOf(context);
  return { groups: (await loadCatalogue(db)).groups };
}

export default function Store() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow={catalogueLinks.store.label}
        title="Every Service and Price"
        lead="Everything we offer on one page, sessions and memberships included, under the page that describes it. Compare prices and payment plans, then buy, book or read more."
      >
        <Link to={catalogueLinks.bookNow.path} className={button.outlineLight}>
          Browse and search by category
        </Link>
      </PageHero>
      <section className={section} aria-label="Services and prices">
        <div className={container}>
          <LinkTabs
            label="Jump to a service"
            variant="bold"
            ariaCurrent="page"
            tabs={groups.map((group) => ({
              key: group.id,
              label: group.title,
              to: `#${group.id}`,
              current: false,
            }))}
          />
          <div className={styles.groups}>
            {groups.map((group) => (
              <StoreGroupSection key={group.id} group={group} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
