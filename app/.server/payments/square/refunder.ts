import { ProviderUnavailable, type Refunder, type RefundResult } from "../port";
import type { InvoiceAnswer, OrderAnswer, RefundAnswer, RefundPaymentRequest } from "./api-types";
import type { SquareClient } from "./client";
import { squareRefusal } from "./errors";
import { squareIdempotencyKey } from "./idempotency";
import { squareMoney } from "./money";

/** An invoice's payment is found through its order's tenders; PENDING counts as refunded. */
type Refusal = Extract<RefundResult, { kind: "refused" }>;

async function call<T>(what: string, run: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await run();
  } catch (error) {
    const refusal = squareRefusal(error, what);
    return { kind: "refused", message: refusalMessage(refusal.code, refusal.detail) };
  }
}

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && (value as Refusal).kind === "refused";

const refusalMessages: Record<string, string> = {
  REFUND_AMOUNT_INVALID:
    "Square refused the refund: this payment was refunded already, or less of it is left to refund.",
  REFUND_ALREADY_PENDING: "Square already has a refund of this payment under way.",
  PAYMENT_NOT_REFUNDABLE: "Square says this payment cannot be refunded.",
  NOT_FOUND: "Square could not find this payment.",
};

function refusalMessage(code: string, detail: string) {
  return refusalMessages[code] ?? `Square refused the refund: ${detail || code}.`;
}

const statusMessages: Record<string, string> = {
  REJECTED: "Square rejected the refund.",
  FAILED: "The refund failed at Square.",
  CANCELLED: "Square cancelled the refund.",
  CANCELED: "Square cancelled the refund.",
};

const NO_INVOICE_PAYMENT = "This invoice has no payment to refund.";

export function squareRefunder(client: SquareClient): Refunder {
  async function invoicePayment(invoiceId: string): Promise<string | Refusal> {
    const got = await call("the invoice", () =>
      client.get<InvoiceAnswer>(`/v2/invoices/${encodeURIComponent(invoiceId)}`),
    );
    if (isRefusal(got)) return got;
    const orderId = got.invoice?.order_id;
    if (!orderId) return { kind: "refused", message: NO_INVOICE_PAYMENT };
    const found = await call("the invoice's order", () =>
      client.get<OrderAnswer>(`/v2/orders/${encodeURIComponent(orderId)}`),
    );
    if (isRefusal(found)) return found;
    const paymentId = found.order?.tenders?.find((tender) => tender.payment_id)?.payment_id;
    return paymentId ?? { kind: "refused", message: NO_INVOICE_PAYMENT };
  }

  return {
    async refund({ payment, amountCents, idempotencyKey }): Promise<RefundResult> {
      const paymentId =
        payment.method === "invoice"
          ? await invoicePayment(payment.providerRef)
          : payment.providerRef;
      if (isRefusal(paymentId)) return paymentId;
      const answer = await call("the refund", () =>
        client.post<RefundAnswer>("/v2/refunds", {
          idempotency_key: squareIdempotencyKey(idempotencyKey, "refund"),
          payment_id: paymentId,
          amount_money: squareMoney(amountCents ?? payment.amountCents, payment.currency),
          reason: "Refunded by the shop owner",
        } satisfies RefundPaymentRequest),
      );
      if (isRefusal(answer)) return answer;
      const refund = answer.refund;
      const status = String(refund?.status);
      if (refund?.id && (status === "PENDING" || status === "COMPLETED")) {
        return { kind: "refunded", refundId: refund.id };
      }
      const message = statusMessages[status];
      if (message) return { kind: "refused", message };
      throw new ProviderUnavailable(`Square answered the refund with status ${status}`);
    },
  };
}
