import { ProviderUnavailable, type ChargeResult, type RedirectCheckout } from "../port";
import { paypalAmount } from "./amount";
import { PayPalApiError, paypalIssue, type PayPalAnswer, type PayPalClient } from "./api-client";
import { isPayPalDecline, paypalDeclineMessage } from "./declines";
import { paypalRequestId } from "./request-id";

/** The provider ref is the ORDER id, never the capture id, so webhooks and returns find the same row. */

type Link = { href?: unknown; rel?: unknown };
type Capture = { id?: unknown; status?: unknown };
type Order = {
  id?: unknown;
  status?: unknown;
  links?: Link[];
  purchase_units?: { payments?: { captures?: Capture[] } }[];
};

/** PayPal caps `description` at 127 characters; a longer title is cut, not refused. */
const DESCRIPTION_MAX = 127;

function approvalLink(order: Order): string | undefined {
  const links = Array.isArray(order.links) ? order.links : [];
  // "payer-action" when the order names its payment source (as `start` does), "approve" without.
  const link =
    links.find((l) => l.rel === "payer-action") ?? links.find((l) => l.rel === "approve");
  return typeof link?.href === "string" ? link.href : undefined;
}

function firstCapture(order: Order): Capture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

function captureResult(orderId: string, answer: PayPalAnswer): ChargeResult {
  const capture = firstCapture((answer.body ?? {}) as Order);
  const status = typeof capture?.status === "string" ? capture.status : undefined;
  if (status === "COMPLETED") return { kind: "completed", providerRef: orderId };
  if (status === "DECLINED" || status === "FAILED") {
    return { kind: "declined", code: status, message: paypalDeclineMessage(status) };
  }
  if (status === "PENDING") {
    // Held for review: the port has no "pending", so the outcome is unknown until a webhook settles it.
    throw new ProviderUnavailable(`PayPal holds the capture of order ${orderId} as PENDING`);
  }
  throw new PayPalApiError(
    `PayPal's order ${orderId} has no capture PayPal's docs describe`,
    answer.status,
    answer.body,
  );
}

export function paypalRedirectCheckout(client: PayPalClient): RedirectCheckout {
  return {
    async start({ item, returnUrl, cancelUrl, idempotencyKey }) {
      const answer = await client.request("POST", "/v2/checkout/orders", {
        headers: {
          "PayPal-Request-Id": paypalRequestId("create", idempotencyKey),
          Prefer: "return=representation",
        },
        body: JSON.stringify({
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: item.reference,
              // custom_id is what PayPal copies into its capture webhooks.
              custom_id: item.reference,
              description: item.title.slice(0, DESCRIPTION_MAX),
              amount: {
                currency_code: item.currency,
                value: paypalAmount(item.amountCents, item.currency),
              },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: returnUrl,
                cancel_url: cancelUrl,
                user_action: "PAY_NOW",
                shipping_preference: "NO_SHIPPING",
              },
            },
          },
        }),
      });
      const order = (answer.body ?? {}) as Order;
      if (answer.status >= 300 || typeof order.id !== "string" || order.id === "") {
        throw new PayPalApiError("PayPal did not create the order", answer.status, answer.body);
      }
      return { orderId: order.id, approvalUrl: approvalLink(order) };
    },

    async complete({ orderId, idempotencyKey }) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const answer = await client.request("POST", `${path}/capture`, {
        headers: {
          "PayPal-Request-Id": paypalRequestId("capture", idempotencyKey, orderId),
          Prefer: "return=representation",
        },
      });
      if (answer.status < 300) return captureResult(orderId, answer);

      const issue = paypalIssue(answer.body) ?? "";
      if (answer.status === 422 && issue === "ORDER_NOT_APPROVED") return { kind: "not-approved" };
      if (answer.status === 422 && issue === "ORDER_ALREADY_CAPTURED") {
        // Captured earlier under another key (the browser came back twice): the order says how it ended.
        const shown = await client.request("GET", path);
        if (shown.status >= 300) {
          throw new PayPalApiError(
            `PayPal did not show order ${orderId}`,
            shown.status,
            shown.body,
          );
        }
        return captureResult(orderId, shown);
      }
      if (answer.status === 422 && isPayPalDecline(issue)) {
        return { kind: "declined", code: issue, message: paypalDeclineMessage(issue) };
      }
      throw new PayPalApiError(
        `PayPal did not capture order ${orderId}`,
        answer.status,
        answer.body,
      );
    },
  };
}
