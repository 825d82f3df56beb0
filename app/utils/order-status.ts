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
};

export const IN_TOUCH = "We'll be in touch within one business day to get started.";

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
