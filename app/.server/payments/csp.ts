import type { PaymentsConfig } from "../config";
import { squareCardSdk } from "./square/card-sdk";

/** Where PayPal's approval page lives: a checkout form's POST is redirected there. */
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

/**
 * What a page that can open checkout must allow beyond the site itself (ADR 21): the card SDK's
 * hosts for the configured Square environment only (script, frames, connections), and PayPal's
 * approval page as a form target (the PayPal form's POST is answered with a redirect there,
 * which `form-action` also governs). The offline sandbox is all on the site: nothing.
 */
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
