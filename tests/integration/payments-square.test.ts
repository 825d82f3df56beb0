import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/.server/config";
import { ProviderRefusal, ProviderUnavailable } from "~/.server/payments/port";
import { createSquareProviders } from "~/.server/payments/square/providers";
import type { SquareClientOptions } from "~/.server/payments/square/client";
import { dueDate } from "~/.server/payments/square/invoice-issuer";
import { squareSignature } from "~/.server/payments/square/webhooks";
import { fakeSquareEnv, startFakeSquare, type FakeSquare } from "../fakes/square-server";
import {
  paymentsContract,
  testItem,
  testPayer,
  type PaymentsHarness,
} from "./support/payments-contract";

/** No retries and a short wait, so a fault is reported at once rather than after back-off. */
const fast: SquareClientOptions = { maxRetries: 0, timeoutSeconds: 5 };

function providersFor(
  fake: FakeSquare,
  options: SquareClientOptions = fast,
  overrides: Record<string, string> = {},
) {
  const square = parseConfig(fakeSquareEnv(fake, overrides)).payments.square;
  if (!square) throw new Error("Square is not configured");
  return createSquareProviders(square, options);
}

async function makeHarness(): Promise<PaymentsHarness> {
  const fake = await startFakeSquare();
  const { card, invoice, webhooks, refunds } = providersFor(fake);
  return {
    card,
    invoice,
    webhooks,
    refunds,
    paidPayment: () => paidCard(card),
    payInvoice: async (invoiceId) => fake.payInvoice(invoiceId),
    completedEvent: async (providerRef, reference) => fake.completedEvent(providerRef, reference),
    close: () => fake.close(),
  };
}

/** A card payment Square completed, as the refund sees its payments row. */
async function paidCard(card: ReturnType<typeof providersFor>["card"], amountCents = 40000) {
  const item = testItem(amountCents);
  const charged = await card.chargeCard({
    item,
    payer: testPayer,
    sourceId: "cnon:card-nonce-ok",
    idempotencyKey: randomUUID(),
  });
  if (charged.kind !== "completed") throw new Error("Square declined the test card");
  return { ...item, method: "card" as const, providerRef: charged.providerRef };
}

paymentsContract(
  "square",
  { card: true, redirect: false, invoice: true, refunds: true },
  makeHarness,
);

