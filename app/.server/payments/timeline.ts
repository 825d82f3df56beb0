import { asc, eq } from "drizzle-orm";
import { orderTimeline } from "~/utils/order-timeline";
import type { OrderMethod } from "~/utils/order-status";
import type { Database } from "../db";
import { paymentRefunds, paymentStatusChanges } from "../db/schema";
import { fulfilmentHistory } from "./fulfilment";

/** The order's steps as the customer's order page and the owner's order page both show them. */
export async function loadOrderTimeline(
  db: Database,
  order: { id: string; method: OrderMethod; createdAt: Date },
) {
  const [statuses, refunds, fulfilment] = await Promise.all([
    db
      .select({ status: paymentStatusChanges.status, changedAt: paymentStatusChanges.changedAt })
      .from(paymentStatusChanges)
      .where(eq(paymentStatusChanges.paymentId, order.id))
      .orderBy(asc(paymentStatusChanges.seq)),
    db
      .select({ amountCents: paymentRefunds.amountCents, createdAt: paymentRefunds.createdAt })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, order.id))
      .orderBy(asc(paymentRefunds.seq)),
    fulfilmentHistory(db, order.id),
  ]);
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    timeline: orderTimeline({ ...order, statuses, refunds, fulfilment }),
    refundedCents,
    fulfilment,
  };
}
