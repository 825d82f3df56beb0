import { Form } from "@remix-run/react";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./admin.css";
import { TableHead } from "./table-head";

export type AuditRow = {
  id: string;
  adminEmail: string;
  action: string;
  target: string | null;
  ip: string | null;
  createdAt: string;
};

const timeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** The latest admin actions, filterable by admin. */
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
        <label>
          Admin{" "}
          <select name="admin" defaultValue={admin}>
            <option value="">Every admin</option>
            {admins.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Filter</button>
      </Form>
      {rows.length > 0 ? (
        <table className={styles.table}>
          <caption className={visuallyHidden}>Admin actions, newest first (times in UTC)</caption>
          <TableHead
            columns={[
              { label: "When (UTC)" },
              { label: "Admin" },
              { label: "Action" },
              { label: "Record" },
              { label: "From" },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={styles.cell}>{timeFormat.format(new Date(row.createdAt))}</td>
                <td className={styles.cell}>{row.adminEmail}</td>
                <td className={styles.cell}>{row.action}</td>
                <td className={styles.cell}>{row.target ?? "—"}</td>
                <td className={styles.cell}>{row.ip ?? "unknown"}</td>
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