describe("Square adapter", () => {
  let fake: FakeSquare;
  const started: FakeSquare[] = [];
  async function start() {
    fake = await startFakeSquare();
    started.push(fake);
    return fake;
  }
  afterEach(async () => {
    await Promise.all(started.splice(0).map((f) => f.close()));
  });

  const paymentRequests = () => fake.received.filter((r) => r.path === "/v2/payments");

  describe("card", () => {
    it("sends the item's amount in cents, its reference, title and the payer's e-mail, under a key Square accepts", async () => {
      await start();
      const { card } = providersFor(fake);
      const item = testItem(12345);
      const key = randomUUID();
      const input = { item, payer: testPayer, sourceId: "cnon:card-nonce-ok", idempotencyKey: key };
      const result = await card.chargeCard(input);
      await card.chargeCard(input);
      await card.chargeCard({ ...input, idempotencyKey: randomUUID() });

      const [first, again, other] = paymentRequests();
      expect(first?.body).toMatchObject({
        source_id: "cnon:card-nonce-ok",
        amount_money: { amount: 12345, currency: "USD" },
        location_id: fake.locationId,
        reference_id: item.reference,
        buyer_email_address: testPayer.email,
        note: item.title,
        autocomplete: true,
      });
      const firstKey = String(first?.body.idempotency_key);
      expect(firstKey.length).toBeLessThanOrEqual(45);
      expect(again?.body.idempotency_key).toBe(firstKey);
      expect(other?.body.idempotency_key).not.toBe(firstKey);
      // Same key, same charge: Square answered the stored payment and holds two, not three.
      expect(fake.state.payments.size).toBe(2);
      // The card as Square names it: brand and last four, nothing more.
      expect(result).toEqual({
        kind: "completed",
        providerRef: fake.state.payments.keys().next().value,
        card: { brand: "VISA", last4: "1111" },
      });
    });

    it("declines an already-used card token and an unknown one, charging nothing", async () => {
      await start();
      const { card } = providersFor(fake);
      const charge = (sourceId: string) =>
        card.chargeCard({
          item: testItem(),
          payer: testPayer,
          sourceId,
          idempotencyKey: randomUUID(),
        });
      expect(await charge("cnon:card-nonce-already-used")).toEqual({
        kind: "declined",
        code: "CARD_TOKEN_USED",
        message: "This card entry was already used. Please enter the card again.",
      });
      expect(await charge("cnon:not-a-sandbox-nonce")).toEqual({
        kind: "declined",
        code: "NOT_FOUND",
        message: "Payment failed",
      });
      expect(fake.state.payments.size).toBe(0);
    });

    it("a repeat of a declined charge with the same key is declined again, not charged", async () => {
      await start();
      const { card } = providersFor(fake);
      const input = {
        item: testItem(),
        payer: testPayer,
        sourceId: "cnon:card-nonce-declined",
        idempotencyKey: randomUUID(),
      };
      const first = await card.chargeCard(input);
      expect(first).toMatchObject({ kind: "declined", code: "GENERIC_DECLINE" });
      expect(await card.chargeCard(input)).toEqual(first);
      const failed = [...fake.state.payments.values()];
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ status: "FAILED" });
    });

    it("the same key with another amount is refused by Square as a reused key, not charged again", async () => {
      await start();
      const { card } = providersFor(fake);
      const input = {
        item: testItem(40000),
        payer: testPayer,
        sourceId: "cnon:card-nonce-ok",
        idempotencyKey: randomUUID(),
      };
      expect(await card.chargeCard(input)).toMatchObject({ kind: "completed" });
      const changed = { ...input, item: { ...input.item, amountCents: 100 } };
      expect(await card.chargeCard(changed)).toEqual({
        kind: "declined",
        code: "IDEMPOTENCY_KEY_REUSED",
        message: "Payment failed",
      });
      expect(fake.state.payments.size).toBe(1);
    });

    it.each([500, 503] as const)(
      "a %i from Square throws ProviderUnavailable, and the same key charges once Square is back",
      async (status) => {
        await start();
        const { card } = providersFor(fake);
        const input = {
          item: testItem(),
          payer: testPayer,
          sourceId: "cnon:card-nonce-ok",
          idempotencyKey: randomUUID(),
        };
        fake.failNext(status);
        await expect(card.chargeCard(input)).rejects.toBeInstanceOf(ProviderUnavailable);
        expect(fake.state.payments.size).toBe(0);
        expect(await card.chargeCard(input)).toMatchObject({ kind: "completed" });
        expect(fake.state.payments.size).toBe(1);
      },
    );

    it("the client's own retry of a 5xx reuses the key, so Square still charges once", async () => {
      await start();
      const { card } = providersFor(fake, { maxRetries: 1, timeoutSeconds: 5 });
      fake.failNext(503);
      const result = await card.chargeCard({
        item: testItem(),
        payer: testPayer,
        sourceId: "cnon:card-nonce-ok",
        idempotencyKey: randomUUID(),
      });
      expect(result.kind).toBe("completed");
      const [failed, retried] = paymentRequests();
      expect([failed?.status, retried?.status]).toEqual([503, 200]);
      expect(retried?.body.idempotency_key).toBe(failed?.body.idempotency_key);
      expect(fake.state.payments.size).toBe(1);
    });

    it("a timeout throws ProviderUnavailable; the replay with the same key answers the payment Square made, charged once", async () => {
      await start();
      const { card } = providersFor(fake, { maxRetries: 0, timeoutSeconds: 1 });
      const input = {
        item: testItem(),
        payer: testPayer,
        sourceId: "cnon:card-nonce-ok",
        idempotencyKey: randomUUID(),
      };
      fake.delayNext(3_000);
      await expect(card.chargeCard(input)).rejects.toBeInstanceOf(ProviderUnavailable);
      // Square acted although the answer never arrived: the payment exists.
      expect(fake.state.payments.size).toBe(1);
      const [paymentId] = fake.state.payments.keys();

      expect(await card.chargeCard(input)).toMatchObject({
        kind: "completed",
        providerRef: paymentId,
      });
      expect(fake.state.payments.size).toBe(1);
    });

    it("a wrong access token throws ProviderUnavailable naming the setting to check", async () => {
      await start();
      const { card, invoice } = providersFor(fake, fast, {
        SQUARE_ACCESS_TOKEN: "not-the-token",
      });
      const charge = card.chargeCard({
        item: testItem(),
        payer: testPayer,
        sourceId: "cnon:card-nonce-ok",
        idempotencyKey: randomUUID(),
      });
      await expect(charge).rejects.toThrow(ProviderUnavailable);
      await expect(charge).rejects.toThrow(/401.*SQUARE_ACCESS_TOKEN/);
      const issue = invoice.issue({
        item: testItem(),
        payer: testPayer,
        idempotencyKey: randomUUID(),
      });
      await expect(issue).rejects.toThrow(ProviderUnavailable);
      expect(fake.received.map((r) => r.status)).toEqual([401, 401]);
      expect(fake.state.payments.size).toBe(0);
    });

    it("Square out of reach (nothing listening) throws ProviderUnavailable", async () => {
      await start();
      const { card } = providersFor(fake);
      await fake.close();
      started.splice(started.indexOf(fake), 1);
      await expect(
        card.chargeCard({
          item: testItem(),
          payer: testPayer,
          sourceId: "cnon:card-nonce-ok",
          idempotencyKey: randomUUID(),
        }),
      ).rejects.toBeInstanceOf(ProviderUnavailable);
    });

    it("loads Square's Web Payments SDK for the configured environment, with its hosts", async () => {
      await start();
      const sandbox = providersFor(fake).card.sdk;
      expect(sandbox).toEqual({
        scriptUrl: "https://sandbox.web.squarecdn.com/v1/square.js",
        applicationId: "sandbox-sq0idb-fake-application",
        locationId: fake.locationId,
        origins: [
          "https://sandbox.web.squarecdn.com",
          "https://pci-connect.squareupsandbox.com",
          "https://connect.squareupsandbox.com",
        ],
      });
      const production = providersFor(fake, fast, { SQUARE_ENVIRONMENT: "production" }).card.sdk;
      expect(production.scriptUrl).toBe("https://web.squarecdn.com/v1/square.js");
      expect(production.origins).toEqual([
        "https://web.squarecdn.com",
        "https://pci-connect.squareup.com",
        "https://connect.squareup.com",
      ]);
    });
  });

  describe("invoices", () => {
    it("creates the customer, an order for the item and an invoice payable by card or Afterpay, due in 7 days, and publishes it", async () => {
      await start();
      const { invoice } = providersFor(fake);
      const item = testItem(25000);
      const issued = await invoice.issue({ item, payer: testPayer, idempotencyKey: randomUUID() });

      expect(fake.received.map((r) => `${r.method} ${r.path}`)).toEqual([
        "POST /v2/customers/search",
        "POST /v2/customers",
        "POST /v2/orders",
        "POST /v2/invoices",
        `POST /v2/invoices/${encodeURIComponent(issued.invoiceId)}/publish`,
      ]);
      const [customer] = fake.state.customers.values();
      expect(customer).toMatchObject({ email_address: testPayer.email });
      const [order] = fake.state.orders.values();
      expect(order).toMatchObject({
        customer_id: customer?.id,
        reference_id: item.reference,
        line_items: [
          {
            name: item.title,
            quantity: "1",
            base_price_money: { amount: 25000, currency: "USD" },
          },
        ],
      });
      expect(fake.state.invoices.get(issued.invoiceId)).toMatchObject({
        order_id: order?.id,
        primary_recipient: { customer_id: customer?.id },
        payment_requests: [{ request_type: "BALANCE", due_date: dueDate(7) }],
        delivery_method: "EMAIL",
        accepted_payment_methods: {
          card: true,
          square_gift_card: false,
          bank_account: false,
          buy_now_pay_later: true,
        },
        title: item.title,
        // The order number the customer knows, printed on Square's invoice (issue 45).
        description: `Order ${item.orderNumber}`,
        status: "UNPAID",
        public_url: issued.publicUrl,
      });
    });

    it("finds the payer's existing customer by e-mail instead of creating another", async () => {
      await start();
      const existing = fake.state.createCustomer({ email_address: testPayer.email }).customer as {
        id: string;
      };
      const { invoice } = providersFor(fake);
      await invoice.issue({ item: testItem(), payer: testPayer, idempotencyKey: randomUUID() });
      expect(fake.received.some((r) => r.path === "/v2/customers")).toBe(false);
      expect(fake.state.customers.size).toBe(1);
      expect([...fake.state.orders.values()][0]?.customer_id).toBe(existing.id);
    });

    it("a timeout while publishing throws ProviderUnavailable; the replay with the same key gives the same single invoice", async () => {
      await start();
      const { invoice } = providersFor(fake, { maxRetries: 0, timeoutSeconds: 1 });
      const input = { item: testItem(), payer: testPayer, idempotencyKey: randomUUID() };
      fake.delayNext(3_000, /\/publish$/);
      await expect(invoice.issue(input)).rejects.toBeInstanceOf(ProviderUnavailable);

      const issued = await invoice.issue(input);
      expect(fake.state.customers.size).toBe(1);
      expect(fake.state.orders.size).toBe(1);
      expect([...fake.state.invoices.keys()]).toEqual([issued.invoiceId]);
      expect(fake.state.invoices.get(issued.invoiceId)).toMatchObject({
        status: "UNPAID",
        public_url: issued.publicUrl,
      });
    });

    it("a 500 while creating the order throws ProviderUnavailable", async () => {
      await start();
      const { invoice } = providersFor(fake);
      fake.failNext(500, /^\/v2\/orders$/);
      await expect(
        invoice.issue({ item: testItem(), payer: testPayer, idempotencyKey: randomUUID() }),
      ).rejects.toBeInstanceOf(ProviderUnavailable);
      expect(fake.state.invoices.size).toBe(0);
    });

    it("a refusal by Square is a refusal in the customer's words (Square's code kept for the log), not an outage", async () => {
      await start();
      const { invoice } = providersFor(fake, fast, { SQUARE_LOCATION_ID: "LUNKNOWN" });
      const issue = invoice.issue({
        item: testItem(),
        payer: testPayer,
        idempotencyKey: randomUUID(),
      });
      const error: unknown = await issue.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderRefusal);
      expect((error as Error).message).toBe("Failed to create AfterPay invoice");
      expect(String((error as Error).cause)).toMatch(/Square refused the order: NOT_FOUND/);
    });
  });

  describe("refunds", () => {
    const refundRequests = () => fake.received.filter((r) => r.path === "/v2/refunds");

    it("refunds a card payment in full with RefundPayment under a key Square accepts; Square's PENDING counts as refunded", async () => {
      await start();
      const { card, refunds } = providersFor(fake);
      const payment = await paidCard(card, 12345);
      const result = await refunds.refund({
        payment,
        idempotencyKey: `refund:${payment.reference}`,
      });

      const [request] = refundRequests();
      expect(request?.body).toMatchObject({
        payment_id: payment.providerRef,
        amount_money: { amount: 12345, currency: "USD" },
        reason: expect.any(String),
      });
      expect(String(request?.body.idempotency_key).length).toBeLessThanOrEqual(45);
      const [refund] = fake.state.refunds.values();
      expect(refund).toMatchObject({ status: "PENDING", payment_id: payment.providerRef });
      expect(result).toEqual({ kind: "refunded", refundId: refund?.id });
    });

    it("the same key twice makes one refund; a second refund under another key is refused in the owner's words", async () => {
      await start();
      const { card, refunds } = providersFor(fake);
      const payment = await paidCard(card);
      const input = { payment, idempotencyKey: randomUUID() };
      const first = await refunds.refund(input);
      expect(await refunds.refund(input)).toEqual(first);
      expect(fake.state.refunds.size).toBe(1);

      expect(await refunds.refund({ payment, idempotencyKey: randomUUID() })).toEqual({
        kind: "refused",
        message:
          "Square refused the refund: this payment was refunded already, or less of it is left to refund.",
      });
      expect(refundRequests().map((r) => r.status)).toEqual([200, 200, 400]);
      expect(fake.state.refunds.size).toBe(1);
    });

    it("partial refunds send `amount_money`: one key is one refund, several add up, more than is left is refused", async () => {
      await start();
      const { card, refunds } = providersFor(fake);
      const payment = await paidCard(card, 10000);
      const first = { payment, amountCents: 2500, idempotencyKey: randomUUID() };
      expect(await refunds.refund(first)).toMatchObject({ kind: "refunded" });
      expect(await refunds.refund(first)).toMatchObject({ kind: "refunded" });
      expect(refundRequests()[0]?.body).toMatchObject({
        amount_money: { amount: 2500, currency: "USD" },
      });
      expect(fake.state.refunds.size).toBe(1);
      expect(
        await refunds.refund({ payment, amountCents: 7501, idempotencyKey: randomUUID() }),
      ).toMatchObject({ kind: "refused" });
      expect(
        await refunds.refund({ payment, amountCents: 7500, idempotencyKey: randomUUID() }),
      ).toMatchObject({ kind: "refunded" });
      expect(fake.state.refunds.size).toBe(2);
    });

    it.each([500, 503] as const)(
      "a %i throws ProviderUnavailable, and the same key refunds once when Square is back",
      async (status) => {
        await start();
        const { card, refunds } = providersFor(fake);
        const payment = await paidCard(card);
        const input = { payment, idempotencyKey: randomUUID() };
        fake.failNext(status, /^\/v2\/refunds$/);
        await expect(refunds.refund(input)).rejects.toBeInstanceOf(ProviderUnavailable);
        expect(fake.state.refunds.size).toBe(0);
        expect(await refunds.refund(input)).toMatchObject({ kind: "refunded" });
        expect(fake.state.refunds.size).toBe(1);
      },
    );

    it("a timeout throws ProviderUnavailable; the replay with the same key answers the refund Square made", async () => {
      await start();
      const { card } = providersFor(fake);
      const { refunds } = providersFor(fake, { maxRetries: 0, timeoutSeconds: 1 });
      const payment = await paidCard(card);
      const input = { payment, idempotencyKey: randomUUID() };
      fake.delayNext(3_000, /^\/v2\/refunds$/);
      await expect(refunds.refund(input)).rejects.toBeInstanceOf(ProviderUnavailable);
      const [made] = fake.state.refunds.keys();
      expect(await refunds.refund(input)).toEqual({ kind: "refunded", refundId: made });
      expect(fake.state.refunds.size).toBe(1);
    });

    it("an invoice is refunded through its order's tender: the payment that paid it", async () => {
      await start();
      const { invoice, refunds } = providersFor(fake);
      const item = testItem(25000);
      const { invoiceId } = await invoice.issue({
        item,
        payer: testPayer,
        idempotencyKey: randomUUID(),
      });
      const payment = { ...item, method: "invoice" as const, providerRef: invoiceId };

      expect(await refunds.refund({ payment, idempotencyKey: randomUUID() })).toEqual({
        kind: "refused",
        message: "This invoice has no payment to refund.",
      });
      expect(fake.state.refunds.size).toBe(0);

      fake.payInvoice(invoiceId);
      const result = await refunds.refund({ payment, idempotencyKey: randomUUID() });
      const [paid] = fake.state.payments.values();
      const [refund] = fake.state.refunds.values();
      expect(refund).toMatchObject({
        payment_id: paid?.id,
        amount_money: { amount: 25000, currency: "USD" },
      });
      expect(result).toEqual({ kind: "refunded", refundId: refund?.id });
      expect(fake.received.slice(-3).map((r) => `${r.method} ${r.path.split("/")[2]}`)).toEqual([
        "GET invoices",
        "GET orders",
        "POST refunds",
      ]);
    });

    it("a refund Square completes later arrives as the refund.updated webhook the site reads", async () => {
      await start();
      const { card, refunds, webhooks } = providersFor(fake);
      const payment = await paidCard(card);
      const result = await refunds.refund({ payment, idempotencyKey: randomUUID() });
      if (result.kind !== "refunded") throw new Error("Square refused the refund");
      expect(await webhooks.read(fake.refundCompletedEvent(result.refundId))).toMatchObject({
        type: "refund.updated",
        outcome: "refunded",
        providerRef: payment.providerRef,
      });
    });
  });

  describe("webhooks", () => {
    it("reads the signed invoice.payment_made and payment.updated events", async () => {
      await start();
      const { invoice, webhooks } = providersFor(fake);
      const issued = await invoice.issue({
        item: testItem(),
        payer: testPayer,
        idempotencyKey: randomUUID(),
      });
      const paid = fake.payInvoice(issued.invoiceId);
      const reference = randomUUID();
      const completed = fake.completedEvent("PAYMENT-1", reference);

      expect(await webhooks.read(paid)).toMatchObject({
        type: "invoice.payment_made",
        outcome: "completed",
        providerRef: issued.invoiceId,
      });
      expect(await webhooks.read(completed)).toMatchObject({
        type: "payment.updated",
        outcome: "completed",
        reference,
        providerRef: "PAYMENT-1",
      });
      const altered = {
        ...completed,
        rawBody: completed.rawBody.replace("PAYMENT-1", "PAYMENT-2"),
      };
      await expect(webhooks.read(altered)).rejects.toThrow(/signature/);
    });

    it("signs as Square does: the signature the square SDK's WebhooksHelper accepted", () => {
      // Computed once with WebhooksHelper.verifySignature of square 46.0.0 answering true.
      const rawBody =
        '{"merchant_id":"MFAKE0MERCHANT","type":"payment.updated","event_id":"6a8f5f28-54a1-4eb0-a98a-3111513fd4fc","created_at":"2026-11-28T12:00:00.000Z","data":{"type":"payment","id":"PAYMENT-1","object":{"payment":{"id":"PAYMENT-1","reference_id":"ref-1","status":"COMPLETED"}}}}';
      expect(
        squareSignature(
          "fake-square-signature-key",
          "https://shop.example.test/webhooks/square",
          rawBody,
        ),
      ).toBe("FB8bgohi7vA43HxxETBeB/OY3OC0bxIltd3wldz7quM=");
    });
  });

  it("refuses a half-configured Square account, naming what is missing", () => {
    expect(() => parseConfig({ SQUARE_ACCESS_TOKEN: "token", SQUARE_LOCATION_ID: "L1" })).toThrow(
      ConfigError,
    );
    expect(() => parseConfig({ SQUARE_ACCESS_TOKEN: "token", SQUARE_LOCATION_ID: "L1" })).toThrow(
      /SQUARE_APPLICATION_ID, SQUARE_WEBHOOK_SIGNATURE_KEY, SQUARE_WEBHOOK_URL missing: Square is half-configured/,
    );
  });
});
