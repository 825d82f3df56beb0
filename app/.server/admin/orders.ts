import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db";
import { payments, paymentStatuses, products, type PaymentStatus } from "../db/schema";
import { containsPattern } from "./leads";

export type OrderFilter = { status: PaymentStatus | null; q: string };

/** The orders list's filter from its URL; anything unknown is ignored. */
export function orderFilterFrom(url: URL): OrderFilter {
  const status = url.searchParams.get("status") ?? "";
  return {
    status: (paymentStatuses as readonly string[]).includes(status)
      ? (status as PaymentStatus)
      : null,
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200),
  };
}

/** The newest 200 payments matching `filter`: customer, item, amount, status, provider, reference. */
export async function findOrders(db: Database, filter: OrderFilter) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(payments.status, filter.status));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(
      or(
        sql`${payments.payerEmail} ilike ${pattern}`,
        sql`${products.title} ilike ${pattern}`,
        sql`${payments.providerRef} ilike ${pattern}`,
      )!,
    );
  }
  return db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
      payerEmail: payments.payerEmail,
      item: products.title,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      provider: payments.provider,
      method: payments.method,
      providerRef: payments.providerRef,
      failureMessage: payments.failureMessage,
    })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .where(and(...where))
    .orderBy(desc(payments.createdAt))
    .limit(200);
}
