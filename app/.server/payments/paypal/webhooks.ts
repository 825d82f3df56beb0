import { InvalidWebhook, type PaymentEvent, type WebhookReader } from "../port";
import { PayPalApiError, type PayPalClient } from "./api-client";

/**
 * PayPal's webhooks (`POST /webhooks/paypal`). PayPal signs them with its own certificate, and
 * the documented way to check one is to ask PayPal (`verify-webhook-signature`) with the
 * transmission headers, the webhook's id and the event exactly as received. A webhook without
 * those headers or that is not JSON is refused without asking.
 */
const transmissionHeaders = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

type PayPalEvent = {
  id?: unknown;
  event_type?: unknown;
  resource?: Record<string, unknown>;
};

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

const captureOutcomes: Record<string, PaymentEvent["outcome"]> = {
  "PAYMENT.CAPTURE.COMPLETED": "completed",
  "PAYMENT.CAPTURE.DENIED": "failed",
  "PAYMENT.CAPTURE.DECLINED": "failed",
  "PAYMENT.CAPTURE.REFUNDED": "refunded",
};

/** PayPal's `{ value: "12.50", currency_code }` as cents. */
function decimalCents(money: unknown): number | undefined {
  const value = (money as { value?: unknown } | undefined)?.value;
  if (typeof value !== "string" || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const [whole, fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** `resource.supplementary_data.related_ids.order_id`: the order a capture belongs to. */
function relatedOrderId(resource: Record<string, unknown>) {
  const supplementary = resource.supplementary_data as
    | { related_ids?: { order_id?: unknown } }
    | undefined;
  return text(supplementary?.related_ids?.order_id);
}

/**
 * Reduces a verified PayPal event to what moves a payment, or says why it moves none. Captures
 * carry the payments row id as `custom_id` (set by `start`) and their order's id; a refund
 * carries `custom_id` only when the refund request set it, and its order id only when PayPal adds
 * the supplementary data, so either may be missing.
 */
export function readPayPalEvent(event: PayPalEvent):
  | Omit<PaymentEvent, "eventId">
  | {
      ignored: string;
    } {
  const type = text(event.event_type) ?? "";
  const resource = event.resource ?? {};
  const captureOutcome = captureOutcomes[type];
  if (captureOutcome) {
    return {
      type,
      outcome: captureOutcome,
      reference: text(resource.custom_id),
      providerRef: relatedOrderId(resource),
      // PAYMENT.CAPTURE.REFUNDED's resource is the refund itself.
      ...(captureOutcome === "refunded" && {
        refund: { id: text(resource.id), amountCents: decimalCents(resource.amount) },
      }),
    };
  }
  if (type === "CHECKOUT.ORDER.VOIDED") {
    const units = resource.purchase_units as { custom_id?: unknown }[] | undefined;
    return {
      type,
      outcome: "canceled",
      reference: text(Array.isArray(units) ? units[0]?.custom_id : undefined),
      providerRef: text(resource.id),
    };
  }
  return { ignored: `event type ${type || "(none)"}` };
}

/**
 * The verification request's body, written by hand around the raw event: PayPal checks the
 * signature against the event as it re-serializes what it receives, so the event is passed on
 * byte for byte rather than parsed and stringified again (which may change numbers or escapes).
 */
function verificationBody(fields: Record<string, string>, rawBody: string) {
  const envelope = JSON.stringify(fields);
  return `${envelope.slice(0, -1)},"webhook_event":${rawBody}}`;
}

export function paypalWebhookReader(client: PayPalClient, webhookId: string): WebhookReader {
  return {
    async read({ rawBody, headers }) {
      const fields: Record<string, string> = { webhook_id: webhookId };
      for (const [field, header] of Object.entries(transmissionHeaders)) {
        const value = headers.get(header);
        if (!value) throw new InvalidWebhook(`PayPal webhook without the ${header} header`);
        fields[field] = value;
      }
      let event: PayPalEvent;
      try {
        event = JSON.parse(rawBody) as PayPalEvent;
      } catch {
        throw new InvalidWebhook("PayPal event is not JSON");
      }
      if (typeof event !== "object" || event === null || Array.isArray(event)) {
        throw new InvalidWebhook("PayPal event is not a JSON object");
      }

      const answer = await client.request("POST", "/v1/notifications/verify-webhook-signature", {
        body: verificationBody(fields, rawBody),
      });
      // PayPal answers 400 when what was sent cannot be checked at all (a malformed header or
      // event): as unverified as a FAILURE.
      if (answer.status === 400 || answer.status === 422) {
        throw new InvalidWebhook(`PayPal could not verify the webhook (HTTP ${answer.status})`);
      }
      if (answer.status !== 200) {
        throw new PayPalApiError("PayPal did not verify the webhook", answer.status, answer.body);
      }
      const status = (answer.body as { verification_status?: unknown } | undefined)
        ?.verification_status;
      if (status !== "SUCCESS") {
        throw new InvalidWebhook(`PayPal webhook signature: ${String(status)}`);
      }

      const eventId = text(event.id);
      if (!eventId) throw new InvalidWebhook("PayPal event has no id");
      return { ...readPayPalEvent(event), eventId };
    },
  };
}
