import { Link } from "react-router";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatMoney } from "~/utils/money";
import { formatOrderNumber } from "~/utils/order-number";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { ContactLines, customerName, type CustomerRowView } from "./customers-list";
import { LocalTime } from "./local-time";
import { statusLabels } from "./orders-list";
import { TableHead } from "./table-head";

export type CustomerDetailView = {
  customer: CustomerRowView;
  orders: {
    id: string;
    number: number;
    createdAt: string;
    item: string;
    amountCents: number;
    status: string;
  }[];
  leads: {
    id: string;
    kindLabel: string;
    name: string;
    createdAt: string;
    handledAt: string | null;
  }[];
};

export function CustomerDetail({ view }: { view: CustomerDetailView }) {
  const { customer } = view;
  return (
    <div className={styles.card}>
      <p>
        <Link to="/admin/customers">All customers</Link>
      </p>
      <h2 className={styles.wrap}>{customerName(customer)}</h2>
      <dl className={styles.details}>
        <dt>Business</dt>
        <dd>{customer.businessName || "—"}</dd>
        <dt>Contact</dt>
        <dd>
          <ContactLines customer={customer} links />
        </dd>
        <dt>Joined</dt>
        <dd>
          <LocalTime at={customer.joinedAt} />
        </dd>
        <dt>Total paid</dt>
        <dd>{formatMoney(customer.paidCents, { cents: true })}</dd>
      </dl>

      <h3>Orders ({customer.orders})</h3>
      {view.orders.length > 0 ? (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Their orders, newest first</caption>
          <TableHead
            columns={[
              { label: "Order" },
              { label: "Date" },
              { label: "Amount", numeric: true },
              { label: "Status" },
            ]}
          />
          <tbody>
            {view.orders.map((order) => (
              <tr key={order.id}>
                <Cell label="Order">
                  <Link to={`/admin/order?id=${order.id}`}>
                    {formatOrderNumber(order.number)}: {order.item}
                  </Link>
                </Cell>
                <Cell label="Date">
                  <LocalTime at={order.createdAt} />
                </Cell>
                <Cell label="Amount" numeric>
                  {formatMoney(order.amountCents, { cents: true })}
                </Cell>
                <Cell label="Status">{statusLabels[order.status] ?? order.status}</Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No orders.</p>
      )}

      <h3>Leads ({view.leads.length})</h3>
      {view.leads.length > 0 ? (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Leads sent from their address, newest first</caption>
          <TableHead columns={[{ label: "Lead" }, { label: "Received" }, { label: "Status" }]} />
          <tbody>
            {view.leads.map((lead) => (
              <tr key={lead.id}>
                <Cell label="Lead">
                  <Link to={`/admin/lead?id=${lead.id}`}>
                    {lead.kindLabel}
                    {lead.name ? ` from ${lead.name}` : ""}
                  </Link>
                </Cell>
                <Cell label="Received">
                  <LocalTime at={lead.createdAt} />
                </Cell>
                <Cell label="Status">{lead.handledAt ? "Handled" : "Not handled"}</Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No leads from {customer.email ?? "them"}.</p>
      )}
    </div>
  );
}
