import { Link } from "react-router";
import { methodLabels, type OrderMethod } from "~/utils/order-status";
import { providerLabels } from "./field-labels";
import { fulfilmentLabels, fulfilmentStates, type FulfilmentState } from "~/utils/fulfilment";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatMoney } from "~/utils/money";
import { formatOrderNumber } from "~/utils/order-number";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { ExportLink, FilterSelect, ListFilters } from "./list-filters";
import { LocalTime } from "./local-time";
import { TableHead } from "./table-head";

export type OrderRow = {
  id: string;
  number: number;
  createdAt: string;
  payerEmail: string | null;
  customerName: string | null;
  businessName: string | null;
  telephone: string | null;
  item: string;
  amountCents: number;
  status: string;
  provider: string;
  method: string;
  providerRef: string | null;
  failureMessage: string | null;
  abandoned?: boolean;
  fulfilment?: string;
};

export const statusLabels: Record<string, string> = {
  pending: "Pending",
  completed: "Paid",
  failed: "Failed",
  canceled: "Canceled",
  refunded: "Refunded",
};

type Filter = { status: string | null; stage?: string | null; q: string };

const paid = (status: string) => status === "completed" || status === "refunded";

export function OrdersList({ rows, filter }: { rows: OrderRow[]; filter: Filter }) {
  return (
    <div className={styles.card}>
      <h2>Orders</h2>
      <ListFilters
        label="Filter orders"
        query={filter.q}
        after={<ExportLink href={`/admin/orders.csv${filterQuery(filter)}`} />}
      >
        <FilterSelect
          label="Status"
          name="status"
          value={filter.status ?? ""}
          options={[
            { value: "", label: "Every status" },
            ...Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
            { value: "abandoned", label: "Abandoned checkouts" },
          ]}
        />
        <FilterSelect
          label="Work"
          name="stage"
          value={filter.stage ?? ""}
          options={[
            { value: "", label: "Every stage" },
            ...fulfilmentStates.map((state) => ({ value: state, label: fulfilmentLabels[state] })),
          ]}
        />
      </ListFilters>
      <p role="status">
        {filter.status === "abandoned"
          ? `${rows.length} abandoned ${rows.length === 1 ? "checkout" : "checkouts"}: nothing was charged`
          : rows.length === 1
            ? "1 order"
            : `${rows.length} orders`}
      </p>
      {rows.length > 0 ? (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Orders, newest first</caption>
          <TableHead
            columns={[
              { label: "Order" },
              { label: "Date" },
              { label: "Customer" },
              { label: "Amount", numeric: true },
              { label: "Status" },
              { label: "Paid with" },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <Cell label="Order">
                  <Link to={`/admin/order?id=${row.id}`}>
                    {formatOrderNumber(row.number)}: {row.item}
                  </Link>
                </Cell>
                <Cell label="Date">
                  <LocalTime at={row.createdAt} />
                </Cell>
                <Cell label="Customer">
                  <CustomerLines order={row} />
                </Cell>
                <Cell label="Amount" numeric>
                  {formatMoney(row.amountCents, { cents: true })}
                </Cell>
                <Cell label="Status">
                  {row.abandoned ? "Abandoned" : (statusLabels[row.status] ?? row.status)}
                  {row.fulfilment && paid(row.status) ? (
                    <div>Work: {fulfilmentLabels[row.fulfilment as FulfilmentState]}</div>
                  ) : null}
                  {row.failureMessage ? <div>{row.failureMessage}</div> : null}
                </Cell>
                <Cell label="Paid with">
                  {methodLabels[row.method as OrderMethod] ?? row.method}
                  <div>{providerLabels[row.provider] ?? row.provider}</div>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No orders match.</p>
      )}
    </div>
  );
}

export function CustomerLines({
  order,
  links = false,
}: {
  order: Pick<OrderRow, "customerName" | "businessName" | "payerEmail" | "telephone">;
  links?: boolean;
}) {
  const { customerName, businessName, payerEmail, telephone } = order;
  if (!customerName && !businessName && !payerEmail) return <>—</>;
  return (
    <>
      {customerName ? <div>{customerName}</div> : null}
      {businessName ? <div>{businessName}</div> : null}
      {payerEmail ? (
        <div>{links ? <a href={`mailto:${payerEmail}`}>{payerEmail}</a> : payerEmail}</div>
      ) : null}
      {links && telephone ? (
        <div>
          <a href={`tel:${telephone.replace(/[^\d+]/g, "")}`}>{telephone}</a>
        </div>
      ) : null}
    </>
  );
}

function filterQuery(filter: Filter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.stage) params.set("stage", filter.stage);
  if (filter.q) params.set("q", filter.q);
  const query = params.toString();
  return query ? `?${query}` : "";
}
