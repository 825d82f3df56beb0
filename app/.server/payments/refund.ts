import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db";
import { payments } from "../db/schema";
import type { PaymentProviders } from "./port";
import { findPayment, moveInTransaction, type OrderMailConfig } from "./store";

/**
 * A full refund of one order (ADR 26): one refund per order, for the whole amount, asked of the
 * provider that took the payment under the key `refund:<payment id>`, so a double submit or a
 * retry after an unknown outcome is answered with the same refund instead of a second one. The
 * provider is called outside any transaction; its yes moves the row completed → refunded with one
 * guarded UPDATE, which also queues the customer's refund e-mail (store.ts).
 *
 * `ProviderUnavailable` from the provider is not caught: the outcome is unknown, the row stays
 * completed, and repeating the refund is safe.
 */
export type RefundOutcome =
  | { kind: "not-found" }
  | { kind: "refused"; message: string }
  /** `recorded`: this call recorded the refund (false when a concurrent call already had). */
  | { kind: "refunded"; refundId: string; recorded: boolean };

export const refundMessages = {
  notCompleted: "Only a completed order can be refunded.",
  alreadyRefunded: "This order was refunded already.",
  noRefunder: (provider: string) =>
    `Refunds through ${provider} are not set up on this site. Refund the payment in the provider's own dashboard.`,
  noProviderRef:
    "This order has no payment reference from its provider, so it cannot be refunded here.",
} as const;

export const refundKey = (paymentId: string) => `refund:${paymentId}`;

export async function refundOrder(
  db: Database,
  providers: PaymentProviders,
  mail: OrderMailConfig,
  paymentId: string,
  options: { onRecorded?: (tx: Transaction) => Promise<void> } = {},
): Promise<RefundOutcome> {
  const row = await findPayment(db, paymentId);
  if (!row) return { kind: "not-found" };
  if (row.status === "refunded")
    return { kind: "refused", message: refundMessages.alreadyRefunded };
  if (row.status !== "completed") return { kind: "refused", message: refundMessages.notCompleted };
  const refunder = providers.refunds[row.provider];
  if (!refunder) return { kind: "refused", message: refundMessages.noRefunder(row.provider) };
  if (!row.providerRef) return { kind: "refused", message: refundMessages.noProviderRef };

  const result = await refunder.refund({
    payment: {
      reference: row.id,
      method: row.method,
      providerRef: row.providerRef,
      amountCents: row.amountCents,
      currency: row.currency,
    },
    idempotencyKey: refundKey(row.id),
  });
  if (result.kind === "refused") return result;

  const recorded = await db.transaction(async (tx) => {
    const moved = await moveInTransaction(tx, mail, row.id, {
      to: "refunded",
      refundId: result.refundId,
    });
    // Not moved: a concurrent submit, or the provider's refund webhook, moved it first. The refund
    // id is kept unless one is already (the webhook does not know it).
    const kept = moved || (await keepRefundId(tx, row.id, result.refundId));
    if (kept) await options.onRecorded?.(tx);
    return kept;
  });
  return { kind: "refunded", refundId: result.refundId, recorded };
}

async function keepRefundId(tx: Transaction, id: string, refundId: string) {
  const kept = await tx
    .update(payments)
    .set({
      providerData: sql`${payments.providerData} || ${JSON.stringify({ refundId })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, "refunded"),
        sql`${payments.providerData}->>'refundId' is null`,
      ),
    )
    .returning({ id: payments.id });
  return kept.length > 0;
}
