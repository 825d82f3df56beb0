import type { Database } from "../db";
import { formatOrderNumber, orderPath } from "~/utils/order-number";
import type { PaymentMethod } from "../db/schema";
import { PAYMENT_FAILED } from "./card-declines";
import {
  ProviderRefusal,
  ProviderUnavailable,
  type PaymentItem,
  type PaymentProviders,
} from "./port";
import {
  findPayment,
  keepSourceId,
  movePayment,
  openAttempt,
  openInvoiceOf,
  recordProviderRef,
  type AttemptRow,
  type OrderMailConfig,
} from "./store";

/** @see docs/decisions/0021-payments.md */
export type CheckoutContext = {
  db: Database;
  providers: PaymentProviders;
  mail: OrderMailConfig;
  siteUrl: string;
};

export type Customer = { id: string; email: string };

export type CheckoutRequest = { productId: string; attempt: string };

export type CheckoutFailure = {
  ok: false;
  status: 402 | 409 | 503;
  message: string;
  /** The provider may have acted, so a next try must repeat this attempt: a new one would pay twice. */
  pending?: true;
};

export const checkoutMessages = {
  staleForm: "This checkout form has expired. Please reload the page and try again.",
  cardUnavailable: "Card payment is not available right now. Please choose PayPal or an invoice.",
  paypalUnavailable: "PayPal is not available right now. Please choose another way to pay.",
  invoiceUnavailable: "Invoices are not available right now. Please choose another way to pay.",
  cardUnreachable:
    "We could not reach the card processor, so we don't know yet whether the payment went through. We will check and update your order history; please don't pay again.",
  paypalUnreachable: "We could not reach PayPal. Nothing was charged; please try again.",
  missingPayPalUrl: "Failed to get PayPal checkout URL",
  invoiceUnreachable:
    "We could not reach the invoicing service. We will send your invoice as soon as it answers; it will be in your e-mail and your order history.",
  invoiceFailed: "Failed to create AfterPay invoice",
} as const;

function item(row: AttemptRow): PaymentItem {
  return {
    reference: row.id,
    orderNumber: formatOrderNumber(row.number),
    productId: row.productId,
    title: row.productTitle,
    amountCents: row.amountCents,
    currency: row.currency,
  };
}

async function attemptRow(
  ctx: CheckoutContext,
  customer: Customer,
  request: CheckoutRequest,
  method: PaymentMethod,
  provider: string,
) {
  return openAttempt(ctx.db, {
    userId: customer.id,
    payerEmail: customer.email,
    productId: request.productId,
    method,
    provider,
    attempt: request.attempt,
  });
}

const stale: CheckoutFailure = { ok: false, status: 409, message: checkoutMessages.staleForm };

function settled(row: AttemptRow): { ok: true; payment: AttemptRow } | CheckoutFailure | null {
  if (row.status === "completed" || row.status === "refunded") return { ok: true, payment: row };
  if (row.status === "failed" || row.status === "canceled") {
    return { ok: false, status: 402, message: row.failureMessage ?? PAYMENT_FAILED };
  }
  return null;
}

export async function payByCard(
  ctx: CheckoutContext,
  customer: Customer,
  request: CheckoutRequest & { sourceId: string },
): Promise<{ ok: true; payment: AttemptRow } | CheckoutFailure> {
  const card = ctx.providers.card;
  if (!card) return { ok: false, status: 503, message: checkoutMessages.cardUnavailable };
  const row = await attemptRow(ctx, customer, request, "card", card.provider);
  if (!row) return stale;
  const done = settled(row);
  if (done) return done;
  // The first token of an attempt is the one charged, also when the request is repeated.
  const sourceId =
    row.providerData.sourceId ?? (await keepSourceId(ctx.db, row.id, request.sourceId));
  return chargeRow(ctx, row, sourceId);
}

