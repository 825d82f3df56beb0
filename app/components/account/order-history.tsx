import { Await, Link } from "react-router";
import { Suspense } from "react";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatLocalDate, useSiteTimeZone } from "~/utils/local-time";
import { formatMoney } from "~/utils/money";
import type { OrderView } from "~/utils/order-status";
import * as styles from "./order-history.css";
import { title } from "./account.css";

export type { OrderView };

export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function OrderHistory({ orders }: { orders: OrderView[] | Promise<OrderView[]> }) {
  return (
    <>
      <h2 className={title}>Order History</h2>
      {/* A page's own request has the list: React 19 may stream even a finished boundary later. */}
      {Array.isArray(orders) ? (
        <OrderTable orders={orders} />
      ) : (
        <Suspense fallback={<p role="status">Loading order history...</p>}>
          <Await resolve={orders}>{(list) => <OrderTable orders={list} />}</Await>
        </Suspense>
      )}
    </>
  );
}

const columns = ["Date", "Order", "Product", "Amount", "Payment", "Status"] as const;

/** On a phone each row is a card of labelled lines (`data-label`), so nothing scrolls sideways. */
function OrderTable({ orders }: { orders: OrderView[] }) {
  return orders.length === 0 ? <p>No orders found.</p> : <OrderRows orders={orders} />;
}

function OrderRows({ orders }: { orders: OrderView[] }) {
  const timeZone = useSiteTimeZone();
  return (
    <table className={styles.table}>
      <thead className={styles.head}>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.cell}>
              {column}
            </th>
          ))}
          <th scope="col" className={styles.cell}>
            <span className={visuallyHidden}>Receipt and invoice</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} className={styles.row}>
            <td className={`${styles.cell} ${styles.short}`} data-label="Date">
              {formatLocalDate(order.createdAt, timeZone)}
            </td>
            <td className={`${styles.cell} ${styles.short}`} data-label="Order">
              {order.number}
            </td>
            <td className={`${styles.cell} ${styles.product}`} data-label="Product">
              <span className={styles.productName}>{order.productName}</span>
              {order.productDescription ? (
                <span className={styles.muted}>{order.productDescription}</span>
              ) : null}
            </td>
            <td className={`${styles.cell} ${styles.short}`} data-label="Amount">
              {formatMoney(order.amountCents, { cents: true })}
            </td>
            <td className={styles.cell} data-label="Payment">
              {order.method}
            </td>
            <td className={styles.cell} data-label="Status">
              {/* One grid item on a card, so the fulfilment line sits under the status. */}
              <div>
                <span className={styles.status} data-status={order.status}>
                  {capitalise(order.status)}
                </span>
                {order.refundedCents > 0 && order.status !== "refunded" ? (
                  <span className={styles.muted}>
                    Refunded {formatMoney(order.refundedCents, { cents: true })}
                  </span>
                ) : null}
                {order.fulfilment ? (
                  <span className={styles.muted}>
                    {order.fulfilment.label} since{" "}
                    {formatLocalDate(order.fulfilment.changedAt, timeZone)}
                  </span>
                ) : null}
              </div>
            </td>
            <td className={`${styles.cell} ${styles.links}`}>
              <Link
                to={order.path}
                aria-label={`Receipt for order ${order.number}`}
                className={styles.link}
              >
                Receipt
              </Link>
              {order.payInvoiceUrl ? (
                <a
                  href={order.payInvoiceUrl}
                  aria-label={`Pay invoice for order ${order.number}`}
                  className={styles.payLink}
                >
                  Pay invoice
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
