import { Form, Link } from "react-router";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { FilterSelect } from "./list-filters";
import { LocalTime } from "./local-time";
import { TableHead } from "./table-head";

export type AuditRow = {
  id: string;
  adminEmail: string;
  text: string;
  href: string | null;
  ip: string | null;
  createdAt: string;
  change: { before: string; after: string } | null;
};

export function AuditLog({
  rows,
  admins,
  admin,
}: {
  rows: AuditRow[];
  admins: string[];
  admin: string;
}) {
  return (
    <div className={styles.card}>
      <h2>Audit log</h2>
      <Form method="get" className={styles.filters} aria-label="Filter the audit log">
        <FilterSelect
          label="Admin"
          name="admin"
          value={admin}
          options={[
            { value: "", label: "Every admin" },
            ...admins.map((email) => ({ value: email, label: email })),
          ]}
        />
        <div className={styles.actions}>
          <button type="submit" className={button.secondary}>
            Filter
          </button>
        </div>
      </Form>
      {rows.length > 0 ? (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Admin actions, newest first</caption>
          <TableHead
            columns={[
              { label: "When" },
              { label: "Admin" },
              { label: "Action" },
              { label: "From" },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <Cell label="When">
                  <LocalTime at={row.createdAt} />
                </Cell>
                <Cell label="Admin">{row.adminEmail}</Cell>
                <Cell label="Action">
                  <div className={styles.value}>
                    {row.href ? <Link to={row.href}>{row.text}</Link> : row.text}
                    {row.change ? (
                      <details>
                        <summary>What changed</summary>
                        <p>Before:</p>
                        <pre className={styles.json}>{row.change.before}</pre>
                        <p>After:</p>
                        <pre className={styles.json}>{row.change.after}</pre>
                      </details>
                    ) : null}
                  </div>
                </Cell>
                <Cell label="From">{row.ip ?? "unknown"}</Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No admin actions yet.</p>
      )}
    </div>
  );
}
