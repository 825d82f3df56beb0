import type { Database } from "../../db";
import type { Refunder, RefundResult } from "../port";
import { offlineId } from "./card";
import { getRecord, putRecord } from "./sandbox-records";

/**
 * The offline sandbox's refunds (ADR 26): no money moves, so a refund of a completed sandbox
 * payment is done at once. As at a provider, the refund id follows from the key (the same key
 * answers the same refund again), and a payment is refunded once: its refund is kept in
 * `sandbox_objects` under the payment's id, so a second refund under another key is refused.
 * Sandbox card payments keep no record (their id follows from the charge's key), so any card
 * payment id is taken as paid; orders and invoices must have been paid in the sandbox.
 */
export type SandboxRefund = {
  refundId: string;
  reference: string;
  amountCents: number;
  currency: string;
};

const paidStatuses: Record<string, { kind: "order" | "invoice"; status: string }> = {
  paypal: { kind: "order", status: "COMPLETED" },
  invoice: { kind: "invoice", status: "PAID" },
};

export function offlineRefunder(db: Database): Refunder {
  return {
    async refund({ payment, idempotencyKey }): Promise<RefundResult> {
      const paid = paidStatuses[payment.method];
      if (paid) {
        const record = await getRecord(db, paid.kind, payment.providerRef);
        if (record?.status !== paid.status) {
          return { kind: "refused", message: "The sandbox has no paid payment to refund." };
        }
      }
      const refundId = offlineId("refund", idempotencyKey);
      const stored = await putRecord<SandboxRefund>(
        db,
        "refund",
        `refund-of:${payment.providerRef}`,
        "COMPLETED",
        {
          refundId,
          reference: payment.reference,
          amountCents: payment.amountCents,
          currency: payment.currency,
        },
      );
      if (stored.data.refundId !== refundId) {
        return { kind: "refused", message: "This payment was refunded already." };
      }
      return { kind: "refunded", refundId };
    },
  };
}

/** The sandbox's refund of a payment, or undefined when it was not refunded. */
export function findSandboxRefund(db: Database, providerRef: string) {
  return getRecord<SandboxRefund>(db, "refund", `refund-of:${providerRef}`);
}
