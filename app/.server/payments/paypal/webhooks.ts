import { InvalidWebhook, type PaymentEvent, type WebhookReader } from "../port";
import { PayPalApiError, type PayPalClient } from "./api-client";

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

function decimalCents(money: unknown): number | undefined {
  const value = (money as { value?: unknown } | undefined)?.value;
  if (typeof value !== "string" || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const [whole, fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

function relatedOrderId(resource: Record<string, unknown>) {
  const supplementary = resource.supplementary_data as
    | { related_ids?: { order_id?: unknown } }
    | undefined;
  return text(supplementary?.related_ids?.order_id);
}

/** A refund carries `custom_id` and its order id only sometimes, so either may be missing. */
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

/** Byte for byte: PayPal checks the signature against the event as it re-serializes it. */
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
      // A 400 means what was sent cannot be checked at all: as unverified as a FAILURE.
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
