import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { getOptionalUser } from "~/.server/auth/session-user";
import { catalogIconDrawings } from "~/.server/catalog-icons";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
import * as styles from "~/components/commerce/checkout.css";
import { ProductSummary } from "~/components/commerce/product-summary";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { discoveryCall, findCatalogItem } from "~/content/catalog";
import { container, section } from "~/styles/utilities.css";
import { checkoutPath, signInToPurchasePath } from "~/utils/purchase";
import { pageMeta } from "~/utils/seo";

export const PAYMENT_UNAVAILABLE_TITLE = "Online payment is not available yet";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data ? `Checkout: ${args.data.item.title}` : "Checkout",
    description: "Review the service you chose before paying.",
    noindex: true,
  });

/**
 * The in-site checkout of one catalogue item (`?product=<id>`). Signed-out visitors sign in first
 * and come back here. Card, PayPal and pay-later payment arrive with the payments work; until
 * then the page says so plainly and charges nothing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const productId = new URL(request.url).searchParams.get("product") ?? "";
  const item = findCatalogItem(productId);
  if (!item || item.url) {
    throw data({ message: "We couldn't find that service." }, { status: 404 });
  }
  const user = await getOptionalUser(request);
  if (!user) throw redirect(signInToPurchasePath(checkoutPath(item.id)));
  return { item, discoveryCallUrl: discoveryCall.url, icons: catalogIconDrawings([item]) };
}

export default function Checkout() {
  const { item, discoveryCallUrl, icons } = useLoaderData<typeof loader>();
  return (
    <CatalogIcons drawings={icons}>
      <PageHero eyebrow="Checkout" title={item.title} />
      <section className={section} aria-label="Your order">
        <div className={`${container} ${styles.layout}`}>
          <ProductSummary item={item} />
          <div className={styles.notice} role="status">
            <h2 className={styles.noticeTitle}>{PAYMENT_UNAVAILABLE_TITLE}</h2>
            <p>
              We are finishing secure card, PayPal and pay-later payments. Nothing has been charged.
              To start this service today, book a discovery call or send us a message and we will
              send you an invoice.
            </p>
            <div>
              <ExternalLink href={discoveryCallUrl} className={button.primary}>
                Book a Discovery Call
              </ExternalLink>{" "}
              <Link to="/contact" className={button.outline}>
                Contact Us
              </Link>
            </div>
            <Link to="/book-now">Back to all services</Link>
          </div>
        </div>
      </section>
    </CatalogIcons>
  );
}
