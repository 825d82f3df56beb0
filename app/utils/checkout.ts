import type { Toast } from "./toast";

export const checkoutTabs = ["card", "paypal", "invoice"] as const;
export type CheckoutTab = (typeof checkoutTabs)[number];

export type CheckoutReply = {
  intent: CheckoutTab | "unknown";
  ok: boolean;
  toast: Toast;
  /** Absent while the provider's answer is unknown, so a retry repeats it, never paying twice. */
  nextAttempt?: string;
};

export const checkoutTabLabels: Record<CheckoutTab, string> = {
  card: "Credit Card",
  paypal: "PayPal",
  invoice: "Buy Now Pay Later",
};

export const checkoutToasts = {
  cardPaid: {
    title: "Payment Successful",
    description: "Your payment has been processed successfully.",
  },
  paypalPaid: {
    title: "Payment Successful",
    description: "Thank you for your purchase! We'll be in touch shortly.",
  },
  invoiceSent: {
    title: "Invoice Sent",
    description: "Please check your email for the Square invoice.",
  },
  cardFailed: { title: "Payment Failed" },
  setupFailed: { title: "Payment Setup Failed" },
  paypalFailed: { title: "PayPal Redirect Failed" },
  invoiceFailed: { title: "Error" },
  invoiceSignedOut: { title: "Error", description: "Please sign in to continue" },
  paypalCanceled: {
    title: "Payment canceled",
    description: "You canceled the PayPal payment. Nothing was charged.",
  },
  paypalNotApproved: {
    title: "Payment not approved",
    description: "PayPal has not approved this payment, so nothing was charged. Please try again.",
  },
  paypalPending: {
    title: "Payment processing",
    description:
      "PayPal has not confirmed your payment yet. Your order history will show it as soon as it does.",
  },
  formNotReady: "Square payment form not initialized",
  userNotAuthenticated: "User not authenticated",
  badForm: "This checkout form has expired. Please reload the page and try again.",
  tooMany: (seconds: number) =>
    `Too many payment attempts. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""} and try again.`,
} as const;
