import type { Database } from "../../db";
import type { Mailer } from "../../mail/mailer";
import type { PaymentProviders } from "../port";
import { squareWebhookReader } from "../square/webhooks";
import { offlineCardCharger } from "./card";
import { offlineInvoiceIssuer } from "./invoices";
import { offlineRedirectCheckout } from "./orders";
import { offlineRefunder } from "./refunds";

/** The path of the offline card form's stand-in for Square's `square.js` (public/). */
const OFFLINE_CARD_SDK = "/sandbox/square.js";

export type OfflineOptions = {
  db: Database;
  siteUrl: string;
  mailer: Mailer;
  /** Signs the sandbox's own webhook events (a secret generated under DATA_DIR). */
  signatureKey: string;
};

/** Where the sandbox's events are addressed: the Square webhook, as Square would sign them. */
export const offlineNotificationUrl = (siteUrl: string) => `${siteUrl}/webhooks/square`;

/**
 * The offline sandbox (the default, ADR 21): card, PayPal-like redirect, invoices and refunds
 * (ADR 26) with no account anywhere and no money moving, answering as Square and PayPal do, and sending its
 * invoice events through the same signed-webhook code as Square's.
 */
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
