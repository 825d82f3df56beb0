import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { cardSummaryOf } from "~/utils/card-label";
import { InvalidWebhook, type PaymentEvent, type WebhookReader } from "../port";

export const SQUARE_SIGNATURE_HEADER = "x-square-hmacsha256-signature";

/** As the SDK's `WebhooksHelper.verifySignature`; the offline sandbox signs its events this way too. */
export function squareSignature(signatureKey: string, notificationUrl: string, rawBody: string) {
  return createHmac("sha256", signatureKey)
    .update(notificationUrl + rawBody)
    .digest("base64");
}

export function squareEventRequest(
  signing: { signatureKey: string; notificationUrl: string },
  type: string,
  object: Record<string, Record<string, unknown>>,
): { rawBody: string; headers: Headers } {
  const [objectType] = Object.keys(object);
  const rawBody = JSON.stringify({
    merchant_id: "OFFLINE",
    type,
    event_id: randomUUID(),
    created_at: new Date().toISOString(),
    data: { type: objectType, id: String(object[objectType!]?.id ?? ""), object },
  });
  const signature = squareSignature(signing.signatureKey, signing.notificationUrl, rawBody);
  return {
    rawBody,
    headers: new Headers({
      "content-type": "application/json",
      [SQUARE_SIGNATURE_HEADER]: signature,
    }),
  };
}

function signatureMatches(expected: string, given: string) {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

type SquareEvent = {
  event_id?: unknown;
  type?: unknown;
  data?: { object?: Record<string, Record<string, unknown> | undefined> };
};

const paymentOutcomes: Record<string, PaymentEvent["outcome"]> = {
  COMPLETED: "completed",
  FAILED: "failed",
  CANCELED: "canceled",
};

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

function wholeCents(money: unknown): number | undefined {
  const amount = (money as { amount?: unknown } | undefined)?.amount;
  return Number.isSafeInteger(amount) && (amount as number) >= 0 ? (amount as number) : undefined;
}

export function readSquareEvent(event: SquareEvent): PaymentEvent | { ignored: string } {
  const type = text(event.type) ?? "";
  const object = event.data?.object ?? {};
  if (type === "payment.created" || type === "payment.updated") {
    const payment = object.payment ?? {};
    const outcome = paymentOutcomes[String(payment.status)];
    if (!outcome) return { ignored: `${type} with status ${String(payment.status)}` };
    const card = cardSummaryOf((payment.card_details as { card?: unknown } | undefined)?.card);
    return {
      eventId: "",
      type,
      outcome,
      reference: text(payment.reference_id),
      providerRef: text(payment.id),
      ...(card && { card }),
    };
  }
  if (type === "invoice.payment_made" || type === "invoice.canceled") {
    const invoice = object.invoice ?? {};
    if (type === "invoice.payment_made" && invoice.status !== "PAID") {
      return { ignored: `${type} with status ${String(invoice.status)}` };
    }
    return {
      eventId: "",
      type,
      outcome: type === "invoice.canceled" ? "canceled" : "completed",
      reference: undefined,
      providerRef: text(invoice.id),
    };
  }
  if (type === "refund.created" || type === "refund.updated") {
    const refund = object.refund ?? {};
    if (refund.status !== "COMPLETED") {
      return { ignored: `${type} with status ${String(refund.status)}` };
    }
    return {
      eventId: "",
      type,
      outcome: "refunded",
      reference: undefined,
      providerRef: text(refund.payment_id),
      refund: { id: text(refund.id), amountCents: wholeCents(refund.amount_money) },
    };
  }
  return { ignored: `event type ${type || "(none)"}` };
}

/** The configured notification URL, never the request's, which a proxy may have rewritten. */
export function squareWebhookReader(options: {
  signatureKey: string;
  notificationUrl: string;
}): WebhookReader {
  return {
    async read({ rawBody, headers }) {
      const given = headers.get(SQUARE_SIGNATURE_HEADER) ?? "";
      const expected = squareSignature(options.signatureKey, options.notificationUrl, rawBody);
      if (!given || !signatureMatches(expected, given)) {
        throw new InvalidWebhook("Square signature does not match");
      }
      let event: SquareEvent;
      try {
        event = JSON.parse(rawBody) as SquareEvent;
      } catch {
        throw new InvalidWebhook("Square event is not JSON");
      }
      const eventId = text(event.event_id);
      if (!eventId) throw new InvalidWebhook("Square event has no event_id");
      const read = readSquareEvent(event);
      return "ignored" in read ? { ...read, eventId } : { ...read, eventId };
    },
  };
}
