import { and, eq, sql } from "drizzle-orm";
import { formatMoney } from "~/utils/money";
import type { Database, Transaction } from "../db";
import { paymentRefunds, payments, products } from "../db/schema";
import { storeLeadInTransaction } from "../leads/store";
import { refundLeadFields } from "./order-mail";
import type { PaymentProviders } from "./port";
import { findPayment, moveInTransaction, paidTitle, type OrderMailConfig } from "./store";

/** @see docs/decisions/0026-refunds.md */
export type RefundOutcome =
  | { kind: "not-found" }
  | { kind: "refused"; message: string }
  | { kind: "refunded"; refundId: string; recorded: boolean };

export const refundMessages = {
  notCompleted: "Only a completed order can be refunded.",
  alreadyRefunded: "This order was refunded already.",
  noRefunder: (provider: string) =>
    `Refunds through ${provider} are not set up on this site. Refund the payment in the provider's own dashboard.`,
  noProviderRef:
    "This order has no payment reference from its provider, so it cannot be refunded here.",
  overLeft: (leftCents: number) =>
    `At most ${formatMoney(leftCents, { cents: true })} is left to refund on this order.`,
} as const;

const refundKey = (paymentId: string) => `refund:${paymentId}`;

export type RefundOptions = {
  amountCents?: number;
  key?: string;
  adminEmail?: string;
  onRecorded?: (tx: Transaction) => Promise<void>;
};

export async function refundedCents(db: Database | Transaction, paymentId: string) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${paymentRefunds.amountCents})` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return Number(row?.total ?? 0);
}

export async function findRefundByKey(db: Database, key: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.idempotencyKey, key));
  return row;
}

export async function refundOrder(
  db: Database,
  providers: PaymentProviders,
  mail: OrderMailConfig,
  paymentId: string,
  options: RefundOptions = {},
): Promise<RefundOutcome> {
  const key = options.key ?? refundKey(paymentId);
  if (options.key) {
    const done = await findRefundByKey(db, key);
    if (done?.paymentId === paymentId) {
      return { kind: "refunded", refundId: done.refundId, recorded: false };
    }
  }
  const row = await findPayment(db, paymentId);
  if (!row) return { kind: "not-found" };
  if (row.status === "refunded")
    return { kind: "refused", message: refundMessages.alreadyRefunded };
  if (row.status !== "completed") return { kind: "refused", message: refundMessages.notCompleted };
  const refunder = providers.refunds[row.provider];
  if (!refunder) return { kind: "refused", message: refundMessages.noRefunder(row.provider) };
  if (!row.providerRef) return { kind: "refused", message: refundMessages.noProviderRef };
  const left = row.amountCents - (await refundedCents(db, row.id));
  if (left <= 0) return { kind: "refused", message: refundMessages.alreadyRefunded };
  const amountCents = options.amountCents ?? left;
  if (amountCents > left) return { kind: "refused", message: refundMessages.overLeft(left) };

  const result = await refunder.refund({
    payment: {
      reference: row.id,
      method: row.method,
      providerRef: row.providerRef,
      amountCents: row.amountCents,
      currency: row.currency,
    },
    amountCents,
    idempotencyKey: key,
  });
  if (result.kind === "refused") return result;

  const recorded = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: row.id,
        amountCents,
        refundId: result.refundId,
        idempotencyKey: key,
        adminEmail: options.adminEmail,
      })
      // The same key again, or the provider's webhook counted this refund first.
      .onConflictDoNothing()
      .returning({ id: paymentRefunds.id });
    if (inserted.length === 0) return false;
    if ((await refundedCents(tx, row.id)) >= row.amountCents) {
      const moved = await moveInTransaction(tx, mail, row.id, {
        to: "refunded",
        refundId: result.refundId,
        refundedCents: amountCents,
      });
      // The provider's refund webhook moved it first (and sent the e-mail) without knowing the refund id.
      if (!moved) await keepRefundId(tx, row.id, result.refundId);
    } else {
      await queuePartialRefundMail(tx, mail, row.id, result.refundId, amountCents);
    }
    await options.onRecorded?.(tx);
    return true;
  });
  return { kind: "refunded", refundId: result.refundId, recorded };
}

async function queuePartialRefundMail(
  tx: Transaction,
  mail: OrderMailConfig,
  id: string,
  refundId: string,
  amountCents: number,
) {
  const [found] = await tx
    .select({ payment: payments, title: paidTitle })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .where(eq(payments.id, id));
  if (!found) return;
  const payment = { ...found.payment, providerData: { ...found.payment.providerData, refundId } };
  await storeLeadInTransaction(tx, mail.leads, {
    kind: "refund",
    fields: refundLeadFields(payment, found.title, mail.siteUrl, amountCents),
  });
}

async function keepRefundId(tx: Transaction, id: string, refundId: string) {
  await tx
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
    );
}
