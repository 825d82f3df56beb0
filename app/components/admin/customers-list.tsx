import { Link } from "react-router";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatMoney } from "~/utils/money";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { ExportLink, ListFilters } from "./list-filters";
import { LocalTime } from "./local-time";
import { TableHead } from "./table-head";

export type CustomerRowView = {
  id: string;
  fullName: string | null;
  businessName: string | null;
  telephone: string | null;
  email: string | null;
  orders: number;
  paidCents: number;
  leads: number;
  joinedAt: string;
  lastOrderAt: string | null;
};

export type CustomersListView = {
  customers: CustomerRowView[];
  filter: { q: string; page: number };
  total: number;
  pages: number;
};

export function customerName(customer: Pick<CustomerRowView, "fullName" | "email">): string {
  return customer.fullName || customer.email || "(no name)";
}

export function CustomersList({ view }: { view: CustomersListView }) {
  const { filter } = view;
  const pageLink = (page: number) => `/admin/customers${searchQuery(filter.q, page)}`;
  return (
    <div className={styles.card}>
      <h2>Customers</h2>
      <ListFilters
        label="Search customers"
        query={filter.q}
        submitLabel="Search"
        after={<ExportLink href={`/admin/customers.csv${searchQuery(filter.q)}`} />}
      />
      <p role="status">
        {view.total === 1 ? "1 customer" : `${view.total} customers`}
        {view.pages > 1 ? ` · page ${filter.page} of ${view.pages}` : ""}
      </p>
      {view.customers.length > 0 ? (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Customers, most recently active first</caption>
          <TableHead
            columns={[
              { label: "Customer" },
              { label: "Contact" },
              { label: "Orders", numeric: true },
              { label: "Total paid", numeric: true },
              { label: "Leads", numeric: true },
              { label: "Joined / last order" },
            ]}
          />
          <tbody>
            {view.customers.map((customer) => (
              <tr key={customer.id}>
                <Cell label="Customer">
                  <Link to={`/admin/customer?id=${customer.id}`} className={styles.wrap}>
                    {customerName(customer)}
                  </Link>
                  {customer.businessName ? (
                    <div className={styles.wrap}>{customer.businessName}</div>
                  ) : null}
                </Cell>
                <Cell label="Contact">
                  <ContactLines customer={customer} />
                </Cell>
                <Cell label="Orders" numeric>
                  {customer.orders}
                </Cell>
                <Cell label="Total paid" numeric>
                  {formatMoney(customer.paidCents, { cents: true })}
                </Cell>
                <Cell label="Leads" numeric>
                  {customer.leads}
                </Cell>
                <Cell label="Joined / last order">
                  <div>
                    Joined <LocalTime at={customer.joinedAt} />
                  </div>
                  <div>
                    {customer.lastOrderAt ? (
                      <>
                        Last order <LocalTime at={customer.lastOrderAt} />
                      </>
                    ) : (
                      "No orders"
                    )}
                  </div>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No customers match.</p>
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

export function ContactLines({
  customer,
  links = false,
}: {
  customer: Pick<CustomerRowView, "email" | "telephone">;
  links?: boolean;
}) {
  const { email, telephone } = customer;
  if (!email && !telephone) return <>—</>;
  return (
    <>
      {email ? (
        <div className={styles.wrap}>{links ? <a href={`mailto:${email}`}>{email}</a> : email}</div>
      ) : null}
      {telephone ? (
        <div>
          {links ? <a href={`tel:${telephone.replace(/[^\d+]/g, "")}`}>{telephone}</a> : telephone}
        </div>
      ) : null}
    </>
  );
}

function searchQuery(q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
