import type { CardCharger, CardSdk, InvoiceIssuer, Refunder, WebhookReader } from "../port";
import { squareCardCharger } from "./card-charger";
import { squareCardSdk } from "./card-sdk";
import { squareClient, type SquareClientOptions, type SquareConfig } from "./client";
import { squareInvoiceIssuer } from "./invoice-issuer";
import { squareRefunder } from "./refunder";
import { squareWebhookReader } from "./webhooks";

export type SquareProviders = {
  card: CardCharger & { provider: "square"; sdk: CardSdk };
  invoice: InvoiceIssuer & { provider: "square" };
  webhooks: WebhookReader;
  refunds: Refunder;
};

export function createSquareProviders(
  config: SquareConfig,
  options: SquareClientOptions = {},
): SquareProviders {
  const client = squareClient(config, options);
  return {
    card: {
      provider: "square",
      sdk: squareCardSdk(config),
      ...squareCardCharger(client, config.locationId),
    },
    invoice: { provider: "square", ...squareInvoiceIssuer(client, config.locationId) },
    webhooks: squareWebhookReader({
      signatureKey: config.webhookSignatureKey,
      notificationUrl: config.webhookUrl,
    }),
    refunds: squareRefunder(client),
  };
}
