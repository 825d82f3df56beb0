import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  Link,
  useActionData,
  useLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { loadCheckout, submitCheckout } from "~/.server/checkout/page";
import { formAction } from "~/.server/security/form-action";
import { CheckoutPanel } from "~/components/checkout/checkout-panel";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
import * as styles from "~/components/commerce/checkout.css";
import { ProductSummary } from "~/components/commerce/product-summary";
import { PageHero } from "~/components/ui/page-hero";
import { container, section } from "~/styles/utilities.css";
import { checkoutPath } from "~/utils/purchase";
import { pageMeta } from "~/utils/seo";
import { privatePage } from "~/utils/cache-policy";
import { appContextOf } from "~/.server/app-context";
import { routeLoader } from "~/.server/route-loader";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data ? `Checkout: ${args.data.item.title}` : "Checkout",
    description: "Pay for the service you chose: card, PayPal or an invoice to pay later.",
    noindex: true,
  });

/** This page loads the card provider's SDK: its origins are allowed here (ADR 21). */
export const handle = { checkout: true };

/** Per-visitor: never stored, by anyone (ADR 30). */
export const headers = privatePage;

export const loader = routeLoader(async ({ request, context }: LoaderFunctionArgs) =>
  loadCheckout(await appContextOf(context), request, { context }),
);

/**
 * A checkout answer does not reload the checkout's own data: each form carries its next attempt
 * in the answer, and a session that ended meanwhile must not turn the open dialog into a
 * redirect to sign in before its answer is shown.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction?.startsWith("/checkout") ? false : defaultShouldRevalidate);

export const action = formAction(({ app, request, formData, context }) =>
  submitCheckout(app, request, { formData, context }),
);

/**
 * `/checkout?product=<id>`: the checkout page, for visitors without JavaScript (PayPal and an
 * invoice; card payment needs the card provider's script) and for links that open it directly.
 * With JavaScript the same panel shows in the checkout dialog.
 */
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
