import { findCatalogItem } from "~/content/catalog";
import { cardLabel } from "~/utils/card-label";
import { site } from "~/content/site";
import { monthlyBillingNote } from "~/utils/monthly-billing";
import { formatLocalDateTime } from "~/utils/local-time";
import { formatMoney } from "~/utils/money";
import { formatOrderNumber, orderPath } from "~/utils/order-number";
import { IN_TOUCH, methodLabels } from "~/utils/order-status";
import type { Payment } from "../db/schema";
import { htmlMail, textMail, type HtmlMail } from "../mail/html";
import { inertName } from "../mail/inert-text";

export function orderLeadFields(
  payment: Payment,
  productTitle: string,
  siteUrl: string,
): Record<string, string> {
  return {
    orderId: payment.id,
    orderNumber: formatOrderNumber(payment.number),
    product: productTitle,
    amount: formatMoney(payment.amountCents, { cents: true }),
    method: methodLabels[payment.method],
    ...(payment.providerData.card && { card: cardLabel(payment.providerData.card) }),
    email: payment.payerEmail ?? "",
    provider: payment.provider,
    providerRef: payment.providerRef ?? "",
    at: payment.updatedAt.toISOString(),
    ordersUrl: `${siteUrl}/account?tab=orders`,
    orderUrl: `${siteUrl}${orderPath(payment.number)}`,
    adminOrderUrl: `${siteUrl}/admin/order?number=${payment.number}`,
    ...(findCatalogItem(payment.productId)?.monthly && {
      billing: monthlyBillingNote(payment.amountCents),
    }),
  };
}

export function refundLeadFields(
  payment: Payment,
  productTitle: string,
  siteUrl: string,
  refundedCents?: number,
): Record<string, string> {
  const refundId = payment.providerData.refundId;
  return {
    ...orderLeadFields(payment, productTitle, siteUrl),
    // Queued as the refund is recorded: its own time, not the payment's.
    at: new Date().toISOString(),
    ...(refundedCents !== undefined && { amount: formatMoney(refundedCents, { cents: true }) }),
    ...(refundId && { refundId }),
  };
}

export type OrderMail = { subject: string; text: string; html: string };

function mail(subject: string, body: HtmlMail): OrderMail {
  return { subject, text: textMail(body), html: htmlMail(body) };
}

/** A lead queued before order numbers shows its id. */
function reader(fields: Record<string, unknown>, timeZone: string) {
  const field = (name: string) => String(fields[name] ?? "");
  const at = field("at");
  return {
    field,
    number: field("orderNumber") || field("orderId"),
    when: at && !Number.isNaN(Date.parse(at)) ? formatLocalDateTime(at, timeZone) : "",
    orderLink: field("orderUrl") || field("ordersUrl"),
    paidBy: field("card") || field("method"),
  };
}

export function receiptEmail(fields: Record<string, unknown>, timeZone: string): OrderMail {
  const { field, number, when, orderLink, paidBy } = reader(fields, timeZone);
  return mail(`Your receipt from ${site.name}: ${field("product")}, order ${number}`, {
    heading: `Thank you! Order ${number} is paid`,
    intro: [
      `Thank you for your purchase. ${IN_TOUCH}`,
      ...(field("billing") ? [field("billing")] : []),
    ],
    facts: [
      ["Order number", number],
      ["Service", field("product")],
      ["Amount paid", field("amount")],
      ["Paid by", paidBy],
      ...(when ? [["Paid on", when] as [string, string]] : []),
      ["Billed to", [field("customerName"), field("email")].filter(Boolean).join(", ")],
      ...(field("business") ? [["Sold by", field("business")] as [string, string]] : []),
    ],
    outro: [`Questions? Reply to this e-mail or write to ${site.email}.`],
    links: [
      ["Your order and receipt", orderLink],
      ["Your order history", field("ordersUrl")],
    ],
  });
}

export function refundEmail(fields: Record<string, unknown>, timeZone: string): OrderMail {
  const { field, number, when, orderLink, paidBy } = reader(fields, timeZone);
  return mail(`Your refund from ${site.name}: ${field("product")}, order ${number}`, {
    heading: `We have refunded ${field("amount")} for order ${number}`,
    intro: [
      `The money goes back to the way you paid (${paidBy}). It may take 5–10 business days to appear on your statement.`,
    ],
    facts: [
      ["Order number", number],
      ["Service", field("product")],
      ["Amount refunded", field("amount")],
      ...(when ? [["Refunded on", when] as [string, string]] : []),
    ],
    outro: [`Questions? Reply to this e-mail or write to ${site.email}.`],
    links: [
      ["Your order", orderLink],
      ["Your order history", field("ordersUrl")],
    ],
  });
}

export function orderNoticeEmail(fields: Record<string, unknown>, timeZone: string): OrderMail {
  const { field, number, when, paidBy } = reader(fields, timeZone);
  const product = inertName(field("product"));
  return mail(`New order ${number}: ${product}`, {
    heading: `New order ${number}`,
    intro: [`${field("email")} paid ${field("amount")} for ${product}.`],
    facts: [
      ["Order number", number],
      ["Service", product],
      ["Amount", field("amount")],
      ["Paid by", paidBy],
      ["Customer's e-mail", field("email")],
      ...(when ? [["Paid on", when] as [string, string]] : []),
      ["Payment provider", field("provider")],
      ["Provider's reference", field("providerRef")],
    ],
    outro: ["Reply to this e-mail to write to the customer."],
    links: field("adminOrderUrl")
      ? [["Open the order in your dashboard", field("adminOrderUrl")]]
      : [],
  });
}
