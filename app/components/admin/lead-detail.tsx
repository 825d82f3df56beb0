import { Link } from "@remix-run/react";
import { formatAccountDate } from "~/components/account/account-dates";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./admin.css";
import { TableHead } from "./table-head";
import { HandledToggle } from "./handled-toggle";

export type LeadDetailView = {
  lead: {
    id: string;
    kindLabel: string;
    createdAt: string;
    handledAt: string | null;
    requestId: string | null;
    /** The page the form was sent from (null: not recorded). */
    page: string | null;
    fields: { name: string; value: string }[];
  };
  deliveries: {
    id: string;
    target: string;
    status: string;
    attempts: number;
    lastError: string | null;
  }[];
};

/** One lead: what the visitor sent, when, and where each delivery of it stands. */
export function LeadDetail({ view, here }: { view: LeadDetailView; here: string }) {
  const { lead } = view;
  const name = lead.fields.find((f) => f.name === "fullName")?.value ?? lead.kindLabel;
  return (
    <div className={styles.card}>
      <p>
        <Link to="/admin/leads">All leads</Link>
      </p>
      <h2>
        {lead.kindLabel} from {name}
      </h2>
      <p>
        Received {formatAccountDate(lead.createdAt)} ·{" "}
        {lead.handledAt ? `Handled ${formatAccountDate(lead.handledAt)}` : "Not handled"}
        {lead.requestId ? ` · Request ${lead.requestId}` : ""}
      </p>
      {lead.page ? (
        <p>
          Sent from the page <code>{lead.page}</code>
        </p>
      ) : null}
      <HandledToggle
        leadId={lead.id}
        handled={lead.handledAt !== null}
        returnTo={here}
        name={name}
      />
      <table className={styles.table}>
        <caption className={visuallyHidden}>What the visitor sent</caption>
        <tbody>
          {lead.fields.map((field) => (
            <tr key={field.name}>
              <th scope="row" className={styles.cell}>
                {field.name}
              </th>
              <td className={styles.cell}>{field.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Deliveries</h3>
      <table className={styles.table}>
        <TableHead
          columns={[
            { label: "Target" },
            { label: "Status" },
            { label: "Attempts", numeric: true },
            { label: "Last error" },
          ]}
        />
        <tbody>
          {view.deliveries.map((d) => (
            <tr key={d.id}>
              <td className={styles.cell}>{d.target}</td>
              <td className={styles.cell}>{d.status}</td>
              <td className={styles.number}>{d.attempts}</td>
              <td className={styles.cell}>{d.lastError ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
