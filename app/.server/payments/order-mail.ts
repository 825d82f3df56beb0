import { site } from "~/content/site";
import { formatMoney } from "~/utils/money";
import type { Payment, PaymentMethod } from "../db/schema";

/**
 * A completed payment's two e-mails, sent by the leads outbox (stored in the same transaction as
 * the status change, retried until delivered): the owner's order notice ("email" target) and the
 * customer's receipt ("receipt" target). The lead's fields are all either needs. A refunded
 * payment's notice to the customer ("refund" target) is the third.
 */
export const methodLabels: Record<PaymentMethod, string> = {
  card: "Credit card",
  paypal: "PayPal",
  invoice: "Invoice (Buy Now Pay Later)",
};

export function orderLeadFields(
  payment: Payment,
  productTitle: string,
  siteUrl: string,
): Record<string, string> {
  return {
    orderId: payment.id,
    product: productTitle,
    amount: formatMoney(payment.amountCents, { cents: true }),
    method: methodLabels[payment.method],
    email: payment.payerEmail ?? "",
    provider: payment.provider,
    providerRef: payment.providerRef ?? "",
    ordersUrl: `${siteUrl}/account?tab=orders`,
  };
}

/** A refunded payment's fields: the order's, and the provider's refund id when it is known. */
export function refundLeadFields(
  payment: Payment,
  productTitle: string,
  siteUrl: string,
): Record<string, string> {
  const refundId = payment.providerData.refundId;
  return { ...orderLeadFields(payment, productTitle, siteUrl), ...(refundId && { refundId }) };
}

/** The customer's receipt: what they bought, what it cost, how they paid, and what happens next. */
export function receiptEmail(fields: Record<string, unknown>): { subject: string; text: string } {
  const field = (name: string) => String(fields[name] ?? "");
  return {
    subject: `Your receipt from ${site.name}: ${field("product")}`,
    text: [
      `Thank you for your purchase! We'll be in touch shortly.`,
      "",
      `Service: ${field("product")}`,
      `Amount paid: ${field("amount")}`,
      `Paid by: ${field("method")}`,
      `Order number: ${field("orderId")}`,
      "",
      `Your order history: ${field("ordersUrl")}`,
      `Questions? Reply to this e-mail or write to ${site.email}.`,
      "",
    ].join("\n"),
  };
}

/**
 * The customer's refund notice ("refund" target, ADR 26), queued with the move to refunded: how
 * much came back, for what, where the money goes and when, and where to ask.
 */
export function refundEmail(fields: Record<string, unknown>): { subject: string; text: string } {
  const field = (name: string) => String(fields[name] ?? "");
  return {
    subject: `Your refund from ${site.name}: ${field("product")}`,
    text: [
      `We have refunded ${field("amount")} for your order.`,
      "",
      `Service: ${field("product")}`,
      `Amount refunded: ${field("amount")}`,
      `Order number: ${field("orderId")}`,
      "",
      `The money goes back to the way you paid (${field("method")}). It may take 5–10 business days to appear on your statement.`,
      "",
      `Your order history: ${field("ordersUrl")}`,
      `Questions? Reply to this e-mail or write to ${site.email}.`,
      "",
    ].join("\n"),
  };
}
