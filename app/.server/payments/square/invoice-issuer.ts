import type { SquareClient } from "square";
import { ProviderRefusal, type InvoiceIssuer, type Payer, type PaymentItem } from "../port";
import { squareRefusal } from "./errors";
import { squareIdempotencyKey } from "./idempotency";
import { squareMoney } from "./money";

/** Days the payer has to pay an invoice. */
const DAYS_TO_PAY = 7;

/** Today plus `days`, as Square's invoice due date (YYYY-MM-DD, UTC calendar day). */
export function dueDate(days: number, now = new Date()): string {
  const due = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  return due.toISOString().slice(0, 10);
}

/**
 * Runs one Square call; a refusal becomes a `ProviderRefusal` whose message the customer reads
 * (D2 §8's "Failed to create AfterPay invoice": Square's own detail is for developers, and stays
 * in the logged cause with its code).
 */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refusal = squareRefusal(error, what);
    const cause = new Error(
      `Square refused ${what}: ${refusal.code}${refusal.detail ? ` (${refusal.detail})` : ""}`,
      { cause: error },
    );
    throw new ProviderRefusal(INVOICE_REFUSED, { cause });
  }
}

/** What the customer is told when Square refuses an invoice. */
export const INVOICE_REFUSED = "Failed to create AfterPay invoice";

function required<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Square's answer has no ${what}`);
  return value;
}

/**
 * Sends the payer a Square invoice they can pay by card or with Afterpay (buy now, pay later):
 * the customer (found by e-mail, else created), an order for the item, a draft invoice for the
 * order's balance, then its publication, which e-mails it and gives it a public page.
 *
 * Each of the four calls carries its own key derived from the caller's, so repeating `issue` with
 * the same key (after a timeout in any step) replays the steps already done and returns the same
 * invoice. A replay on a later day than the first call computes another due date, which Square
 * refuses as a reused key with a different request: that surfaces as an error, never a second
 * invoice.
 */
export function squareInvoiceIssuer(client: SquareClient, locationId: string): InvoiceIssuer {
  async function customerFor(payer: Payer, key: string): Promise<string> {
    const found = await call("the customer search", () =>
      client.customers.search({
        query: { filter: { emailAddress: { exact: payer.email } } },
        limit: BigInt(1),
      }),
    );
    const existing = found.customers?.[0]?.id;
    if (existing) return existing;
    const created = await call("the new customer", () =>
      client.customers.create({
        idempotencyKey: squareIdempotencyKey(key, "customer"),
        emailAddress: payer.email,
        referenceId: payer.userId,
      }),
    );
    return required(created.customer?.id, "customer id");
  }

  async function orderFor(item: PaymentItem, customerId: string, key: string): Promise<string> {
    const { order } = await call("the order", () =>
      client.orders.create({
        idempotencyKey: squareIdempotencyKey(key, "order"),
        order: {
          locationId,
          customerId,
          referenceId: item.reference,
          lineItems: [
            {
              name: item.title,
              quantity: "1",
              basePriceMoney: squareMoney(item.amountCents, item.currency),
            },
          ],
        },
      }),
    );
    return required(order?.id, "order id");
  }

  return {
    async issue({ item, payer, idempotencyKey }) {
      const customerId = await customerFor(payer, idempotencyKey);
      const orderId = await orderFor(item, customerId, idempotencyKey);
      const { invoice: draft } = await call("the invoice", () =>
        client.invoices.create({
          idempotencyKey: squareIdempotencyKey(idempotencyKey, "invoice"),
          invoice: {
            locationId,
            orderId,
            primaryRecipient: { customerId },
            paymentRequests: [{ requestType: "BALANCE", dueDate: dueDate(DAYS_TO_PAY) }],
            deliveryMethod: "EMAIL",
            acceptedPaymentMethods: {
              card: true,
              squareGiftCard: false,
              bankAccount: false,
              buyNowPayLater: true,
            },
            title: item.title,
          },
        }),
      );
      const invoiceId = required(draft?.id, "invoice id");
      const { invoice } = await call("the invoice's publication", () =>
        client.invoices.publish({
          invoiceId,
          version: required(draft?.version, "invoice version"),
          idempotencyKey: squareIdempotencyKey(idempotencyKey, "publish"),
        }),
      );
      return { invoiceId, publicUrl: invoice?.publicUrl ?? undefined };
    },
  };
}
