import { formatOrderNumber } from "~/utils/order-number";
import type { Payment } from "../db/schema";
import { chargeRow, issueInvoice, redirectUrls, type CheckoutContext } from "./checkout";
import { ProviderUnavailable } from "./port";
import {
  findPayment,
  movePayment,
  recordProviderRef,
  staleAttempts,
  touchPayment,
  type AttemptRow,
} from "./store";

const RECONCILE_AFTER_MS = 2 * 60_000;
/** PayPal's approval links expire. */
const PAYPAL_APPROVAL_WINDOW_MS = 3 * 60 * 60_000;

export type ReconcileOutcome = { checked: number; settled: number };

/** Asks the provider again with the same key, never guesses; every status change is guarded. */
export async function reconcilePayments(
  ctx: CheckoutContext,
  now = new Date(),
): Promise<ReconcileOutcome> {
  const rows = await staleAttempts(ctx.db, new Date(now.getTime() - RECONCILE_AFTER_MS));
  let settled = 0;
  for (const row of rows) {
    await touchPayment(ctx.db, row.id);
    try {
      if (await reconcileRow(ctx, row, now)) settled++;
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
    }
  }
  return { checked: rows.length, settled };
}

async function reconcileRow(ctx: CheckoutContext, row: Payment, now: Date): Promise<boolean> {
  const attempt = (await findPayment(ctx.db, row.id))!;
  if (attempt.status !== "pending") return false;
  if (row.method === "card") {
    const { sourceId } = row.providerData;
    if (!sourceId) {
      // The row was written but the card was never sent to the provider: nothing was charged.
      return movePayment(ctx.db, ctx.mail, row.id, {
        to: "failed",
        failureMessage: "The payment was interrupted before it reached the card processor.",
      });
    }
    const result = await chargeRow(ctx, attempt, sourceId);
    return result.ok || result.status === 402;
  }
  if (row.method === "invoice") {
    const result = await issueInvoice(ctx, attempt);
    return result.ok || result.status === 402;
  }
  return reconcileRedirect(ctx, attempt, now);
}

async function reconcileRedirect(ctx: CheckoutContext, row: AttemptRow, now: Date) {
  const redirect = ctx.providers.redirect;
  if (!redirect) return false;
  const expired = now.getTime() - row.createdAt.getTime() > PAYPAL_APPROVAL_WINDOW_MS;
  if (!row.providerRef) {
    if (expired) {
      return movePayment(ctx.db, ctx.mail, row.id, {
        to: "canceled",
        failureMessage: "The PayPal checkout was never started.",
        abandoned: true,
      });
    }
    const started = await redirect.start({
      item: {
        reference: row.id,
        orderNumber: formatOrderNumber(row.number),
        productId: row.productId,
        title: row.productTitle,
        amountCents: row.amountCents,
        currency: row.currency,
      },
      payer: { userId: row.userId, email: row.payerEmail ?? "" },
      ...redirectUrls(ctx.siteUrl, row.id),
      idempotencyKey: row.id,
    });
    await recordProviderRef(ctx.db, row.id, started.orderId, { approvalUrl: started.approvalUrl });
    return false;
  }
  // The buyer may have approved and never come back: capture what PayPal says is approved.
  const result = await redirect.complete({
    orderId: row.providerRef,
    idempotencyKey: `${row.id}:capture`,
  });
  if (result.kind === "completed") {
    return movePayment(ctx.db, ctx.mail, row.id, { to: "completed" });
  }
  if (result.kind === "declined") {
    return movePayment(ctx.db, ctx.mail, row.id, { to: "failed", failureMessage: result.message });
  }
  if (expired) {
    return movePayment(ctx.db, ctx.mail, row.id, {
      to: "canceled",
      failureMessage: "The PayPal payment was not approved in time.",
      abandoned: true,
    });
  }
  return false;
}
