import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type {
  CardCharger,
  InvoiceIssuer,
  PaymentItem,
  Payer,
  RedirectCheckout,
  Refunder,
  WebhookReader,
} from "~/.server/payments/port";
import { InvalidWebhook } from "~/.server/payments/port";

/**
 * The payment port's contract: what every adapter (offline, Square, PayPal) must do for the
 * capabilities it has, written against the port only. An adapter's test file calls
 * `paymentsContract(name, makeHarness)`; the harness builds the adapter against what stands
 * behind it (the database of the offline sandbox, a local Square or PayPal fake) and plays the
 * buyer's part on the provider's side (approving an order, paying an invoice).
 */
type SignedWebhook = { rawBody: string; headers: Headers };

export type PaymentsHarness = {
  card?: CardCharger;
  redirect?: RedirectCheckout;
  invoice?: InvoiceIssuer;
  /** The reader of this provider's webhooks. */
  webhooks: WebhookReader;
  /** The buyer approves the order on the provider's page. */
  approveOrder?(orderId: string): Promise<void>;
  /** The payer pays the invoice; returns the webhook the provider then sends. */
  payInvoice?(invoiceId: string): Promise<SignedWebhook>;
  /** Refunds of this provider's payments. */
  refunds?: Refunder;
  /** A payment made and completed at the provider, as the refund sees the payments row. */
  paidPayment?(): Promise<PaidPayment>;
  /** A genuine, signed webhook saying the payment `providerRef` (of row `reference`) completed. */
  completedEvent(providerRef: string, reference: string): Promise<SignedWebhook>;
  close(): Promise<void>;
};

type PaidPayment = Parameters<Refunder["refund"]>[0]["payment"];

export type MakePaymentsHarness = () => Promise<PaymentsHarness>;

export function testItem(amountCents = 40000): PaymentItem {
  return {
    reference: randomUUID(),
    orderNumber: "BTE-1042",
    productId: "plan-funding",
    title: "Funding Business Plan",
    amountCents,
    currency: "USD",
  };
}

export const testPayer: Payer = { userId: randomUUID(), email: "ada@example.test" };

/** Runs `work` with a fresh harness, closing it afterwards whatever happens. */
async function withHarness(make: MakePaymentsHarness, work: (h: PaymentsHarness) => Promise<void>) {
  const harness = await make();
  try {
    await work(harness);
  } finally {
    await harness.close();
  }
}

