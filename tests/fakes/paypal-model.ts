import { randomBytes, randomInt } from "node:crypto";

/**
 * The state and the answer shapes of the fake PayPal (./paypal-server.ts), as PayPal's Orders v2,
 * Payments v2 and Webhooks v1 references document them. Only the fields the site or its tests
 * read are filled in, plus the ones that say what kind of object an answer is.
 */
export type Money = { currency_code: string; value: string };

export type FakeCapture = {
  id: string;
  status: "COMPLETED" | "DECLINED" | "PARTIALLY_REFUNDED" | "REFUNDED";
  amount: Money;
  /** What its refunds gave back so far, in cents (PayPal's capture status follows it). */
  refundedCents?: number;
  customId: string | undefined;
  createTime: string;
};

export type FakeOrder = {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  referenceId: string | undefined;
  customId: string | undefined;
  description: string | undefined;
  amount: Money;
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
  createTime: string;
  captures: FakeCapture[];
};

/** A stored answer: what a PayPal-Request-Id replays. */
export type Answer = { status: number; body: unknown };

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** PayPal's ids: 17 upper-case letters and digits (orders, captures, refunds). */
export function paypalId(length = 17) {
  return Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join("");
}

export const randomToken = () => `A21AA${randomBytes(32).toString("base64url")}`;

/** A signature-sized opaque value: the fake remembers it rather than computing an RSA one. */
export const randomSignature = () => randomBytes(256).toString("base64");

/** PayPal's error answer (`name`, `message`, `debug_id`, `details[].issue`). */
export function paypalError(status: number, name: string, issue?: string, message?: string) {
  return {
    status,
    body: {
      name,
      message: message ?? defaultMessages[name] ?? name,
      debug_id: randomBytes(7).toString("hex"),
      ...(issue && {
        details: [{ issue, description: issueDescriptions[issue] ?? issue }],
        links: [
          {
            href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
            rel: "information_link",
            method: "GET",
          },
        ],
      }),
    },
  } satisfies Answer;
}

const defaultMessages: Record<string, string> = {
  UNPROCESSABLE_ENTITY:
    "The requested action could not be performed, semantically incorrect, or failed business validation.",
  INVALID_REQUEST: "Request is not well-formed, syntactically incorrect, or violates schema.",
  RESOURCE_NOT_FOUND: "The specified resource does not exist.",
  INTERNAL_SERVER_ERROR: "An internal server error has occurred.",
  VALIDATION_ERROR: "Invalid request - see details",
};

const issueDescriptions: Record<string, string> = {
  CAPTURE_FULLY_REFUNDED: "The capture has already been fully refunded",
  REFUND_AMOUNT_EXCEEDED:
    "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED:
    "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED:
    "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
  INVALID_RESOURCE_ID:
    "Specified resource ID does not exist. Please check the resource ID and try again.",
  PAYPAL_REQUEST_ID_REQUIRED:
    "A PayPal-Request-Id is required if you are trying to process payment for an Order.",
  MISSING_REQUIRED_PARAMETER: "A required field / parameter is missing.",
  DECIMAL_PRECISION:
    "If the currency supports decimals, only two decimal place precision is supported.",
};

const link = (href: string, rel: string, method = "GET") => ({ href, rel, method });

export function approvalUrl(baseUrl: string, orderId: string) {
  return `${baseUrl}/checkoutnow?token=${orderId}`;
}

export function captureRepresentation(baseUrl: string, order: FakeOrder, capture: FakeCapture) {
  return {
    id: capture.id,
    status: capture.status,
    amount: capture.amount,
    final_capture: true,
    seller_protection: {
      status: "ELIGIBLE",
      dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"],
    },
    ...(capture.customId !== undefined && { custom_id: capture.customId }),
    supplementary_data: { related_ids: { order_id: order.id } },
    create_time: capture.createTime,
    update_time: capture.createTime,
    links: [
      link(`${baseUrl}/v2/payments/captures/${capture.id}`, "self"),
      link(`${baseUrl}/v2/payments/captures/${capture.id}/refund`, "refund", "POST"),
      link(`${baseUrl}/v2/checkout/orders/${order.id}`, "up"),
    ],
  };
}

/** An order as `Prefer: return=representation` (and `GET /v2/checkout/orders/{id}`) shows it. */
export function orderRepresentation(baseUrl: string, order: FakeOrder) {
  const self = `${baseUrl}/v2/checkout/orders/${order.id}`;
  const links =
    order.status === "PAYER_ACTION_REQUIRED"
      ? [link(self, "self"), link(approvalUrl(baseUrl, order.id), "payer-action")]
      : order.status === "APPROVED"
        ? [
            link(self, "self"),
            link(self, "update", "PATCH"),
            link(`${self}/capture`, "capture", "POST"),
          ]
        : [link(self, "self")];
  return {
    id: order.id,
    intent: "CAPTURE",
    status: order.status,
    payment_source: {
      paypal:
        order.status === "PAYER_ACTION_REQUIRED"
          ? {}
          : {
              email_address: "buyer@example.test",
              account_id: "FAKEPAYERID01",
              account_status: "VERIFIED",
            },
    },
    purchase_units: [
      {
        reference_id: order.referenceId ?? "default",
        amount: order.amount,
        payee: { email_address: "merchant@example.test", merchant_id: "FAKEMERCHANT1" },
        ...(order.description !== undefined && { description: order.description }),
        ...(order.customId !== undefined && { custom_id: order.customId }),
        ...(order.captures.length > 0 && {
          payments: {
            captures: order.captures.map((c) => captureRepresentation(baseUrl, order, c)),
          },
        }),
      },
    ],
    create_time: order.createTime,
    links,
  };
}

/**
 * A refund of `capture`, as `POST /v2/payments/captures/{id}/refund` answers it and
 * PAYMENT.CAPTURE.REFUNDED carries it.
 */
export function refundRepresentation(
  baseUrl: string,
  capture: FakeCapture,
  customId?: string,
  amount: Money = capture.amount,
) {
  const id = paypalId();
  return {
    id,
    status: "COMPLETED",
    amount,
    ...(customId !== undefined && { custom_id: customId }),
    create_time: new Date().toISOString(),
    update_time: new Date().toISOString(),
    links: [
      link(`${baseUrl}/v2/payments/refunds/${id}`, "self"),
      link(`${baseUrl}/v2/payments/captures/${capture.id}`, "up"),
    ],
  };
}

/** A webhook event's envelope (Webhooks v1 "event"). */
export function webhookEvent(
  baseUrl: string,
  eventType: string,
  resourceType: string,
  resource: Record<string, unknown>,
) {
  const id = `WH-${paypalId(17)}-${paypalId(17)}`;
  return {
    id,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: "2.0",
    event_type: eventType,
    summary: `${eventType} (fake)`,
    resource,
    links: [
      link(`${baseUrl}/v1/notifications/webhooks-events/${id}`, "self"),
      link(`${baseUrl}/v1/notifications/webhooks-events/${id}/resend`, "resend", "POST"),
    ],
  };
}
