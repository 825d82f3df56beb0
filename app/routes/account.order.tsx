import { useLoaderData, type MetaFunction } from "react-router";
import { loadOrder, orderNumberOf } from "~/.server/checkout/order";
import * as styles from "~/components/account/account.css";
import { OrderDetails } from "~/components/account/order-details";
import { PageHero } from "~/components/ui/page-hero";
import { container, section } from "~/styles/utilities.css";
import { privatePage } from "~/utils/cache-policy";
import { pageMeta } from "~/utils/seo";
import { appContextOf, type RouteArgs } from "~/.server/context";
export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `Order ${args.loaderData.number}` : "Order",
    description: "Your order: what you bought, how you paid and what happens next.",
    noindex: true,
  });

export const headers = privatePage;

export async function loader({ request, context }: RouteArgs) {
  const number = orderNumberOf(request);
  return loadOrder(await appContextOf(context), request, { context, number });
}

/** `/account/order?number=1042`: the order's confirmation, doubling as its receipt. */
export default function OrderPage() {
  const order = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={`Order ${order.number}`} title={order.next.headline} />
      <section className={section} aria-label="Your order">
        <div className={container}>
          <div className={styles.card}>
            <OrderDetails order={order} />
          </div>
        </div>
      </section>
    </>
  );
}
