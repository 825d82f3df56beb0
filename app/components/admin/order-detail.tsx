import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { formatMoney } from "~/utils/money";
import * as styles from "./admin.css";
import type { OrderRow } from "./orders-list";
import { TableHead } from "./table-head";

export type OrderDetailView = {
  /** The row the orders list shows, with the owner's note. */
  order: OrderRow & { ownerNote: string | null };
  history: { status: string; changedAt: string }[];
  events: { type: string; receivedAt: string }[];
};

const timeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});
const at = (iso: string) => `${timeFormat.format(new Date(iso))} UTC`;

/** One order: what, who, how much, each status it took, the provider's events, the owner's note. */
export function OrderDetail({
  view,
  reply,
}: {
  view: OrderDetailView;
  reply: { error: string; note: string | null } | undefined;
}) {
  const { order } = view;
  return (
    <div className={styles.card}>
      <p>
        <Link to="/admin/orders">All orders</Link>
      </p>
      <h2>
        {order.item}: {formatMoney(order.amountCents, { cents: true })}
      </h2>
      <dl>
        <dt>Customer</dt>
        <dd>{order.payerEmail ?? "—"}</dd>
        <dt>Status</dt>
        <dd>
          {order.status}
          {order.failureMessage ? ` (${order.failureMessage})` : ""}
        </dd>
        <dt>Provider</dt>
        <dd>
          {order.provider} ({order.method}), reference {order.providerRef ?? "—"}
        </dd>
        <dt>Placed</dt>
        <dd>{at(order.createdAt)}</dd>
      </dl>
      <h3>History</h3>
      <table className={styles.table}>
        <TableHead columns={[{ label: "When" }, { label: "Status" }]} />
        <tbody>
          {view.history.map((change) => (
            <tr key={`${change.changedAt}-${change.status}`}>
              <td className={styles.cell}>{at(change.changedAt)}</td>
              <td className={styles.cell}>{change.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.events.length > 0 ? (
        <>
          <h3>Provider events</h3>
          <ul>
            {view.events.map((event) => (
              <li key={`${event.receivedAt}-${event.type}`}>
                {at(event.receivedAt)}: {event.type}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Form method="post" className={styles.card} aria-label="Owner's note">
        <AuthenticityTokenInput />
        <label htmlFor="owner-note">Note (only you see it)</label>
        <textarea
          id="owner-note"
          name="note"
          rows={4}
          maxLength={2000}
          defaultValue={reply?.note ?? order.ownerNote ?? ""}
          aria-invalid={reply ? true : undefined}
          aria-describedby={reply ? "owner-note-error" : undefined}
        />
        {reply ? (
          <p id="owner-note-error" role="alert">
            {reply.error}
          </p>
        ) : null}
        <button type="submit" name="intent" value="note">
          Save note
        </button>
      </Form>
    </div>
  );
}
