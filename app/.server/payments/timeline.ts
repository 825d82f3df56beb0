import { asc, eq } from "drizzle-orm";
import { orderTimeline } from "~/utils/order-timeline";
import type { OrderMethod } from "~/utils/order-status";
import type { Database } from "../db";
import { paymentRefunds, paymentStatusChanges } from "../db/schema";
import { fulfilmentHistory } from "./fulfilment";

/** Each status the order took, oldest first, as the database's trigger kept them. */
export function statusHistory(db: Database, paymentId: string) {
  return db
    .select({ status: paymentStatusChanges.status, changedAt: paymentStatusChanges.changedAt })
    .from(paymentStatusChanges)
    .where(eq(paymentStatusChanges.paymentId, paymentId))
    .orderBy(asc(paymentStatusChanges.seq));
}

/** Each refund of the order, oldest first. */
export function refundHistory(db: Database, paymentId: string) {
  return db
    .select({
      amountCents: paymentRefunds.amountCents,
      refundId: paymentRefunds.refundId,
      adminEmail: paymentRefunds.adminEmail,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(asc(paymentRefunds.seq));
}

/** The order's steps as the customer's order page and the owner's order page both show them. */
export async function loadOrderTimeline(
  db: Database,
  order: { id: string; method: OrderMethod; createdAt: Date },
) {
  const [statuses, refunds, fulfilment] = await Promise.all([
    statusHistory(db, order.id),
    refundHistory(db, order.id),
    fulfilmentHistory(db, order.id),
  ]);
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  return { timeline: orderTimeline({ ...order, statuses, refunds, fulfilment }), refundedCents };
}
