import { Link } from "@remix-run/react";
import { formatAccountDate } from "~/components/account/account-dates";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatMoney } from "~/utils/money";
import * as styles from "./admin.css";
import { ListFilters } from "./list-filters";
import { TableHead } from "./table-head";

export type OrderRow = {
  id: string;
  createdAt: string;
  payerEmail: string | null;
  item: string;
  amountCents: number;
  status: string;
  provider: string;
  method: string;
  providerRef: string | null;
  failureMessage: string | null;
};

export const statusLabels: Record<string, string> = {
  pending: "Pending",
  completed: "Completed",
  failed: "Failed",
  canceled: "Canceled",
  refunded: "Refunded",
};

/** Every payment: who, what, how much, where it stands, and the provider's reference. */
export function OrdersList({
  rows,
  filter,
}: {
  rows: OrderRow[];
  filter: { status: string | null; q: string };
}) {
  return (
    <div className={styles.card}>
      <h2>Orders</h2>
      <ListFilters label="Filter orders" query={filter.q}>
        <label>
          Status{" "}
          <select name="status" defaultValue={filter.status ?? ""}>
            <option value="">Every status</option>
            {Object.entries(statusLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </ListFilters>
      <p role="status">{rows.length === 1 ? "1 order" : `${rows.length} orders`}</p>
      {rows.length > 0 ? (
        <table className={styles.table}>
          <caption className={visuallyHidden}>Orders, newest first</caption>
          <TableHead
            columns={[
              { label: "Date" },
              { label: "Customer" },
              { label: "Item" },
              { label: "Amount", numeric: true },
              { label: "Status" },
              { label: "Provider" },
              { label: "Reference" },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={styles.cell}>{formatAccountDate(row.createdAt)}</td>
                <td className={styles.cell}>{row.payerEmail ?? "—"}</td>
                <td className={styles.cell}>
                  <Link to={`/admin/order?id=${row.id}`}>{row.item}</Link>
                </td>
                <td className={styles.number}>{formatMoney(row.amountCents, { cents: true })}</td>
                <td className={styles.cell}>
                  {statusLabels[row.status] ?? row.status}
                  {row.failureMessage ? <div>{row.failureMessage}</div> : null}
                </td>
                <td className={styles.cell}>
                  {row.provider} ({row.method})
                </td>
                <td className={styles.cell}>{row.providerRef ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No orders match.</p>
      )}
    </div>
  );
}
