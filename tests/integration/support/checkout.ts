import { eq, sql } from "drizzle-orm";
import type { LeadsConfig } from "~/.server/config";
import type { Database } from "~/.server/db";
import { deliveries, leads, products } from "~/.server/db/schema";
import type { MailMessage, Mailer } from "~/.server/mail/mailer";
import type { CheckoutContext } from "~/.server/payments/checkout";
import { createOfflineProviders, offlineNotificationUrl } from "~/.server/payments/offline";
import type { PaymentProviders } from "~/.server/payments/port";

/** Builders for the checkout service's integration tests: a real database, recorded mail. */
export const SITE_URL = "http://localhost:3000";
export const OFFLINE_SIGNATURE_KEY = "k".repeat(40);
export const offlineSigning = {
  signatureKey: OFFLINE_SIGNATURE_KEY,
  notificationUrl: offlineNotificationUrl(SITE_URL),
};

/** A mailer keeping what it sends; `failNext()` makes the next send throw (an SMTP outage). */
export type RecordingMailer = Mailer & { sent: MailMessage[]; failNext(): void };

export function recordingMailer(): RecordingMailer {
  const sent: MailMessage[] = [];
  let failing = 0;
  return {
    sent,
    describe: () => "recording mailer",
    failNext: () => void failing++,
    send(message) {
      if (failing > 0) {
        failing--;
        return Promise.reject(new Error("SMTP is down"));
      }
      sent.push(message);
      return Promise.resolve();
    },
  };
}

/** Where leads go: no webhook or forwarder, so an order lead's deliveries are e-mail + receipt. */
export const leadsConfig: LeadsConfig = {
  webhookUrl: undefined,
  forwardUrl: undefined,
  emailTo: "owner@example.test",
  smtpUrl: undefined,
  mailApi: undefined,
  mailFrom: undefined,
  maxAttempts: 4,
  pollMs: 1000,
  perIpPerHour: 100,
  perEmailPerHour: 100,
};

export function checkoutContext(db: Database, providers: PaymentProviders): CheckoutContext {
  return { db, providers, mail: { leads: leadsConfig, siteUrl: SITE_URL }, siteUrl: SITE_URL };
}

/** The checkout on the offline sandbox, mailing invoices through `mailer`. */
export function offlineCheckout(db: Database, mailer: Mailer): CheckoutContext {
  const providers = createOfflineProviders({
    db,
    siteUrl: SITE_URL,
    mailer,
    signatureKey: OFFLINE_SIGNATURE_KEY,
  });
  return checkoutContext(db, providers);
}

/** Empties every table a checkout writes (payments and their events, leads, sandbox, catalogue). */
export async function emptyCheckoutTables(db: Database) {
  await db.execute(
    sql`truncate app.payment_events, app.payment_status_changes, app.payment_refunds, app.order_fulfilment_changes, app.payments, app.deliveries, app.leads, app.sandbox_objects, app.products`,
  );
}

/** A catalogue row (the price the checkout charges). */
export async function insertProduct(
  db: Database,
  product: { id: string; title: string; priceCents: number; active?: boolean },
) {
  await db.insert(products).values({ description: "", currency: "USD", ...product });
}

/** The order leads stored, each with its deliveries' targets and statuses. */
export async function orderLeads(db: Database) {
  const rows = await db.select().from(leads).where(eq(leads.kind, "order"));
  return Promise.all(
    rows.map(async (lead) => {
      const sent = await db
        .select({ target: deliveries.target, status: deliveries.status })
        .from(deliveries)
        .where(eq(deliveries.leadId, lead.id));
      return {
        fields: lead.fields,
        deliveries: Object.fromEntries(sent.map((d) => [d.target, d.status])),
      };
    }),
  );
}
