/**
 * What an order's page, the order history and the receipt say about an order: how it was paid
 * and what happens next, by way of paying and where it stands (ADR 34).
 */
export type OrderMethod = "card" | "paypal" | "invoice";
type OrderStatus = "pending" | "completed" | "failed" | "canceled" | "refunded";

export const methodLabels: Record<OrderMethod, string> = {
  card: "Credit card",
  paypal: "PayPal",
  invoice: "Invoice (Buy Now Pay Later)",
};

/** One row of the order history, as the account page draws it. */
export type OrderView = {
  id: string;
  /** "BTE-1042" */
  number: string;
  /** The order's page: its confirmation and receipt. */
  path: string;
  createdAt: string;
  productName: string;
  productDescription: string;
  amountCents: number;
  /** "Credit card", "PayPal", "Invoice (Buy Now Pay Later)" */
  method: string;
  status: string;
  /** Where the owner's work on it stands, once they moved it ("In progress"), and since when. */
  fulfilment: { label: string; changedAt: string } | null;
  /** An unpaid invoice's page. */
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
  /** Where the invoice and receipt were sent. */
  email: string;
  failureMessage?: string | null;
  /** Business days from the start of the work to delivery, where the item has a turnaround. */
  turnaroundDays?: number;
};

export const IN_TOUCH = "We'll be in touch within one business day to get started.";

/** The order page's heading and its "what happens next" lines. */
export function orderNextSteps(order: OrderFacts): { headline: string; steps: string[] } {
  const turnaround =
    order.turnaroundDays === undefined
      ? []
      : [`Turnaround time: ${order.turnaroundDays} business days.`];
  switch (order.status) {
    case "completed":
      return {
        headline: "Thank you! Your order is paid",
        steps: [
          `${paidWith[order.method]}. A receipt is on its way to ${order.email}.`,
          IN_TOUCH,
          ...turnaround,
        ],
      };
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
        headline: "This order was refunded",
        steps: [
          `The money goes back to the way you paid (${methodLabels[order.method]}). It may take 5–10 business days to appear on your statement.`,
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
