import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { formatAccountDate } from "~/components/account/account-dates";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./admin.css";
import { TableHead } from "./table-head";

export type DeliveryRow = {
  id: string;
  leadId: string;
  target: string;
  status: string;
  attempts: number;
  runAt: string;
  lastError: string | null;
  kindLabel: string;
  from: string;
};

/** Dead and pending deliveries, with their last error; retry one, or every dead one. */
export function DeliveriesList({ rows }: { rows: DeliveryRow[] }) {
  const dead = rows.filter((row) => row.status === "dead").length;
  return (
    <div className={styles.card}>
      <h2>Deliveries</h2>
      <p role="status">
        {dead} dead · {rows.length - dead} pending
      </p>
      {dead > 0 ? (
        <Form method="post">
          <AuthenticityTokenInput />
          <button type="submit" name="intent" value="retry-all">
            Retry all dead deliveries
          </button>
        </Form>
      ) : null}
      {rows.length > 0 ? (
        <table className={styles.table}>
          <caption className={visuallyHidden}>Dead and pending deliveries</caption>
          <TableHead
            columns={[
              { label: "Lead" },
              { label: "Target" },
              { label: "Status" },
              { label: "Attempts", numeric: true },
              { label: "Last error" },
              { label: "Actions", hidden: true },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={styles.cell}>
                  <Link to={`/admin/lead?id=${row.leadId}`}>
                    {row.kindLabel}: {row.from || "(no name)"}
                  </Link>
                </td>
                <td className={styles.cell}>{row.target}</td>
                <td className={styles.cell}>
                  {row.status === "dead"
                    ? "Dead"
                    : `Pending, next try ${formatAccountDate(row.runAt)}`}
                </td>
                <td className={styles.number}>{row.attempts}</td>
                <td className={styles.cell}>{row.lastError ?? "—"}</td>
                <td className={styles.cell}>
                  {row.status === "dead" ? (
                    <Form method="post">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="deliveryId" value={row.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="retry"
                        aria-label={`Retry the ${row.target} delivery of ${row.from || row.kindLabel}`}
                      >
                        Retry
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Nothing is waiting: every delivery went out.</p>
      )}
    </div>
  );
}
