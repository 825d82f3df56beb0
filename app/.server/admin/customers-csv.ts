import type { Database } from "../db";
import { csv } from "../leads/admin";
import { findCustomers } from "./customers";

export async function customersCsv(
  db: Database,
  q: string,
  owners: readonly string[],
): Promise<string> {
  const { customers } = await findCustomers(db, { q, page: null }, owners);
  return csv(
    [
      "name",
      "business",
      "email",
      "telephone",
      "orders",
      "total_paid",
      "leads",
      "joined_at",
      "last_order_at",
      "last_active_at",
    ],
    customers.map((row) => [
      row.fullName,
      row.businessName,
      row.email,
      row.telephone,
      row.orders,
      (row.paidCents / 100).toFixed(2),
      row.leads,
      row.joinedAt,
      row.lastOrderAt,
      row.lastActiveAt,
    ]),
  );
}
