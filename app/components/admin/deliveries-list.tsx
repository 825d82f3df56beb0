import { Form, Link } from "react-router";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { LocalTime } from "./local-time";
import { TableHead } from "./table-head";
import { targetLabel } from "./field-labels";

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
          <button type="submit" name="intent" value="retry-all" className={button.secondary}>
            Retry all dead deliveries
          </button>
        </Form>
      ) : null}
      {rows.length > 0 ? (
        <table className={styles.stacked}>
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
                <Cell label="Lead">
                  <Link to={`/admin/lead?id=${row.leadId}`}>
                    {row.kindLabel}: {row.from || "(no name)"}
                  </Link>
                </Cell>
                <Cell label="Target">{targetLabel(row.target)}</Cell>
                <Cell label="Status">
                  {row.status === "dead" ? (
                    "Dead"
                  ) : (
                    <>
                      Pending, next try <LocalTime at={row.runAt} />
                    </>
                  )}
                </Cell>
                <Cell label="Attempts" numeric>
                  {row.attempts}
                </Cell>
                <Cell label="Last error">{row.lastError ?? "—"}</Cell>
                <Cell label="">
                  {row.status === "dead" ? (
                    <Form method="post">
                      <input type="hidden" name="deliveryId" value={row.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="retry"
                        className={button.outline}
                        aria-label={`Retry the ${targetLabel(row.target)} delivery of ${row.from || row.kindLabel}`}
                      >
                        Retry
                      </button>
                    </Form>
                  ) : null}
                </Cell>
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
