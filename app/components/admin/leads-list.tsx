import { Link } from "react-router";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { ExportLink, FilterSelect, ListFilters } from "./list-filters";
import { LocalTime } from "./local-time";
import { TableHead } from "./table-head";
import { HandledToggle } from "./handled-toggle";

export type LeadsListView = {
  leads: {
    id: string;
    kind: string;
    kindLabel: string;
    name: string;
    email: string;
    excerpt: string;
    createdAt: string;
    handledAt: string | null;
  }[];
  kinds: { value: string; label: string }[];
  filter: { kind: string | null; handled: string | null; q: string; page: number };
  total: number;
  pages: number;
};

export function LeadsList({ view, here }: { view: LeadsListView; here: string }) {
  const { filter } = view;
  const pageLink = (page: number) => `/admin/leads${filterQuery(filter, page)}`;

  return (
    <div className={styles.card}>
      <ListFilters
        label="Filter leads"
        query={filter.q}
        after={<ExportLink href={`/admin/leads.csv${filterQuery(filter)}`} />}
      >
        <FilterSelect
          label="Kind"
          name="kind"
          value={filter.kind ?? ""}
          options={[{ value: "", label: "All kinds" }, ...view.kinds]}
        />
        <FilterSelect
          label="Status"
          name="handled"
          value={filter.handled ?? ""}
          options={[
            { value: "", label: "All" },
            { value: "open", label: "Not handled" },
            { value: "handled", label: "Handled" },
          ]}
        />
      </ListFilters>
      <p role="status">
        {view.total === 1 ? "1 lead" : `${view.total} leads`}
        {view.pages > 1 ? ` · page ${filter.page} of ${view.pages}` : ""}
      </p>
      {view.leads.length > 0 ? (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Leads, newest first</caption>
          <TableHead
            columns={[
              { label: "Received" },
              { label: "Kind" },
              { label: "From" },
              { label: "Status" },
              { label: "Actions", hidden: true },
            ]}
          />
          <tbody>
            {view.leads.map((lead) => (
              <tr key={lead.id}>
                <Cell label="Received">
                  <LocalTime at={lead.createdAt} />
                </Cell>
                <Cell label="Kind">{lead.kindLabel}</Cell>
                <Cell label="From">
                  <Link to={`/admin/lead?id=${lead.id}`}>
                    {lead.name || lead.email || "(no name)"}
                  </Link>
                  {lead.name && lead.email ? <div>{lead.email}</div> : null}
                  {lead.excerpt ? <p className={styles.excerpt}>{lead.excerpt}</p> : null}
                </Cell>
                <Cell label="Status">{lead.handledAt ? "Handled" : "Not handled"}</Cell>
                <Cell label="">
                  <HandledToggle
                    leadId={lead.id}
                    handled={lead.handledAt !== null}
                    returnTo={here}
                    name={lead.name || lead.email}
                  />
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No leads match.</p>
      )}
      {view.pages > 1 ? (
        <nav aria-label="Pages" className={styles.actions}>
          {filter.page > 1 ? <Link to={pageLink(filter.page - 1)}>Previous page</Link> : null}
          {filter.page < view.pages ? <Link to={pageLink(filter.page + 1)}>Next page</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}

function filterQuery(filter: LeadsListView["filter"], page = 1): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.handled) params.set("handled", filter.handled);
  if (filter.q) params.set("q", filter.q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
