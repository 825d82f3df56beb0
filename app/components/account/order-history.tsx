import { Await } from "@remix-run/react";
import { Suspense } from "react";
import { formatMoney } from "~/utils/money";
import { formatAccountDate } from "./account-dates";
import * as styles from "./account.css";

export type OrderView = {
  id: string;
  createdAt: string;
  productName: string;
  productDescription: string;
  amountCents: number;
  status: string;
};

/** "pending" → "Pending" (S-ACCOUNT-14). */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The Order History tab (S-ACCOUNT-08, 09, 10): the table, or its empty or loading text. */
export function OrderHistory({ orders }: { orders: OrderView[] | Promise<OrderView[]> }) {
  return (
    <>
      <h2 className={styles.title}>Order History</h2>
      <Suspense fallback={<p role="status">Loading order history...</p>}>
        <Await resolve={orders}>{(list) => <OrderTable orders={list} />}</Await>
      </Suspense>
    </>
  );
}

function OrderTable({ orders }: { orders: OrderView[] }) {
  if (orders.length === 0) return <p>No orders found.</p>;
  return (
    // Scrolls sideways on narrow screens: focusable and named, so keyboards can scroll it too.
    <div className={styles.tableWrap} role="region" aria-label="Your orders" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Date
            </th>
            <th scope="col" className={styles.cell}>
              Product
            </th>
            <th scope="col" className={styles.cell}>
              Amount
            </th>
            <th scope="col" className={styles.cell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td className={styles.cell}>{formatAccountDate(order.createdAt)}</td>
              <td className={styles.cell}>
                {order.productName}
                {order.productDescription ? (
                  <div className={styles.muted}>{order.productDescription}</div>
                ) : null}
              </td>
              <td className={styles.cell}>{formatMoney(order.amountCents, { cents: true })}</td>
              <td className={styles.cell}>{capitalise(order.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
