import { site } from "~/content/site";
import { formatMoney } from "~/utils/money";
import type { Payment, PaymentMethod } from "../db/schema";

/**
 * A completed payment's two e-mails, sent by the leads outbox (stored in the same transaction as
 * the status change, retried until delivered): the owner's order notice ("email" target) and the
 * customer's receipt ("receipt" target). The lead's fields are all either needs.
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
