import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { sandboxObjects } from "../../db/schema";
import type { Refunder, RefundResult } from "../port";
import { offlineId } from "./card";
import { getRecord, putRecord } from "./sandbox-records";

const paidStatuses: Record<string, { kind: "order" | "invoice"; status: string }> = {
  paypal: { kind: "order", status: "COMPLETED" },
  invoice: { kind: "invoice", status: "PAID" },
};

const ledgerId = (providerRef: string) => `refunded-of:${providerRef}`;

async function raiseRefunded(
  db: Database,
  providerRef: string,
  amountCents: number,
  totalCents: number,
) {
  await putRecord(db, "refund", ledgerId(providerRef), "OPEN", { refundedCents: 0 });
  const refunded = sql`(${sandboxObjects.data}->>'refundedCents')::int`;
  const raised = await db
    .update(sandboxObjects)
    .set({
      data: sql`jsonb_build_object('refundedCents', ${refunded} + ${amountCents}::int)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(sandboxObjects.id, ledgerId(providerRef)),
        sql`${refunded} + ${amountCents}::int <= ${totalCents}::int`,
      ),
    )
    .returning({ id: sandboxObjects.id });
  return raised.length > 0;
}

export function offlineRefunder(db: Database): Refunder {
  return {
    async refund({ payment, amountCents, idempotencyKey }): Promise<RefundResult> {
      const paid = paidStatuses[payment.method];
      if (paid) {
        const record = await getRecord(db, paid.kind, payment.providerRef);
        if (record?.status !== paid.status) {
          return { kind: "refused", message: "The sandbox has no paid payment to refund." };
        }
      }
      const amount = amountCents ?? payment.amountCents;
      if (!Number.isInteger(amount) || amount <= 0) {
        return { kind: "refused", message: "The sandbox refunds a whole number of cents over 0." };
      }
      const refundId = offlineId("refund", idempotencyKey);
      const created = await db
        .insert(sandboxObjects)
        .values({
          id: `refund:${refundId}`,
          kind: "refund",
          status: "COMPLETED",
          data: {
            refundId,
            reference: payment.reference,
            amountCents: amount,
            currency: payment.currency,
          },
        })
        .onConflictDoNothing()
        .returning({ id: sandboxObjects.id });
      if (created.length === 0) return { kind: "refunded", refundId };
      if (!(await raiseRefunded(db, payment.providerRef, amount, payment.amountCents))) {
        await db.delete(sandboxObjects).where(eq(sandboxObjects.id, `refund:${refundId}`));
        const ledger = await getRecord<{ refundedCents: number }>(
          db,
          "refund",
          ledgerId(payment.providerRef),
        );
        return {
          kind: "refused",
          message:
            (ledger?.data.refundedCents ?? 0) >= payment.amountCents
              ? "This payment was refunded already."
              : "Less of this payment is left to refund.",
        };
      }
      return { kind: "refunded", refundId };
    },
  };
}
