import { and, asc, desc, eq, inArray, not, or, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../db";
import type { CardSummary } from "~/utils/card-label";
import {
  paymentEvents,
  payments,
  paymentStatuses,
  fulfilmentStates,
  products,
  profiles,
  type FulfilmentState,
  type PaymentStatus,
} from "../db/schema";
import { fulfilmentHistory } from "../payments/fulfilment";
import { refundHistory, statusHistory } from "../payments/timeline";
import { abandonedCheckout } from "../orders";
import { isUuid } from "./ids";
import { containsPattern } from "./leads";
import { paidTitle } from "../payments/store";
import { adminQueryFrom } from "~/utils/admin-inputs";
import { parseOrderNumber } from "~/utils/order-number";

const customer = {
  customerName: profiles.fullName,
  businessName: profiles.businessName,
  telephone: profiles.telephone,
};

/** "abandoned": checkouts left unfinished until they expired, listed only when asked for. */
export type OrderFilter = {
  status: PaymentStatus | "abandoned" | null;
  /** The work's stage, asked of paid orders only. */
  stage?: FulfilmentState | null;
  q: string;
};

export function orderFilterFrom(url: URL): OrderFilter {
  const status = url.searchParams.get("status") ?? "";
  return {
    status:
      status === "abandoned" || (paymentStatuses as readonly string[]).includes(status)
        ? (status as OrderFilter["status"])
        : null,
    stage: (fulfilmentStates as readonly string[]).includes(url.searchParams.get("stage") ?? "")
      ? (url.searchParams.get("stage") as FulfilmentState)
      : null,
    q: adminQueryFrom(url),
  };
}

function orderConditions(filter: OrderFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status === "abandoned") where.push(abandonedCheckout);
  else {
    where.push(not(abandonedCheckout));
    if (filter.status) where.push(eq(payments.status, filter.status));
  }
  if (filter.stage) {
    where.push(eq(payments.fulfilment, filter.stage));
    where.push(inArray(payments.status, ["completed", "refunded"]));
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const number = parseOrderNumber(filter.q);
    where.push(
      or(
        number !== undefined ? eq(payments.number, number) : undefined,
        sql`${payments.payerEmail} ilike ${pattern}`,
        sql`${profiles.fullName} ilike ${pattern}`,
        sql`${profiles.businessName} ilike ${pattern}`,
        sql`${paidTitle} ilike ${pattern}`,
        sql`${payments.providerRef} ilike ${pattern}`,
      )!,
    );
  }
  return and(...where);
}

export async function findOrders(db: Database, filter: OrderFilter, limit: number | null = 200) {
  const query = db
    .select({
      id: payments.id,
      number: payments.number,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
      payerEmail: payments.payerEmail,
      item: paidTitle,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      provider: payments.provider,
      method: payments.method,
      providerRef: payments.providerRef,
      failureMessage: payments.failureMessage,
      abandoned: sql<boolean>`${abandonedCheckout}`,
      fulfilment: payments.fulfilment,
      ...customer,
    })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .leftJoin(profiles, eq(profiles.id, payments.userId))
    .where(orderConditions(filter))
    .orderBy(desc(payments.createdAt), desc(payments.number));
  return limit === null ? query : query.limit(limit);
}

export async function getOrder(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [order] = await db
    .select({
      id: payments.id,
      number: payments.number,
      createdAt: payments.createdAt,
      payerEmail: payments.payerEmail,
      item: paidTitle,
      amountCents: payments.amountCents,
      status: payments.status,
      provider: payments.provider,
      method: payments.method,
      providerRef: payments.providerRef,
      failureMessage: payments.failureMessage,
      ownerNote: payments.ownerNote,
      fulfilment: payments.fulfilment,
      refundId: sql<string | null>`${payments.providerData}->>'refundId'`,
      card: sql<CardSummary | null>`${payments.providerData}->'card'`,
      ...customer,
    })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .leftJoin(profiles, eq(profiles.id, payments.userId))
    .where(eq(payments.id, id));
  if (!order) return null;
  const [history, events, refunds, fulfilment] = await Promise.all([
    statusHistory(db, id),
    db
      .select({ type: paymentEvents.type, receivedAt: paymentEvents.receivedAt })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, id))
      .orderBy(asc(paymentEvents.seq)),
    refundHistory(db, id),
    fulfilmentHistory(db, id),
  ]);
  return { order, history, events, refunds, fulfilment };
}

export async function saveOrderNote(
  db: Database | Transaction,
  id: string,
  note: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await db
    .update(payments)
    .set({ ownerNote: note || null })
    .where(eq(payments.id, id))
    .returning({ id: payments.id });
  return updated.length > 0;
}
