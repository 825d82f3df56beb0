import type { Database, Transaction } from "../db";
import { and, eq } from "drizzle-orm";
import { paymentEvents, paymentRefunds, payments } from "../db/schema";
import {
  InvalidWebhook,
  ProviderUnavailable,
  type PaymentEvent,
  type PaymentProviders,
  type WebhookSource,
} from "./port";
import { refundedCents } from "./refund";
import { findForEvent, moveInTransaction, type OrderMailConfig } from "./store";

export type WebhookAnswer = { status: 200 | 401 | 404 | 503; body: string };

/** Recorded by id and applied in one transaction, so a repeated delivery changes nothing. */
export async function receiveWebhook(
  db: Database,
  providers: PaymentProviders,
  mail: OrderMailConfig,
  source: WebhookSource,
  request: { rawBody: string; headers: Headers },
): Promise<WebhookAnswer> {
  const entry = providers.webhooks[source];
  if (!entry) return { status: 404, body: "No such webhook" };
  let event;
  try {
    event = await entry.reader.read(request);
  } catch (error) {
    if (error instanceof InvalidWebhook) return { status: 401, body: "Invalid signature" };
    if (error instanceof ProviderUnavailable) return { status: 503, body: "Try again later" };
    throw error;
  }
  const applied = await db.transaction(async (tx) => {
    const payment =
      "outcome" in event
        ? await findForEvent(tx, entry.provider, event.reference, event.providerRef)
        : undefined;
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        provider: entry.provider,
        eventId: event.eventId,
        type: "outcome" in event ? event.type : event.ignored.slice(0, 200),
        paymentId: payment?.id,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return "duplicate";
    if (!("outcome" in event) || !payment) return "ignored";
    await applyEvent(tx, mail, payment, event);
    return "applied";
  });
  return { status: 200, body: applied };
}

/** Without the refund's amount, a refund is taken to be the whole payment. */
async function isPartOfRefunds(tx: Transaction, paymentId: string, event: PaymentEvent) {
  const { id, amountCents } = event.refund ?? {};
  if (!id || amountCents === undefined) return false;
  const [known] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.refundId, id)));
  if (known) return true;
  const [paid] = await tx
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!paid) return false;
  await tx
    .insert(paymentRefunds)
    .values({ paymentId, amountCents, refundId: id, idempotencyKey: `provider:${id}` })
    .onConflictDoNothing();
  return (await refundedCents(tx, paymentId)) < paid.amountCents;
}

async function applyEvent(
  tx: Transaction,
  mail: OrderMailConfig,
  payment: { id: string; status: string; providerRef: string | null },
  event: PaymentEvent,
) {
  const providerRef = payment.providerRef ? undefined : event.providerRef;
  if (event.outcome === "refunded") {
    // A refund whose completion event was lost or is late: it was paid first.
    if (payment.status === "pending") {
      await moveInTransaction(tx, mail, payment.id, { to: "completed", providerRef });
    }
    if (await isPartOfRefunds(tx, payment.id, event)) return;
    await moveInTransaction(tx, mail, payment.id, { to: "refunded" });
    return;
  }
  await moveInTransaction(tx, mail, payment.id, {
    to: event.outcome,
    providerRef,
    ...(event.outcome === "completed" && event.card && { card: event.card }),
    ...(event.outcome === "failed" && { failureMessage: "The payment failed at the provider." }),
    ...(event.outcome === "canceled" && { failureMessage: "The payment was canceled." }),
  });
}
