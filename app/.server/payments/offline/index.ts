import type { Database } from "../../db";
import type { Mailer } from "../../mail/mailer";
import type { PaymentProviders } from "../port";
import { squareWebhookReader } from "../square/webhooks";
import { offlineCardCharger } from "./card";
import { offlineInvoiceIssuer } from "./invoices";
import { offlineRedirectCheckout } from "./orders";
import { offlineRefunder } from "./refunds";

const OFFLINE_CARD_SDK = "/sandbox/square.js";

export type OfflineOptions = {
  db: Database;
  siteUrl: string;
  mailer: Mailer;
  signatureKey: string;
};

export const offlineNotificationUrl = (siteUrl: string) => `${siteUrl}/webhooks/square`;

export function createOfflineProviders(options: OfflineOptions): PaymentProviders {
  const { db, siteUrl, mailer, signatureKey } = options;
  return {
    mode: "offline",
    card: {
      provider: "offline",
      ...offlineCardCharger(),
      sdk: {
        scriptUrl: OFFLINE_CARD_SDK,
        applicationId: "sandbox-sq0idb-offline",
        locationId: "OFFLINE",
        origins: [],
      },
    },
    redirect: { provider: "offline", ...offlineRedirectCheckout(db) },
    invoice: { provider: "offline", ...offlineInvoiceIssuer(db, siteUrl, mailer) },
    webhooks: {
      square: {
        provider: "offline",
        reader: squareWebhookReader({
          signatureKey,
          notificationUrl: offlineNotificationUrl(siteUrl),
        }),
      },
    },
    refunds: { offline: offlineRefunder(db) },
  };
}
