import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { formatAccountDate } from "~/components/account/account-dates";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./admin.css";
import { ListFilters } from "./list-filters";
import { TableHead } from "./table-head";

export type SubscriberRow = {
  id: string;
  email: string;
  fullName: string;
  status: string;
  createdAt: string;
};

/**
 * Subscribers: search, CSV export of the search, and "Unsubscribe…", which first asks
 * (`?confirm=<id>` shows the question and the POST form, so it works without JavaScript).
 */
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
          <Form method="post" className={styles.filters}>
            <AuthenticityTokenInput />
            <input type="hidden" name="subscriberId" value={confirm.id} />
            <button type="submit" name="intent" value="unsubscribe">
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
        after={
          <a href={`/admin/subscribers.csv${query}`} download>
            Export CSV
          </a>
        }
      />
      <p role="status">{rows.length === 1 ? "1 subscriber" : `${rows.length} subscribers`}</p>
      {rows.length > 0 ? (
        <table className={styles.table}>
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
                <td className={styles.cell}>{row.email}</td>
                <td className={styles.cell}>{row.fullName}</td>
                <td className={styles.cell}>
                  {row.status === "active" ? "Subscribed" : "Unsubscribed"}
                </td>
                <td className={styles.cell}>{formatAccountDate(row.createdAt)}</td>
                <td className={styles.cell}>
                  {row.status === "active" ? (
                    <Link
                      to={`/admin/subscribers?${new URLSearchParams({ ...(q && { q }), confirm: row.id })}`}
                      aria-label={`Unsubscribe ${row.email}…`}
                    >
                      Unsubscribe…
                    </Link>
                  ) : null}
                </td>
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
