import type { PaymentsConfig } from "../../config";
import type { RedirectCheckout, Refunder, WebhookReader } from "../port";
import { createPayPalClient } from "./api-client";
import { paypalRedirectCheckout } from "./redirect-checkout";
import { paypalRefunder } from "./refunder";
import { paypalWebhookReader } from "./webhooks";

export type PayPalConfig = NonNullable<PaymentsConfig["paypal"]>;

/** How long one PayPal call may take before its outcome counts as unknown. */
const DEFAULT_TIMEOUT_MS = 15_000;

export function paypalBaseUrl(config: PayPalConfig) {
  return (
    config.apiUrl ??
    (config.environment === "production"
      ? "https://api-m.paypal.com"
      : "https://api-m.sandbox.paypal.com")
  );
}

/**
 * PayPal's capabilities: the redirect checkout, its refunds (ADR 26) and its webhooks, sharing one
 * access token.
 */
export function createPayPalProviders(
  config: PayPalConfig,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): {
  redirect: RedirectCheckout & { provider: "paypal" };
  webhooks: WebhookReader;
  refunds: Refunder;
} {
  const client = createPayPalClient({
    baseUrl: paypalBaseUrl(config),
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
  });
  return {
    redirect: { provider: "paypal", ...paypalRedirectCheckout(client) },
    webhooks: paypalWebhookReader(client, config.webhookId),
    refunds: paypalRefunder(client),
  };
}
