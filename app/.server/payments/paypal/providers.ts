import type { PaymentsConfig } from "../../config";
import type { RedirectCheckout, Refunder, WebhookReader } from "../port";
import { createPayPalClient } from "./api-client";
import { paypalRedirectCheckout } from "./redirect-checkout";
import { paypalRefunder } from "./refunder";
import { paypalWebhookReader } from "./webhooks";

export type PayPalConfig = NonNullable<PaymentsConfig["paypal"]>;

const DEFAULT_TIMEOUT_MS = 15_000;

export function paypalBaseUrl(config: PayPalConfig) {
  return (
    config.apiUrl ??
    (config.environment === "production"
      ? "https://api-m.paypal.com"
      : "https://api-m.sandbox.paypal.com")
  );
}

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
