import { Link } from "react-router";
import { Fragment } from "react";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { deliveryStatusLabels, fieldHref, fieldLabel, targetLabel } from "./field-labels";
import { HandledToggle } from "./handled-toggle";
import { LocalTime } from "./local-time";
import { TableHead } from "./table-head";

export type LeadDetailView = {
  lead: {
    id: string;
    kindLabel: string;
    createdAt: string;
    handledAt: string | null;
    requestId: string | null;
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

export function LeadDetail({ view, here }: { view: LeadDetailView; here: string }) {
  const { lead } = view;
  const name = lead.fields.find((f) => f.name === "fullName")?.value ?? lead.kindLabel;
  return (
    <div className={styles.card}>
      <p>
        <Link to="/admin/leads">All leads</Link>
      </p>
      <h2 className={styles.wrap}>
        {lead.kindLabel} from {name}
      </h2>
      <p>
        Received <LocalTime at={lead.createdAt} /> ·{" "}
        {lead.handledAt ? (
          <>
            Handled <LocalTime at={lead.handledAt} />
          </>
        ) : (
          "Not handled"
        )}
      </p>
      {lead.page ? (
        <p className={styles.wrap}>
          Sent from the page <code>{lead.page}</code>
        </p>
      ) : null}
      <HandledToggle
        leadId={lead.id}
        handled={lead.handledAt !== null}
        returnTo={here}
        name={name}
      />
      <h3>What they sent</h3>
      <dl className={styles.details}>
        {lead.fields.map((field) => {
          const href = fieldHref(field.name, field.value);
          return (
            <Fragment key={field.name}>
              <dt>{fieldLabel(field.name)}</dt>
              <dd>{href ? <a href={href}>{field.value}</a> : field.value || "—"}</dd>
            </Fragment>
          );
        })}
        {lead.requestId ? (
          <>
            <dt>Support reference</dt>
            <dd>{lead.requestId}</dd>
          </>
        ) : null}
      </dl>
      <h3>Deliveries</h3>
      <table className={styles.stacked}>
        <caption className={visuallyHidden}>Where each delivery of this lead stands</caption>
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
              <Cell label="Target">{targetLabel(d.target)}</Cell>
              <Cell label="Status">{deliveryStatusLabels[d.status] ?? d.status}</Cell>
              <Cell label="Attempts" numeric>
                {d.attempts}
              </Cell>
              <Cell label="Last error">{d.lastError ?? "—"}</Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
