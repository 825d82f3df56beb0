import type { PaymentMethod } from "../db/schema";

/**
 * What the site needs from a payment provider, by capability (ADR 21). Three adapters implement
 * it: `offline` (the default sandbox, no account anywhere), `square` (card and invoices) and
 * `paypal` (the redirect checkout). The checkout service (`checkout.ts`) owns the payments rows;
 * an adapter only talks to its provider and never touches the database.
 *
 * Rules every adapter keeps:
 * - Amounts are integer cents; the adapter converts to the provider's shape at its boundary.
 * - Every call carries the idempotency key it is given, and the same key with the same input
 *   answers the first call's outcome again (this is how a timed-out call is reconciled: the
 *   service repeats it, never guesses).
 * - A refusal by the provider (decline, CVV, expired card) is a result, not an exception.
 *   A network failure, a timeout or a 5xx throws `ProviderUnavailable`: the outcome is unknown.
 * - `reference` (the payments row id) is sent as the provider's reference id, so its webhook
 *   events can be matched to the row.
 */

/** What is being paid for: from the catalogue row, never from the browser. */
export type PaymentItem = {
  /** The payments row's id: the provider's reference id. */
  reference: string;
  productId: string;
  title: string;
  amountCents: number;
  currency: string;
};

/** Who pays: from the session, never from the form. */
export type Payer = { userId: string; email: string };

/** How a charge ended at the provider. */
export type ChargeResult =
  | { kind: "completed"; providerRef: string }
  | { kind: "declined"; code: string; message: string };

/** Charges a single-use card token made by the provider's browser SDK. */
export interface CardCharger {
  chargeCard(input: {
    item: PaymentItem;
    payer: Payer;
    sourceId: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
}

/** The card form's browser SDK, as the checkout page loads it. */
export type CardSdk = {
  /** The script that defines `window.Square` (the provider's, or the offline stand-in). */
  scriptUrl: string;
  applicationId: string;
  locationId: string;
  /** Origins the page must allow (script, frame, connect) for the SDK; none for the stand-in. */
  origins: string[];
};

/** A checkout on the provider's own page: start, send the buyer there, complete on return. */
export interface RedirectCheckout {
  start(input: {
    item: PaymentItem;
    payer: Payer;
    returnUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ orderId: string; approvalUrl: string | undefined }>;
  /**
   * Captures an approved order. The same key answers the first capture again; an order already
   * captured is reported completed; one the buyer has not approved is `not-approved`.
   */
  complete(input: {
    orderId: string;
    idempotencyKey: string;
  }): Promise<ChargeResult | { kind: "not-approved" }>;
}

/** Sends the payer an invoice they can pay later (by card or buy-now-pay-later). */
export interface InvoiceIssuer {
  issue(input: {
    item: PaymentItem;
    payer: Payer;
    idempotencyKey: string;
  }): Promise<{ invoiceId: string; publicUrl: string | undefined }>;
}

/**
 * A provider's event, read from a verified webhook and reduced to what moves a payment.
 * `reference` is the payments row id when the event carries it; `providerRef` is the provider's
 * id of the thing paid (card payment, order or invoice).
 */
export type PaymentEvent = {
  eventId: string;
  type: string;
  outcome: "completed" | "failed" | "canceled" | "refunded";
  reference: string | undefined;
  providerRef: string | undefined;
  /** A refund event's refund, when the provider says which and how much (cents). */
  refund?: { id: string | undefined; amountCents: number | undefined };
};

/**
 * How a refund request ended at the provider (ADR 26). `refunded` means the provider accepted it
 * (done, or pending on its side: the money goes back without anything more from the site);
 * `refused` is the provider's no, in words the owner can read.
 */
export type RefundResult =
  | { kind: "refunded"; refundId: string }
  | { kind: "refused"; message: string };

/**
 * Refunds a completed payment, in full or `amountCents` of it (several partial refunds may follow
 * each other until nothing is left). The same key answers the first refund again, so a repeat
 * after `ProviderUnavailable` (outcome unknown) never refunds twice.
 */
export interface Refunder {
  refund(input: {
    payment: {
      reference: string;
      method: PaymentMethod;
      providerRef: string;
      amountCents: number;
      currency: string;
    };
    /** What to give back, in cents; the whole payment when absent. */
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<RefundResult>;
}

/** Checks a webhook's signature over the raw body and reads its event. */
export interface WebhookReader {
  /**
   * Throws `InvalidWebhook` when the signature does not verify. Returns `ignored` for a genuine
   * event that moves no payment (the site does not subscribe to it, or it carries no outcome).
   */
  read(request: {
    rawBody: string;
    headers: Headers;
  }): Promise<PaymentEvent | { ignored: string; eventId: string }>;
}

/** The provider could not be reached or failed (network, timeout, 5xx): the outcome is unknown. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderUnavailable";
  }
}

/**
 * The provider refused a request that is not a card charge (an invoice for an address it will not
 * mail, say). Its message is written for the customer, who sees it.
 */
export class ProviderRefusal extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderRefusal";
  }
}

/** A webhook whose signature does not verify (or that cannot be read at all). */
export class InvalidWebhook extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidWebhook";
  }
}

export type WebhookSource = "square" | "paypal";

/** The providers the site runs with, one per capability. */
export type PaymentProviders = {
  /** "offline" or the real providers' names, shown to developers and in the checkout's notice. */
  mode: "offline" | "live";
  card: (CardCharger & { provider: string; sdk: CardSdk }) | undefined;
  redirect: (RedirectCheckout & { provider: string }) | undefined;
  invoice: (InvoiceIssuer & { provider: string }) | undefined;
  /**
   * Webhook readers by path segment (`/webhooks/square`, `/webhooks/paypal`), each with the name
   * of the provider whose payments its events move.
   */
  webhooks: Partial<Record<WebhookSource, { provider: string; reader: WebhookReader }>>;
  /** Refunders by the provider name stored in `payments.provider` ("offline", "square", "paypal"). */
  refunds: Partial<Record<string, Refunder>>;
};
