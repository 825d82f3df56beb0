import { Form, Link } from "react-router";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { ExportLink, ListFilters } from "./list-filters";
import { LocalTime } from "./local-time";
import { TableHead } from "./table-head";

export type SubscriberRow = {
  id: string;
  email: string;
  fullName: string;
  status: string;
  createdAt: string;
};

export function SubscribersList({
  rows,
  q,
  confirm,
}: {
  rows: SubscriberRow[];
  q: string;
  confirm: SubscriberRow | null;
}) {
  const query = q ? `?q=${encodeURIComponent(q)}` : "";
  return (
    <div className={styles.card}>
      <h2>Newsletter subscribers</h2>
      {confirm ? (
        <div role="alertdialog" aria-labelledby="confirm-title" className={styles.card}>
          <h3 id="confirm-title">Unsubscribe {confirm.email}?</h3>
          <p>They will get no more newsletters. Subscribing again later reactivates the address.</p>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="subscriberId" value={confirm.id} />
            <button type="submit" name="intent" value="unsubscribe" className={button.secondary}>
              Unsubscribe
            </button>
            <Link to={`/admin/subscribers${query}`}>Cancel</Link>
          </Form>
        </div>
      ) : null}
      <ListFilters
        label="Search subscribers"
        query={q}
        submitLabel="Search"
        after={<ExportLink href={`/admin/subscribers.csv${query}`} />}
      />
      <p role="status">{rows.length === 1 ? "1 subscriber" : `${rows.length} subscribers`}</p>
      {rows.length > 0 ? (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Subscribers, newest first</caption>
          <TableHead
            columns={[
              { label: "E-mail" },
              { label: "Name" },
              { label: "Status" },
              { label: "Since" },
              { label: "Actions", hidden: true },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <Cell label="E-mail">{row.email}</Cell>
                <Cell label="Name">{row.fullName || "—"}</Cell>
                <Cell label="Status">
                  {row.status === "active" ? "Subscribed" : "Unsubscribed"}
                </Cell>
                <Cell label="Since">
                  <LocalTime at={row.createdAt} />
                </Cell>
                <Cell label="">
                  {row.status === "active" ? (
                    <Link
                      to={`/admin/subscribers?${new URLSearchParams({ ...(q && { q }), confirm: row.id })}`}
                      aria-label={`Unsubscribe ${row.email}…`}
                    >
                      Unsubscribe…
                    </Link>
                  ) : null}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No subscribers match.</p>
      )}
    </div>
  );
}
