import type { FulfilmentState } from "./fulfilment";
import { formatMoney } from "./money";
import { monthlyBillingNote } from "./monthly-billing";
export type OrderMethod = "card" | "paypal" | "invoice";
type OrderStatus = "pending" | "completed" | "failed" | "canceled" | "refunded";

export const methodLabels: Record<OrderMethod, string> = {
  card: "Credit card",
  paypal: "PayPal",
  invoice: "Invoice (Buy Now Pay Later)",
};

export type OrderView = {
  id: string;
  number: string;
  path: string;
  createdAt: string;
  productName: string;
  productDescription: string;
  amountCents: number;
  method: string;
  status: string;
  /** Refunded so far, when the order is still paid (a partial refund). */
  refundedCents: number;
  fulfilment: { label: string; changedAt: string } | null;
  payInvoiceUrl: string | null;
};

const paidWith: Record<OrderMethod, string> = {
  card: "Paid by credit card",
  paypal: "Paid with PayPal",
  invoice: "Your invoice is paid",
};

export type OrderFacts = {
  method: OrderMethod;
  status: OrderStatus;
  email: string;
  failureMessage?: string | null;
  turnaroundDays?: number;
  /** The work's stage, once paid. */
  fulfilment?: FulfilmentState;
  amountCents?: number;
  refundedCents?: number;
  /** A monthly item: what one payment covers (no recurring billing yet). */
  monthly?: boolean;
};

const moneyBack = (method: OrderMethod) =>
  `The money goes back to the way you paid (${methodLabels[method]}). It may take 5–10 business days to appear on your statement.`;

function paidSteps(order: OrderFacts, turnaround: string[]) {
  const partRefund =
    order.refundedCents && order.amountCents
      ? [
          `${formatMoney(order.refundedCents, { cents: true })} of ${formatMoney(order.amountCents, { cents: true })} was refunded. ${moneyBack(order.method)}`,
        ]
      : [];
  const receiptSent = `${paidWith[order.method]}. Your receipt was sent to ${order.email}.`;
  switch (order.fulfilment) {
    case "delivered":
      return {
        headline: "Your order is delivered",
        steps: [
          receiptSent,
          ...partRefund,
          "Questions about what you received? Reply to our e-mail, or write to us from the contact page.",
        ],
      };
    case "in_progress":
      return {
        headline: "We're working on your order",
        steps: [
          receiptSent,
          ...partRefund,
          "We'll e-mail you when it is delivered.",
          ...turnaround,
        ],
      };
    default:
      return {
        headline: "Thank you! Your order is paid",
        steps: [
          `${paidWith[order.method]}. A receipt is on its way to ${order.email}.`,
          ...partRefund,
          IN_TOUCH,
          ...turnaround,
        ],
      };
  }
}

export const IN_TOUCH = "We'll be in touch within one business day to get started.";

export function orderNextSteps(order: OrderFacts): { headline: string; steps: string[] } {
  const turnaround =
    order.turnaroundDays === undefined
      ? []
      : [`Turnaround time: ${order.turnaroundDays} business days.`];
  switch (order.status) {
    case "completed": {
      const paid = paidSteps(order, turnaround);
      if (!order.monthly || order.amountCents === undefined) return paid;
      return { ...paid, steps: [...paid.steps, monthlyBillingNote(order.amountCents)] };
    }
    case "pending":
      return order.method === "invoice"
        ? {
            headline: "Invoice sent",
            steps: [
              `We e-mailed an invoice to ${order.email}. Check your e-mail, or use Pay invoice below: pay in full, or in 4 payments with Afterpay.`,
              `Once it is paid: ${IN_TOUCH}`,
            ],
          }
        : {
            headline: "Waiting for the payment's confirmation",
            steps: [
              order.method === "paypal"
                ? "PayPal has not confirmed your payment yet. This page and your order history will show it as soon as it does."
                : "We don't know yet whether the card payment went through. Please don't pay again: this page will show the result.",
            ],
          };
    case "refunded":
      return {
        headline:
          order.fulfilment === "cancelled" ? "This order was cancelled" : "This order was refunded",
        steps: [
          order.fulfilment === "cancelled"
            ? `It was cancelled and refunded in full. ${moneyBack(order.method)}`
            : moneyBack(order.method),
        ],
      };
    case "canceled":
      return {
        headline: "This payment was canceled",
        steps: ["Nothing was charged. You can choose this service again whenever you like."],
      };
    case "failed": {
      const reason = order.failureMessage ?? "Payment failed";
      return {
        headline: "This payment did not go through",
        steps: [`${reason}${/[.!?]$/.test(reason) ? "" : "."} Nothing was charged.`],
      };
    }
  }
}
