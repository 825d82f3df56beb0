import type { CardSummary } from "~/utils/card-label";
import type { PaymentMethod } from "../db/schema";

/** @see docs/decisions/0021-payments.md */

/** From the catalogue row, never from the browser. */
export type PaymentItem = {
  reference: string;
  /** The customer's name for the order ("BTE-1001"), printed on what the provider sends them. */
  orderNumber: string;
  productId: string;
  title: string;
  amountCents: number;
  currency: string;
};

/** From the session, never from the form. */
export type Payer = { userId: string; email: string };

export type ChargeResult =
  | { kind: "completed"; providerRef: string; card?: CardSummary }
  | { kind: "declined"; code: string; message: string };

export interface CardCharger {
  chargeCard(input: {
    item: PaymentItem;
    payer: Payer;
    sourceId: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
}

export type CardSdk = {
  scriptUrl: string;
  applicationId: string;
  locationId: string;
  origins: string[];
};

export interface RedirectCheckout {
  start(input: {
    item: PaymentItem;
    payer: Payer;
    returnUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ orderId: string; approvalUrl: string | undefined }>;
  complete(input: {
    orderId: string;
    idempotencyKey: string;
  }): Promise<ChargeResult | { kind: "not-approved" }>;
}

export interface InvoiceIssuer {
  issue(input: {
    item: PaymentItem;
    payer: Payer;
    idempotencyKey: string;
  }): Promise<{ invoiceId: string; publicUrl: string | undefined }>;
}

export type PaymentEvent = {
  eventId: string;
  type: string;
  outcome: "completed" | "failed" | "canceled" | "refunded";
  reference: string | undefined;
  providerRef: string | undefined;
  card?: CardSummary;
  refund?: { id: string | undefined; amountCents: number | undefined };
};

/** `refunded` includes pending on the provider's side: the money goes back without the site. */
export type RefundResult =
  | { kind: "refunded"; refundId: string }
  | { kind: "refused"; message: string };

/** The same key answers the first refund again, so a repeat after ProviderUnavailable never refunds twice. */
export interface Refunder {
  refund(input: {
    payment: {
      reference: string;
      method: PaymentMethod;
      providerRef: string;
      amountCents: number;
      currency: string;
    };
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<RefundResult>;
}

export interface WebhookReader {
  read(request: {
    rawBody: string;
    headers: Headers;
  }): Promise<PaymentEvent | { ignored: string; eventId: string }>;
}

/** The outcome is unknown: the caller repeats with the same key, never guesses. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderUnavailable";
  }
}

export class ProviderRefusal extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderRefusal";
  }
}

export class InvalidWebhook extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidWebhook";
  }
}

export type WebhookSource = "square" | "paypal";

export type PaymentProviders = {
  mode: "offline" | "live";
  card: (CardCharger & { provider: string; sdk: CardSdk }) | undefined;
  redirect: (RedirectCheckout & { provider: string }) | undefined;
  invoice: (InvoiceIssuer & { provider: string }) | undefined;
  webhooks: Partial<Record<WebhookSource, { provider: string; reader: WebhookReader }>>;
  refunds: Partial<Record<string, Refunder>>;
};
