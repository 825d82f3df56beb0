import { Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { button } from "~/components/ui/button.css";
import { businessLines } from "~/utils/business-lines";
import { formatLocalDateTime, useSiteTimeZone } from "~/utils/local-time";
import { useSiteShell } from "~/utils/site-shell";
import { formatMoney } from "~/utils/money";
import type { TimelineStep } from "~/utils/order-timeline";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { capitalise } from "./order-history";
import * as styles from "./order-details.css";

export type OrderDetailsView = {
  number: string;
  product: string;
  description: string;
  amountCents: number;
  method: string;
  status: string;
  email: string;
  customerName: string | null;
  createdAt: string;
  refundedCents: number;
  timeline: TimelineStep[];
  next: { headline: string; steps: string[] };
  payInvoiceUrl: string | null;
  tryAgainPath: string | null;
};

export function OrderDetails({ order }: { order: OrderDetailsView }) {
  const timeZone = useSiteTimeZone();
  const { contact } = useSiteShell();
  const hydrated = useHydrated();
  return (
    <div className={styles.layout}>
      <dl className={styles.facts}>
        <dt className={styles.term}>Order number</dt>
        <dd className={styles.definition}>{order.number}</dd>
        <dt className={styles.term}>Service</dt>
        <dd className={styles.definition}>{order.product}</dd>
        <dt className={styles.term}>Amount</dt>
        <dd className={styles.definition}>{formatMoney(order.amountCents, { cents: true })}</dd>
        {order.refundedCents > 0 ? (
          <>
            <dt className={styles.term}>Refunded</dt>
            <dd className={styles.definition}>
              {formatMoney(order.refundedCents, { cents: true })}
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>Payment method</dt>
        <dd className={styles.definition}>{order.method}</dd>
        <dt className={styles.term}>Status</dt>
        <dd className={styles.definition}>{capitalise(order.status)}</dd>
        <dt className={styles.term}>Ordered</dt>
        <dd className={styles.definition}>{formatLocalDateTime(order.createdAt, timeZone)}</dd>
        <dt className={styles.term}>Billed to</dt>
        <dd className={styles.definition}>
          {order.customerName ? (
            <>
              {order.customerName}
              <br />
            </>
          ) : null}
          {order.email}
        </dd>
        <dt className={styles.term}>Sold by</dt>
        <dd className={styles.definition}>
          <address className={styles.seller}>
            {businessLines(contact).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </dd>
      </dl>
      <section aria-labelledby="next-steps">
        <h2 id="next-steps" className={styles.subtitle}>
          What happens next
        </h2>
        <ul className={styles.steps}>
          {order.next.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>
      <OrderTimeline
        steps={order.timeline}
        headingId="order-timeline"
        headingClassName={styles.subtitle}
      />
      <div className={styles.actions}>
        {order.payInvoiceUrl ? (
          <a href={order.payInvoiceUrl} className={button.primary}>
            Pay invoice
          </a>
        ) : null}
        {order.tryAgainPath ? (
          <Link to={order.tryAgainPath} className={button.primary}>
            Choose a way to pay
          </Link>
        ) : null}
        <Link to="/account?tab=orders" className={button.outline}>
          All your orders
        </Link>
        {hydrated ? (
          <button type="button" className={button.ghost} onClick={() => window.print()}>
            Print receipt
          </button>
        ) : null}
      </div>
    </div>
  );
}
