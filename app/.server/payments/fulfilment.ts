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

/** Guarded by `from` (compare-and-set), so a replayed form or a stale tab changes nothing. */
export type Move = {
  from: FulfilmentState;
  to: Exclude<FulfilmentState, "received">;
  message?: string;
  adminEmail: string;
};

export type MoveOutcome =
  | { kind: "not-found" }
  | { kind: "stale"; now: FulfilmentState }
  | { kind: "refused"; message: string }
  | { kind: "moved" };

export const fulfilmentMessages = {
  stale: (now: FulfilmentState) =>
    `This order is ${fulfilmentLabels[now].toLowerCase()} already; the page was out of date. Nothing was changed.`,
  notPaid: "Only a paid order can be marked in progress or delivered.",
} as const;

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
    .orderBy(asc(orderFulfilmentChanges.seq));
}