export function paymentsContract(
  name: string,
  capabilities: { card: boolean; redirect: boolean; invoice: boolean; refunds?: boolean },
  make: MakePaymentsHarness,
) {
  describe(`payment port contract: ${name}`, () => {
    describe.runIf(capabilities.card)("card", () => {
      it("charges an approved test card, and the same key answers the same payment again", () =>
        withHarness(make, async ({ card }) => {
          const item = testItem();
          const input = {
            item,
            payer: testPayer,
            sourceId: "cnon:card-nonce-ok",
            idempotencyKey: randomUUID(),
          };
          const first = await card!.chargeCard(input);
          expect(first.kind).toBe("completed");
          const again = await card!.chargeCard(input);
          expect(again).toEqual(first);
          const other = await card!.chargeCard({ ...input, idempotencyKey: randomUUID() });
          expect(other.kind === "completed" && other.providerRef).not.toBe(
            first.kind === "completed" && first.providerRef,
          );
        }));

      it.each([
        ["cnon:card-nonce-declined", "GENERIC_DECLINE", "Your card was declined"],
        ["cnon:card-nonce-rejected-cvv", "CVV_FAILURE", "security code (CVV) is incorrect"],
        ["cnon:card-nonce-rejected-postalcode", "ADDRESS_VERIFICATION_FAILURE", "postal code"],
        ["cnon:card-nonce-rejected-expiration", "INVALID_EXPIRATION", "expiration date"],
      ])("refuses %s as %s, in words a customer understands", (sourceId, code, words) =>
        withHarness(make, async ({ card }) => {
          const result = await card!.chargeCard({
            item: testItem(),
            payer: testPayer,
            sourceId,
            idempotencyKey: randomUUID(),
          });
          expect(result).toMatchObject({ kind: "declined", code });
          expect(result.kind === "declined" && result.message).toContain(words);
        }),
      );
    });

    describe.runIf(capabilities.redirect)("redirect checkout", () => {
      it("starts an order with an approval page; it completes once approved, and again with the same key", () =>
        withHarness(make, async ({ redirect, approveOrder }) => {
          const startInput = {
            item: testItem(1050),
            payer: testPayer,
            returnUrl: "http://localhost:3000/checkout/paypal?payment=1",
            cancelUrl: "http://localhost:3000/checkout/paypal?payment=1&cancel=1",
            idempotencyKey: randomUUID(),
          };
          const started = await redirect!.start(startInput);
          expect(started.orderId).toBeTruthy();
          expect(started.approvalUrl).toMatch(/^https?:\/\//);
          expect(await redirect!.start(startInput)).toEqual(started);

          const captureKey = randomUUID();
          expect(
            await redirect!.complete({ orderId: started.orderId, idempotencyKey: captureKey }),
          ).toEqual({ kind: "not-approved" });
          await approveOrder!(started.orderId);
          const done = await redirect!.complete({
            orderId: started.orderId,
            idempotencyKey: captureKey,
          });
          expect(done.kind).toBe("completed");
          expect(
            await redirect!.complete({ orderId: started.orderId, idempotencyKey: captureKey }),
          ).toEqual(done);
          // A browser coming back twice with a new request: the order is already captured.
          expect(
            await redirect!.complete({ orderId: started.orderId, idempotencyKey: randomUUID() }),
          ).toEqual(done);
        }));
    });

    describe.runIf(capabilities.invoice)("invoices", () => {
      it("issues one invoice per key; paying it sends a signed event that completes it", () =>
        withHarness(make, async ({ invoice, payInvoice, webhooks }) => {
          const input = { item: testItem(), payer: testPayer, idempotencyKey: randomUUID() };
          const issued = await invoice!.issue(input);
          expect(issued.invoiceId).toBeTruthy();
          expect(issued.publicUrl).toMatch(/^https?:\/\//);
          expect(await invoice!.issue(input)).toEqual(issued);

          const event = await webhooks.read(await payInvoice!(issued.invoiceId));
          expect(event).toMatchObject({ outcome: "completed", providerRef: issued.invoiceId });
        }));
    });

    describe.runIf(capabilities.refunds)("refunds", () => {
      it("refunds a paid payment in full; the same key answers the same refund again", () =>
        withHarness(make, async ({ refunds, paidPayment }) => {
          const payment = await paidPayment!();
          const input = { payment, idempotencyKey: `refund:${payment.reference}` };
          const first = await refunds!.refund(input);
          expect(first).toEqual({ kind: "refunded", refundId: expect.any(String) });
          expect(await refunds!.refund(input)).toEqual(first);
        }));

      it("a second refund of the same payment under another key is refused, with a message", () =>
        withHarness(make, async ({ refunds, paidPayment }) => {
          const payment = await paidPayment!();
          await refunds!.refund({ payment, idempotencyKey: randomUUID() });
          const again = await refunds!.refund({ payment, idempotencyKey: randomUUID() });
          expect(again).toEqual({ kind: "refused", message: expect.stringMatching(/\w+/) });
        }));
    });

    describe("webhooks", () => {
      it("reads a genuine event and refuses a forged or altered one", () =>
        withHarness(make, async (harness) => {
          const reference = randomUUID();
          const genuine = await harness.completedEvent("PAY-1", reference);
          const event = await harness.webhooks.read(genuine);
          expect(event).toMatchObject({ outcome: "completed" });
          expect("eventId" in event && event.eventId).toBeTruthy();

          const altered = { ...genuine, rawBody: genuine.rawBody.replace("PAY-1", "PAY-2") };
          await expect(harness.webhooks.read(altered)).rejects.toBeInstanceOf(InvalidWebhook);
          const unsigned = { rawBody: genuine.rawBody, headers: new Headers() };
          await expect(harness.webhooks.read(unsigned)).rejects.toBeInstanceOf(InvalidWebhook);
        }));
    });
  });
}
