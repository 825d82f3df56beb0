import type { PaymentsConfig } from "../config";
import { squareCardSdk } from "./square/card-sdk";

const paypalApprovalOrigins = {
  sandbox: "https://www.sandbox.paypal.com",
  production: "https://www.paypal.com",
} as const;

export type CheckoutCspSources = {
  script: string[];
  frame: string[];
  connect: string[];
  formAction: string[];
};

/** `form-action` also governs the redirect that answers the PayPal form's POST. */
export function checkoutCspSources(payments: PaymentsConfig): CheckoutCspSources {
  const sources: CheckoutCspSources = { script: [], frame: [], connect: [], formAction: [] };
  if (payments.square) {
    const { origins } = squareCardSdk(payments.square);
    sources.script.push(...origins);
    sources.frame.push(...origins);
    sources.connect.push(...origins);
  }
  if (payments.paypal) sources.formAction.push(paypalApprovalOrigins[payments.paypal.environment]);
  return sources;
}
