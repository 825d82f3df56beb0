import type { Config } from "../config";
import type { Database } from "../db";
import type { Mailer } from "../mail/mailer";
import { generatedSecret } from "../security/generated-secret";
import type { CheckoutContext } from "./checkout";
import { createOfflineProviders } from "./offline";
import { createPayPalProviders } from "./paypal/providers";
import type { PaymentProviders } from "./port";
import { createSquareProviders } from "./square/providers";

function createPaymentProviders(config: Config, db: Database, mailer: Mailer): PaymentProviders {
  const { payments, siteUrl } = config;
  if (payments.offline) {
    return createOfflineProviders({ db, siteUrl, mailer, signatureKey: getOfflineSigningKey() });
  }
  const providers: PaymentProviders = {
    mode: "live",
    card: undefined,
    redirect: undefined,
    invoice: undefined,
    webhooks: {},
    refunds: {},
  };
  if (payments.square) {
    const square = createSquareProviders(payments.square);
    providers.card = square.card;
    providers.invoice = square.invoice;
    providers.webhooks.square = { provider: "square", reader: square.webhooks };
    providers.refunds.square = square.refunds;
  }
  if (payments.paypal) {
    const paypal = createPayPalProviders(payments.paypal);
    providers.redirect = paypal.redirect;
    providers.webhooks.paypal = { provider: "paypal", reader: paypal.webhooks };
    providers.refunds.paypal = paypal.refunds;
  }
  return providers;
}

export const getOfflineSigningKey = generatedSecret(
  "offline-payments-key",
  (config) => config.payments.sandboxKey,
);

export function createCheckout(config: Config, db: Database, mailer: Mailer): CheckoutContext {
  return {
    db,
    providers: createPaymentProviders(config, db, mailer),
    mail: { leads: config.leads, siteUrl: config.siteUrl },
    siteUrl: config.siteUrl,
  };
}