export async function chargeRow(
  ctx: CheckoutContext,
  row: AttemptRow,
  sourceId: string,
): Promise<{ ok: true; payment: AttemptRow } | CheckoutFailure> {
  const card = ctx.providers.card;
  if (!card) return { ok: false, status: 503, message: checkoutMessages.cardUnavailable };
  let result;
  try {
    result = await card.chargeCard({
      item: item(row),
      payer: { userId: row.userId, email: row.payerEmail ?? "" },
      sourceId,
      idempotencyKey: row.id,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      return { ok: false, status: 503, message: checkoutMessages.cardUnreachable, pending: true };
    }
    throw error;
  }
  if (result.kind === "completed") {
    await movePayment(ctx.db, ctx.mail, row.id, {
      to: "completed",
      providerRef: result.providerRef,
      ...(result.card && { card: result.card }),
    });
  } else {
    await movePayment(ctx.db, ctx.mail, row.id, { to: "failed", failureMessage: result.message });
  }
  // Whatever this call did, the row says how the attempt ended (a webhook may have come first).
  const now = (await findPayment(ctx.db, row.id))!;
  return (
    settled(now) ?? {
      ok: false,
      status: 503,
      message: checkoutMessages.cardUnreachable,
      pending: true,
    }
  );
}

export function redirectUrls(siteUrl: string, paymentId: string) {
  const base = `${siteUrl}/checkout/paypal?${new URLSearchParams({ payment: paymentId })}`;
  return { returnUrl: base, cancelUrl: `${base}&cancel=1` };
}

export async function startRedirect(
  ctx: CheckoutContext,
  customer: Customer,
  request: CheckoutRequest,
  returnTo: string = ctx.siteUrl,
): Promise<{ ok: true; redirectUrl: string } | CheckoutFailure> {
  const redirect = ctx.providers.redirect;
  if (!redirect) return { ok: false, status: 503, message: checkoutMessages.paypalUnavailable };
  const row = await attemptRow(ctx, customer, request, "paypal", redirect.provider);
  if (!row) return stale;
  const done = settled(row);
  if (done) return done.ok ? { ok: true, redirectUrl: orderPath(row.number) } : done;
  if (row.providerData.approvalUrl) return { ok: true, redirectUrl: row.providerData.approvalUrl };
  let started;
  try {
    started = await redirect.start({
      item: item(row),
      payer: { userId: customer.id, email: customer.email },
      ...redirectUrls(returnTo, row.id),
      idempotencyKey: row.id,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    return { ok: false, status: 503, message: checkoutMessages.paypalUnreachable, pending: true };
  }
  if (!started.approvalUrl) {
    await movePayment(ctx.db, ctx.mail, row.id, {
      to: "failed",
      providerRef: started.orderId,
      failureMessage: checkoutMessages.missingPayPalUrl,
    });
    return { ok: false, status: 503, message: checkoutMessages.missingPayPalUrl };
  }
  await recordProviderRef(ctx.db, row.id, started.orderId, { approvalUrl: started.approvalUrl });
  return { ok: true, redirectUrl: started.approvalUrl };
}

export type RedirectOutcome = {
  outcome: "completed" | "failed" | "canceled" | "pending" | "not-approved";
  payment: AttemptRow;
  message?: string;
};

async function redirectRow(ctx: CheckoutContext, paymentId: string, orderId: string) {
  const row = await findPayment(ctx.db, paymentId);
  if (!row || row.method !== "paypal" || !row.providerRef || row.providerRef !== orderId) {
    return undefined;
  }
  return row;
}

/** The capture key is fixed per row, so the order is captured once whatever the browser does. */
export async function completeRedirect(
  ctx: CheckoutContext,
  paymentId: string,
  orderId: string,
): Promise<RedirectOutcome | undefined> {
  const row = await redirectRow(ctx, paymentId, orderId);
  if (!row) return undefined;
  if (row.status !== "pending") return outcomeOf(row);
  const redirect = ctx.providers.redirect;
  if (!redirect) return { outcome: "pending", payment: row };
  let result;
  try {
    result = await redirect.complete({ orderId, idempotencyKey: `${row.id}:capture` });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    return { outcome: "pending", payment: row };
  }
  if (result.kind === "not-approved") return { outcome: "not-approved", payment: row };
  await movePayment(
    ctx.db,
    ctx.mail,
    row.id,
    result.kind === "completed"
      ? { to: "completed" }
      : { to: "failed", failureMessage: result.message },
  );
  return outcomeOf((await findPayment(ctx.db, row.id))!);
}

function outcomeOf(row: AttemptRow): RedirectOutcome {
  const outcome =
    row.status === "refunded" ? "completed" : row.status === "pending" ? "pending" : row.status;
  return { outcome, payment: row, message: row.failureMessage ?? undefined };
}

export async function cancelRedirect(
  ctx: CheckoutContext,
  paymentId: string,
  orderId: string,
): Promise<AttemptRow | undefined> {
  const row = await redirectRow(ctx, paymentId, orderId);
  if (!row) return undefined;
  await movePayment(ctx.db, ctx.mail, row.id, {
    to: "canceled",
    failureMessage: "You canceled the PayPal payment.",
  });
  return findPayment(ctx.db, row.id);
}

/** One unpaid invoice per customer and item: an open one is the answer to a second form. */
export async function sendInvoice(
  ctx: CheckoutContext,
  customer: Customer,
  request: CheckoutRequest,
): Promise<{ ok: true; payment: AttemptRow } | CheckoutFailure> {
  const invoice = ctx.providers.invoice;
  if (!invoice) return { ok: false, status: 503, message: checkoutMessages.invoiceUnavailable };
  const open = await openInvoiceOf(ctx.db, customer.id, request.productId);
  if (open && open.idempotencyKey !== `invoice:${request.attempt}`) {
    return open.providerRef ? { ok: true, payment: open } : issueInvoice(ctx, open);
  }
  const row = await attemptRow(ctx, customer, request, "invoice", invoice.provider);
  if (!row) return stale;
  const done = settled(row);
  if (done) return done;
  if (row.providerRef) return { ok: true, payment: row };
  return issueInvoice(ctx, row);
}

export async function issueInvoice(
  ctx: CheckoutContext,
  row: AttemptRow,
): Promise<{ ok: true; payment: AttemptRow } | CheckoutFailure> {
  const invoice = ctx.providers.invoice;
  if (!invoice) return { ok: false, status: 503, message: checkoutMessages.invoiceUnavailable };
  let issued;
  try {
    issued = await invoice.issue({
      item: item(row),
      payer: { userId: row.userId, email: row.payerEmail ?? "" },
      idempotencyKey: row.id,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      return {
        ok: false,
        status: 503,
        message: checkoutMessages.invoiceUnreachable,
        pending: true,
      };
    }
    if (!(error instanceof ProviderRefusal)) throw error;
    const message = error.message || checkoutMessages.invoiceFailed;
    await movePayment(ctx.db, ctx.mail, row.id, { to: "failed", failureMessage: message });
    return { ok: false, status: 402, message };
  }
  await recordProviderRef(ctx.db, row.id, issued.invoiceId, { invoiceUrl: issued.publicUrl });
  return { ok: true, payment: (await findPayment(ctx.db, row.id))! };
}
