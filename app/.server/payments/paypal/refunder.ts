import type { Refunder, RefundResult } from "../port";
import { paypalAmount } from "./amount";
import { PayPalApiError, paypalIssue, type PayPalClient } from "./api-client";
import { paypalRequestId } from "./request-id";

/** PENDING counts as refunded: PayPal settles a pending refund without the site. */
type Capture = { id?: unknown; status?: unknown };
type Order = { purchase_units?: { payments?: { captures?: Capture[] } }[] };

/** Refunded statuses too, so repeating a refund whose answer was lost reaches PayPal's replay. */
const paidCaptureStatuses = new Set(["COMPLETED", "PARTIALLY_REFUNDED", "REFUNDED"]);

const issueMessages: Record<string, string> = {
  CAPTURE_FULLY_REFUNDED: "PayPal says this payment was refunded already.",
  REFUND_AMOUNT_EXCEEDED: "PayPal says less of this payment is left to refund.",
  REFUND_TIME_LIMIT_EXCEEDED: "PayPal no longer allows a refund of this payment: it is too old.",
  REFUND_NOT_ALLOWED: "PayPal does not allow a refund of this payment.",
  TRANSACTION_DISPUTED: "This payment is disputed in PayPal; settle the dispute there instead.",
  PERMISSION_DENIED: "The site's PayPal app may not refund payments; check its permissions.",
};

const statusMessages: Record<string, string> = {
  CANCELLED: "PayPal cancelled the refund.",
  FAILED: "The refund failed at PayPal.",
};

function refused(message: string): RefundResult {
  return { kind: "refused", message };
}

export function paypalRefunder(client: PayPalClient): Refunder {
  return {
    async refund({ payment, amountCents, idempotencyKey }): Promise<RefundResult> {
      const orderPath = `/v2/checkout/orders/${encodeURIComponent(payment.providerRef)}`;
      const shown = await client.request("GET", orderPath);
      if (shown.status === 404) return refused("PayPal could not find this order.");
      if (shown.status >= 300) {
        throw new PayPalApiError(
          `PayPal did not show order ${payment.providerRef}`,
          shown.status,
          shown.body,
        );
      }
      const captures = ((shown.body ?? {}) as Order).purchase_units?.[0]?.payments?.captures ?? [];
      const capture = captures.find((c) => paidCaptureStatuses.has(String(c.status)));
      if (typeof capture?.id !== "string" || capture.id === "") {
        return refused("This PayPal order has no completed payment to refund.");
      }

      const answer = await client.request(
        "POST",
        `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
        {
          headers: {
            "PayPal-Request-Id": paypalRequestId("refund", idempotencyKey, capture.id),
            Prefer: "return=representation",
          },
          body: JSON.stringify({
            amount: {
              value: paypalAmount(amountCents ?? payment.amountCents, payment.currency),
              currency_code: payment.currency,
            },
            custom_id: payment.reference,
          }),
        },
      );
      if (answer.status >= 400) {
        const issue = paypalIssue(answer.body) ?? "";
        return refused(
          issueMessages[issue] ??
            `PayPal refused the refund (HTTP ${answer.status}${issue ? `: ${issue}` : ""}).`,
        );
      }
      const { id, status } = (answer.body ?? {}) as { id?: unknown; status?: unknown };
      if (typeof id === "string" && id !== "" && (status === "COMPLETED" || status === "PENDING")) {
        return { kind: "refunded", refundId: id };
      }
      const message = statusMessages[String(status)];
      if (message) return refused(message);
      throw new PayPalApiError(
        "PayPal answered the refund with no status its docs describe",
        answer.status,
        answer.body,
      );
    },
  };
}
