import { formatOrderNumber } from "~/utils/order-number";
import type { Database } from "../db";
import { csv } from "../leads/admin";
import { findOrders, type OrderFilter } from "./orders";

export async function ordersCsv(db: Database, filter: OrderFilter): Promise<string> {
  const rows = (await findOrders(db, filter, null)).reverse();
  return csv(
    [
      "order",
      "placed_at",
      "customer_name",
      "business",
      "email",
      "telephone",
      "item",
      "amount",
      "currency",
      "status",
      "provider",
      "method",
      "provider_ref",
    ],
    rows.map((row) => [
      formatOrderNumber(row.number),
      row.createdAt,
      row.customerName,
      row.businessName,
      row.payerEmail,
      row.telephone,
      row.item,
      (row.amountCents / 100).toFixed(2),
      row.currency,
      row.status,
      row.provider,
      row.method,
      row.providerRef,
    ]),
  );
}
