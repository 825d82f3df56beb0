import {
  Link,
  useActionData,
  useLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { loadCheckout, submitCheckout } from "~/.server/checkout/page";
import { CheckoutPanel } from "~/components/checkout/checkout-panel";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
import * as styles from "~/components/commerce/checkout.css";
import { ProductSummary } from "~/components/commerce/product-summary";
import { PageHero } from "~/components/ui/page-hero";
import { container, section } from "~/styles/utilities.css";
import { checkoutPath } from "~/utils/purchase";
import { pageMeta } from "~/utils/seo";
import { privatePage } from "~/utils/cache-policy";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `Checkout: ${args.loaderData.item.title}` : "Checkout",
    description: "Pay for the service you chose: card, PayPal or an invoice to pay later.",
    noindex: true,
  });

/** Loads the card provider's SDK, so its origins are allowed here. */
export const handle = { checkout: true };

export const headers = privatePage;

export async function loader({ request, context }: RouteArgs) {
  return loadCheckout(await appContextOf(context), request, { context });
}

/** Answers carry the next attempt; a session ended meanwhile must not redirect the open dialog. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction?.startsWith("/checkout") ? false : defaultShouldRevalidate);

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitCheckout(app, request, { formData, context });
}

/** For visitors without JavaScript and direct links; with it the same panel shows in a dialog. */
export default function Checkout() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const hydrated = useHydrated();
  return (
    <CatalogIcons drawings={data.icons}>
      <PageHero eyebrow="Checkout" title={data.item.title} />
      <section className={section} aria-label="Your order">
        <div className={`${container} ${styles.layout}`}>
          <ProductSummary item={data.item} />
          <div className={styles.notice}>
            {/* Without JavaScript there are no toasts: the answer is written here. */}
            {reply && !hydrated ? (
              <div role={reply.ok ? "status" : "alert"}>
                <h2 className={styles.noticeTitle}>{reply.toast.title}</h2>
                <p>{reply.toast.description}</p>
              </div>
            ) : null}
            <CheckoutPanel
              data={data}
              action={checkoutPath(data.item.id)}
              initialTab={data.tab ?? "card"}
              onDone={() => undefined}
            />
            <Link to="/book-now">Back to all services</Link>
          </div>
        </div>
      </section>
    </CatalogIcons>
  );
}
