import { and, desc, eq, getTableColumns, not, sql } from "drizzle-orm";
import type { Database } from "./db";
import { paidTitle } from "./payments/store";
import {
  orderFulfilmentChanges,
  paymentRefunds,
  payments,
  products,
  type FulfilmentState,
  type PaymentMethod,
  type PaymentStatus,
} from "./db/schema";

export type OrderRow = {
  id: string;
  number: number;
  method: PaymentMethod;
  invoiceUrl: string | null;
  createdAt: string;
  productName: string;
  productDescription: string;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  fulfilment: FulfilmentState;
  fulfilmentChangedAt: string | null;
  refundedCents: number;
};

/** A checkout left unfinished until it expired: it was never an order. */
export const abandonedCheckout = sql`(${payments.status} = 'canceled' and coalesce(${payments.providerData}->>'abandoned', '') = 'true')`;

/** What was refunded of the payment in the query's row, in cents (0 if nothing). */
export const refundedSum = sql<number>`(select coalesce(sum(${paymentRefunds.amountCents}), 0)::integer from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id})`;

const lastFulfilmentChange = sql<Date | null>`(select ${orderFulfilmentChanges.changedAt} from ${orderFulfilmentChanges} where ${orderFulfilmentChanges.paymentId} = ${payments.id} order by ${orderFulfilmentChanges.seq} desc limit 1)`;

export async function listOrders(db: Database, userId: string): Promise<OrderRow[]> {
  const rows = await db
    .select({
      ...getTableColumns(payments),
      productName: paidTitle,
      productDescription: products.description,
      fulfilmentChangedAt: lastFulfilmentChange,
      refundedCents: refundedSum,
    })
    .from(payments)
    .innerJoin(products, eq(payments.productId, products.id))
    .where(and(eq(payments.userId, userId), not(abandonedCheckout)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    method: row.method,
    invoiceUrl: row.providerData.invoiceUrl ?? null,
    createdAt: row.createdAt.toISOString(),
    productName: row.productName,
    productDescription: row.productDescription,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    fulfilment: row.fulfilment,
    fulfilmentChangedAt: row.fulfilmentChangedAt
      ? new Date(row.fulfilmentChangedAt).toISOString()
      : null,
    refundedCents: Number(row.refundedCents),
  }));
}
