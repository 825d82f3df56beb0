import { and, asc, eq, inArray } from "drizzle-orm";
import { canMove, fulfilmentLabels } from "~/utils/fulfilment";
import type { Database, Transaction } from "../db";
import {
  orderFulfilmentChanges,
  payments,
  products,
  type FulfilmentState,
  type PaymentStatus,
} from "../db/schema";
import { storeLeadInTransaction } from "../leads/store";
import { orderLeadFields } from "./order-mail";
import type { PaymentProviders } from "./port";
import { refundOrder } from "./refund";
import { findPayment, type OrderMailConfig } from "./store";

/**
 * The owner's work on a paid order: received → in progress → delivered, or cancelled with a refund
 * of what is left. The form says which state it was drawn in (`from`), and the move is one UPDATE
 * guarded by that state (compare-and-set): a replayed form, or a second tab drawn before the
 * first moved it, changes nothing, writes no history and queues no e-mail. The move, its history
 * line, the customer's e-mail (leads outbox, "fulfilment" target) and the caller's audit line are
 * one transaction. A cancel refunds what is left first, through the refund service under the key
 * `cancel:<payment id>`, so a retried cancel never refunds twice.
 */
export type Move = {
  from: FulfilmentState;
  to: Exclude<FulfilmentState, "received">;
  /** To the customer, in the e-mail; none: the e-mail says only where the order stands. */
  message?: string;
  adminEmail: string;
};

export type MoveOutcome =
  | { kind: "not-found" }
  /** The order is not (or no longer) in `from`: nothing changed. */
  | { kind: "stale"; now: FulfilmentState }
  | { kind: "refused"; message: string }
  | { kind: "moved" };

export const fulfilmentMessages = {
  stale: (now: FulfilmentState) =>
    `This order is ${fulfilmentLabels[now].toLowerCase()} already; the page was out of date. Nothing was changed.`,
  notPaid: "Only a paid order can be marked in progress or delivered.",
} as const;

/** The payment statuses each move may be made in: work goes on a paid order only. */
const movableFrom: Record<Move["to"], PaymentStatus[]> = {
  in_progress: ["completed"],
  delivered: ["completed"],
  cancelled: ["completed", "refunded"],
};

export async function moveFulfilment(
  db: Database,
  providers: PaymentProviders,
  mail: OrderMailConfig,
  paymentId: string,
  move: Move,
  options: {
    onMoved?: (tx: Transaction) => Promise<void>;
    onRefunded?: (tx: Transaction) => Promise<void>;
  } = {},
): Promise<MoveOutcome> {
  const row = await findPayment(db, paymentId);
  if (!row) return { kind: "not-found" };
  if (row.fulfilment !== move.from || !canMove(move.from, move.to)) {
    return { kind: "stale", now: row.fulfilment };
  }
  if (!movableFrom[move.to].includes(row.status)) {
    return { kind: "refused", message: fulfilmentMessages.notPaid };
  }
  if (move.to === "cancelled" && row.status === "completed") {
    const refunded = await refundOrder(db, providers, mail, row.id, {
      key: `cancel:${row.id}`,
      adminEmail: move.adminEmail,
      onRecorded: options.onRefunded,
    });
    if (refunded.kind === "not-found") return refunded;
    if (refunded.kind === "refused") return refunded;
  }

  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payments)
      .set({ fulfilment: move.to })
      .where(
        and(
          eq(payments.id, row.id),
          eq(payments.fulfilment, move.from),
          inArray(payments.status, movableFrom[move.to]),
        ),
      )
      .returning();
    if (!moved) {
      const [now] = await tx
        .select({ fulfilment: payments.fulfilment })
        .from(payments)
        .where(eq(payments.id, row.id));
      return { kind: "stale", now: now?.fulfilment ?? move.from } as const;
    }
    const changedAt = new Date();
    await tx.insert(orderFulfilmentChanges).values({
      paymentId: row.id,
      state: move.to,
      message: move.message ?? null,
      adminEmail: move.adminEmail,
      changedAt,
    });
    const [product] = await tx.select().from(products).where(eq(products.id, row.productId));
    await storeLeadInTransaction(tx, mail.leads, {
      kind: "fulfilment",
      fields: {
        ...orderLeadFields(
          moved,
          moved.productTitle ?? product?.title ?? row.productId,
          mail.siteUrl,
        ),
        fulfilment: move.to,
        fulfilmentLabel: fulfilmentLabels[move.to],
        ...(move.message && { message: move.message }),
        at: changedAt.toISOString(),
      },
    });
    await options.onMoved?.(tx);
    return { kind: "moved" } as const;
  });
}

/** Every move of an order's fulfilment, oldest first. */
export function fulfilmentHistory(db: Database, paymentId: string) {
  return db
    .select({
      state: orderFulfilmentChanges.state,
      message: orderFulfilmentChanges.message,
      adminEmail: orderFulfilmentChanges.adminEmail,
      changedAt: orderFulfilmentChanges.changedAt,
    })
    .from(orderFulfilmentChanges)
    .where(eq(orderFulfilmentChanges.paymentId, paymentId))
    .orderBy(asc(orderFulfilmentChanges.changedAt));
}
