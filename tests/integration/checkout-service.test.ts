import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { runMigrations } from "~/.server/db/migrate";
import { deliveries, paymentEvents, payments, products } from "~/.server/db/schema";
import { runOutboxOnce } from "~/.server/leads/outbox";
import { createSenders } from "~/.server/leads/senders";
import { listOrders } from "~/.server/orders";
import { findOrders } from "~/.server/admin/orders";
import {
  cancelRedirect,
  checkoutMessages,
  completeRedirect,
  payByCard,
  sendInvoice,
  startRedirect,
  type CheckoutContext,
  type Customer,
} from "~/.server/payments/checkout";
import { invoicePageUrl, paySandboxInvoice } from "~/.server/payments/offline/invoices";
import { createPayPalProviders } from "~/.server/payments/paypal/providers";
import type { PaymentProviders } from "~/.server/payments/port";
import { reconcilePayments } from "~/.server/payments/reconcile";
import { openAttempt } from "~/.server/payments/store";
import { createSquareProviders } from "~/.server/payments/square/providers";
import { SQUARE_SIGNATURE_HEADER, squareEventRequest } from "~/.server/payments/square/webhooks";
import { receiveWebhook } from "~/.server/payments/webhook-events";
import { startFakePayPal, type FakePayPal } from "../fakes/paypal-server";
import { startFakeSquare, type FakeSquare } from "../fakes/square-server";
import {
  checkoutContext,
  insertProduct,
  leadsConfig,
  offlineCheckout,
  offlineSigning,
  orderLeads,
  recordingMailer,
  SITE_URL,
  type RecordingMailer,
  emptyCheckoutTables,
} from "./support/checkout";
import { eachDatabase, type TestDatabase } from "./support/database";

const PLAN = "plan-funding";
const LOGO = "logo-design";
const OK = "cnon:card-nonce-ok";
const DECLINED = "cnon:card-nonce-declined";

/** Square (card, invoices) and PayPal (redirect) pointed at the local fakes, failing fast. */
function liveProviders(
  square: FakeSquare,
  paypal: FakePayPal,
  overrides: { locationId?: string } = {},
): PaymentProviders {
  const sq = createSquareProviders(
    {
      accessToken: square.accessToken,
      applicationId: "sandbox-sq0idb-fake-application",
      locationId: overrides.locationId ?? square.locationId,
      webhookSignatureKey: square.signatureKey,
      webhookUrl: square.notificationUrl,
      environment: "sandbox",
      apiUrl: square.url,
    },
    { maxRetries: 0, timeoutSeconds: 1 },
  );
  const pp = createPayPalProviders(paypal.config, { timeoutMs: 2_000 });
  return {
    mode: "live",
    card: sq.card,
    redirect: pp.redirect,
    invoice: sq.invoice,
    webhooks: {
      square: { provider: "square", reader: sq.webhooks },
      paypal: { provider: "paypal", reader: pp.webhooks },
    },
    refunds: { square: sq.refunds, paypal: pp.refunds },
  };
}

describe.each(eachDatabase())("checkout service on $name", (target) => {
  let handle: TestDatabase;
  let db: Database;
  let mailer: RecordingMailer;
  let offline: CheckoutContext;
  let square: FakeSquare;
  let paypal: FakePayPal;
  let live: CheckoutContext;
  let ada: Customer;
  let grace: Customer;

  beforeAll(async () => {
    handle = await target.open();
    db = handle.db;
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await emptyCheckoutTables(db);
    await insertProduct(db, { id: PLAN, title: "Funding Business Plan", priceCents: 40000 });
    await insertProduct(db, { id: LOGO, title: "Logo Design", priceCents: 9999 });
    mailer = recordingMailer();
    offline = offlineCheckout(db, mailer);
    [square, paypal] = await Promise.all([startFakeSquare(), startFakePayPal()]);
    live = checkoutContext(db, liveProviders(square, paypal));
    ada = { id: randomUUID(), email: "ada@example.test" };
    grace = { id: randomUUID(), email: "grace@example.test" };
  });
  afterEach(async () => {
    await Promise.all([square.close(), paypal.close()]);
  });

  const request = (productId = PLAN, attempt: string = randomUUID()) => ({ productId, attempt });
  const allPayments = () => db.select().from(payments);
  const payment = async (id: string) =>
    (await db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const squarePayments = () =>
    square.received.filter((r) => r.method === "POST" && r.path === "/v2/payments");
  const paypalCaptures = () =>
    paypal.requests.filter((r) => r.method === "POST" && r.path.endsWith("/capture"));
  /** The reconciler's pass once the rows are old enough to be looked at again. */
  const reconcileLater = (ctx: CheckoutContext) =>
    reconcilePayments(ctx, new Date(Date.now() + 3 * 60_000));
  const webhook = (ctx: CheckoutContext, source: "square" | "paypal", signed: SignedRequest) =>
    receiveWebhook(ctx.db, ctx.providers, ctx.mail, source, signed);
  type SignedRequest = { rawBody: string; headers: Headers };

  /** A PayPal order started for `customer` and approved by them on PayPal's page. */
  async function approvedPayPalRow(customer: Customer) {
    const started = await startRedirect(live, customer, request());
    expect(started.ok).toBe(true);
    const [row] = (await allPayments()).filter((p) => p.userId === customer.id);
    paypal.approve(row!.providerRef!);
    return { id: row!.id, orderId: row!.providerRef! };
  }

  describe("what is charged", () => {
    it("charges the catalogue row's price, and bills the signed-in customer's e-mail", async () => {
      const first = await payByCard(live, ada, { ...request(), sourceId: OK });
      await db.update(products).set({ priceCents: 12345 }).where(eq(products.id, PLAN));
      const second = await payByCard(live, ada, { ...request(), sourceId: OK });
      await startRedirect(live, ada, request());

      expect(squarePayments().map((r) => r.body.amount_money)).toEqual([
        { amount: 40000, currency: "USD" },
        { amount: 12345, currency: "USD" },
      ]);
      expect(squarePayments().map((r) => r.body.buyer_email_address)).toEqual([
        ada.email,
        ada.email,
      ]);
      const [order] = paypal.requests.filter((r) => r.path === "/v2/checkout/orders");
      expect(order!.body).toMatchObject({
        purchase_units: [{ amount: { currency_code: "USD", value: "123.45" } }],
      });
      expect(first.ok && first.payment.amountCents).toBe(40000);
      expect(second.ok && second.payment.amountCents).toBe(12345);
      const rows = await allPayments();
      expect(rows.map((r) => [r.userId, r.payerEmail]).sort()).toEqual(
        Array(3).fill([ada.id, ada.email]),
      );
    });

    it("refuses a product that is not for sale with a stale-form 409, creating no row", async () => {
      await db.update(products).set({ active: false }).where(eq(products.id, LOGO));
      expect(await payByCard(offline, ada, { ...request(LOGO), sourceId: OK })).toEqual({
        ok: false,
        status: 409,
        message: checkoutMessages.staleForm,
      });
      expect(await payByCard(offline, ada, { ...request("no-such"), sourceId: OK })).toMatchObject({
        status: 409,
      });
      expect(await allPayments()).toEqual([]);
    });
  });

  describe("card", () => {
    it("an approved card completes the row with the provider's id and queues one order lead: owner e-mail and receipt", async () => {
      const result = await payByCard(offline, ada, { ...request(), sourceId: OK });
      expect(result.ok).toBe(true);
      const [row] = await allPayments();
      expect(row).toMatchObject({
        status: "completed",
        method: "card",
        provider: "offline",
        amountCents: 40000,
        userId: ada.id,
        payerEmail: ada.email,
      });
      expect(row!.providerRef).toMatch(/^pay_/);
      expect(await orderLeads(db)).toEqual([
        {
          fields: expect.objectContaining({
            orderId: row!.id,
            product: "Funding Business Plan",
            amount: "$400.00",
            method: "Credit card",
            email: ada.email,
            providerRef: row!.providerRef,
          }) as unknown,
          deliveries: { email: "pending", receipt: "pending" },
        },
      ]);
    });

    it("a declined card fails the row with the customer's message and queues no lead, also when submitted again", async () => {
      const attempt = request();
      const declined = await payByCard(offline, ada, { ...attempt, sourceId: DECLINED });
      expect(declined).toEqual({
        ok: false,
        status: 402,
        message: "Your card was declined. Please use another card.",
      });
      expect(await payByCard(offline, ada, { ...attempt, sourceId: OK })).toEqual(declined);
      const rows = await allPayments();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: "failed",
        failureMessage: "Your card was declined. Please use another card.",
      });
      expect(await orderLeads(db)).toEqual([]);
    });

    it("a double submit of one attempt makes one row, one payment at Square and one order lead", async () => {
      const attempt = request();
      const first = await payByCard(live, ada, { ...attempt, sourceId: OK });
      const again = await payByCard(live, ada, { ...attempt, sourceId: OK });
      const concurrent = request();
      const both = await Promise.all([
        payByCard(live, ada, { ...concurrent, sourceId: OK }),
        payByCard(live, ada, { ...concurrent, sourceId: OK }),
      ]);

      expect(again).toEqual(first);
      expect(both[0]).toEqual(both[1]);
      expect(both[0]!.ok && both[0]!.payment.status).toBe("completed");
      expect(await allPayments()).toHaveLength(2);
      expect(square.state.payments.size).toBe(2);
      expect(await orderLeads(db)).toHaveLength(2);
      const refs = (await allPayments()).map((r) => r.providerRef).sort();
      expect(refs).toEqual([...square.state.payments.keys()].sort());
    });

    it("two submits of one attempt at once with different card tokens charge the first token only, and the row agrees with Square", async () => {
      const attempt = request();
      const results = await Promise.all([
        payByCard(live, ada, { ...attempt, sourceId: OK }),
        payByCard(live, ada, { ...attempt, sourceId: DECLINED }),
      ]);
      const [row] = await allPayments();
      const sources = new Set(squarePayments().map((r) => r.body.source_id));
      // One token under the attempt's key: Square never sees the key reused with another card.
      expect(sources).toEqual(new Set([row!.providerData.sourceId]));
      const answers = squarePayments().map((r) => r.status);
      expect(answers).toHaveLength(2);
      expect(answers[1]).toBe(answers[0]);
      expect(results[0]).toEqual(results[1]);
      const charged = [...square.state.payments.values()].filter((p) => p.status === "COMPLETED");
      if (row!.status === "completed") {
        expect(charged.map((p) => p.id)).toEqual([row!.providerRef]);
        expect(await orderLeads(db)).toHaveLength(1);
      } else {
        expect(row!.status).toBe("failed");
        expect(charged).toEqual([]);
        expect(await orderLeads(db)).toEqual([]);
      }
    });

    it("[S-ACCOUNT-13] an attempt id replayed by another user or for another product is a 409 and makes no row; nobody sees another's payment", async () => {
      const attempt = request();
      expect((await payByCard(offline, ada, { ...attempt, sourceId: OK })).ok).toBe(true);
      const stale = { ok: false, status: 409, message: checkoutMessages.staleForm };
      expect(await payByCard(offline, grace, { ...attempt, sourceId: OK })).toEqual(stale);
      expect(
        await payByCard(offline, ada, { ...request(LOGO, attempt.attempt), sourceId: OK }),
      ).toEqual(stale);
      expect(await startRedirect(offline, grace, request())).toMatchObject({ ok: true });

      const rows = await allPayments();
      expect(rows).toHaveLength(2);
      expect(await orderLeads(db)).toHaveLength(1);
      const adas = await listOrders(db, ada.id);
      const graces = await listOrders(db, grace.id);
      expect(adas.map((o) => [o.productName, o.status])).toEqual([
        ["Funding Business Plan", "completed"],
      ]);
      expect(graces.map((o) => o.status)).toEqual(["pending"]);
      expect(adas[0]!.id).not.toBe(graces[0]!.id);
    });

    it.each([
      ["answers too late", (fake: FakeSquare) => fake.delayNext(3_000, /^\/v2\/payments$/)],
      ["fails with a 503", (fake: FakeSquare) => fake.failNext(503, /^\/v2\/payments$/)],
    ])(
      "when Square %s the buyer is told it is unknown, the row stays pending, and the reconciler completes it charging once",
      async (_, fault) => {
        fault(square);
        const result = await payByCard(live, ada, { ...request(), sourceId: OK });
        expect(result).toEqual({
          ok: false,
          status: 503,
          message: checkoutMessages.cardUnreachable,
          pending: true,
        });
        const [row] = await allPayments();
        expect(row).toMatchObject({ status: "pending", providerRef: null });
        expect(row!.providerData.sourceId).toBe(OK);
        expect(await orderLeads(db)).toEqual([]);

        // Not yet: a row is left alone for a while before it is looked at again.
        expect(await reconcilePayments(live)).toEqual({ checked: 0, settled: 0 });
        expect(await reconcileLater(live)).toEqual({ checked: 1, settled: 1 });
        expect(square.state.payments.size).toBe(1);
        const [paymentId] = [...square.state.payments.keys()];
        expect(await payment(row!.id)).toMatchObject({
          status: "completed",
          providerRef: paymentId,
        });
        expect(await orderLeads(db)).toHaveLength(1);
        expect(await reconcileLater(live)).toEqual({ checked: 0, settled: 0 });
      },
    );
  });

  describe("reconciler", () => {
    it("fails a card row that never got a card token, without calling Square", async () => {
      const row = await openAttempt(db, {
        userId: ada.id,
        payerEmail: ada.email,
        productId: PLAN,
        method: "card",
        provider: "square",
        attempt: randomUUID(),
      });
      expect(await reconcileLater(live)).toEqual({ checked: 1, settled: 1 });
      expect(await payment(row!.id)).toMatchObject({
        status: "failed",
        failureMessage: "The payment was interrupted before it reached the card processor.",
      });
      expect(squarePayments()).toEqual([]);
      expect(await orderLeads(db)).toEqual([]);
    });

    it("issues an invoice whose publication timed out once, with the same invoice", async () => {
      square.delayNext(3_000, /\/publish$/);
      const result = await sendInvoice(live, ada, request());
      expect(result).toEqual({
        ok: false,
        status: 503,
        message: checkoutMessages.invoiceUnreachable,
        pending: true,
      });
      const [row] = await allPayments();
      expect(row).toMatchObject({ status: "pending", method: "invoice", providerRef: null });

      expect(await reconcileLater(live)).toEqual({ checked: 1, settled: 1 });
      expect(square.state.invoices.size).toBe(1);
      const [invoice] = [...square.state.invoices.values()];
      const issued = await payment(row!.id);
      expect(issued).toMatchObject({ status: "pending", providerRef: invoice!.id });
      expect(issued.providerData.invoiceUrl).toBe(invoice!.public_url);
      // An issued invoice waits for its webhook: it is not issued again.
      expect(await reconcileLater(live)).toEqual({ checked: 0, settled: 0 });
      expect(square.state.invoices.size).toBe(1);
    });
  });

  it("[S-PAY-23] an invoice Square refuses fails the row with 'Failed to create AfterPay invoice'", async () => {
    const refusing = checkoutContext(db, liveProviders(square, paypal, { locationId: "LUNKNOWN" }));
    expect(await sendInvoice(refusing, ada, request())).toEqual({
      ok: false,
      status: 402,
      message: "Failed to create AfterPay invoice",
    });
    const [row] = await allPayments();
    expect(row).toMatchObject({ status: "failed", method: "invoice" });
    expect(square.state.invoices.size).toBe(0);
  });

  describe("PayPal", () => {
    it("starts at PayPal's approval page, is not captured before approval, and completes once however often the buyer returns", async () => {
      const attempt = request();
      const started = await startRedirect(live, ada, attempt);
      const [row] = await allPayments();
      const orderId = row!.providerRef!;
      expect(started).toEqual({
        ok: true,
        redirectUrl: `${paypal.url}/checkoutnow?token=${orderId}`,
      });
      expect(row).toMatchObject({ status: "pending", method: "paypal", provider: "paypal" });

      expect(await completeRedirect(live, row!.id, orderId)).toMatchObject({
        outcome: "not-approved",
      });
      expect((await payment(row!.id)).status).toBe("pending");

      paypal.approve(orderId);
      const done = await completeRedirect(live, row!.id, orderId);
      const again = await completeRedirect(live, row!.id, orderId);
      expect(done?.outcome).toBe("completed");
      expect(again?.outcome).toBe("completed");
      expect(paypal.orders.get(orderId)!.captures).toHaveLength(1);
      expect(await orderLeads(db)).toHaveLength(1);
      expect(await startRedirect(live, ada, attempt)).toEqual({
        ok: true,
        redirectUrl: `/account/order?number=${row!.number}`,
      });
    });

    it("[S-PAY-17] an order PayPal answers without an approval link fails with 'Failed to get PayPal checkout URL', nothing to approve", async () => {
      paypal.omitApprovalLinkNext();
      expect(await startRedirect(live, ada, request())).toEqual({
        ok: false,
        status: 503,
        message: "Failed to get PayPal checkout URL",
      });
      const [row] = await allPayments();
      expect(row).toMatchObject({
        status: "failed",
        failureMessage: "Failed to get PayPal checkout URL",
      });
      expect(await orderLeads(db)).toHaveLength(0);
    });

    it("a cancel cancels the row; a return with another order or payment id is not ours", async () => {
      await startRedirect(live, ada, request());
      const [row] = await allPayments();
      const orderId = row!.providerRef!;

      expect(await completeRedirect(live, row!.id, "WRONGORDER123")).toBeUndefined();
      expect(await completeRedirect(live, randomUUID(), orderId)).toBeUndefined();
      expect(await cancelRedirect(live, row!.id, "WRONGORDER123")).toBeUndefined();
      expect((await payment(row!.id)).status).toBe("pending");

      const canceled = await cancelRedirect(live, row!.id, orderId);
      expect(canceled).toMatchObject({
        status: "canceled",
        failureMessage: "You canceled the PayPal payment.",
      });
      expect(await completeRedirect(live, row!.id, orderId)).toMatchObject({
        outcome: "canceled",
      });
      expect(paypalCaptures()).toEqual([]);
      expect(await orderLeads(db)).toEqual([]);
    });

    it("a capture webhook before the buyer is back completes the row; the return then reports completed without a second capture or lead", async () => {
      const { id, orderId } = await approvedPayPalRow(ada);
      expect(await webhook(live, "paypal", paypal.completedEvent(orderId, id))).toEqual({
        status: 200,
        body: "applied",
      });
      expect((await payment(id)).status).toBe("completed");

      expect(await completeRedirect(live, id, orderId)).toMatchObject({ outcome: "completed" });
      expect(paypalCaptures()).toEqual([]);
      expect(await orderLeads(db)).toHaveLength(1);
    });

    it("a capture PayPal declines fails the row with the customer's message and queues no lead", async () => {
      const { id, orderId } = await approvedPayPalRow(ada);
      paypal.declineNext("instrument");
      const result = await completeRedirect(live, id, orderId);
      expect(result?.outcome).toBe("failed");
      expect(result?.message).toBeTruthy();
      expect(await payment(id)).toMatchObject({
        status: "failed",
        failureMessage: result?.message,
      });
      expect(await orderLeads(db)).toEqual([]);
    });

    it("an approved order whose buyer never came back is captured by the reconciler, once", async () => {
      const { id, orderId } = await approvedPayPalRow(ada);
      expect(await reconcileLater(live)).toEqual({ checked: 1, settled: 1 });
      expect((await payment(id)).status).toBe("completed");
      expect(paypal.orders.get(orderId)!.captures).toHaveLength(1);
      expect(await reconcileLater(live)).toEqual({ checked: 0, settled: 0 });
      expect(await orderLeads(db)).toHaveLength(1);
    });

    it("a PayPal checkout left unapproved expires after 3 hours: gone from the customer's orders, an abandoned checkout to the owner", async () => {
      const started = await startRedirect(live, ada, request());
      expect(started.ok).toBe(true);
      const [row] = await allPayments();
      const pending = await listOrders(db, ada.id);
      expect(pending.map((order) => order.status)).toEqual(["pending"]);
      // Before the approval link expires the reconciler leaves it waiting for the buyer.
      expect(await reconcileLater(live)).toEqual({ checked: 1, settled: 0 });
      expect((await payment(row!.id)).status).toBe("pending");

      const expired = new Date(row!.createdAt.getTime() + 3 * 60 * 60_000 + 60_000);
      expect(await reconcilePayments(live, expired)).toEqual({ checked: 1, settled: 1 });
      expect(await payment(row!.id)).toMatchObject({
        status: "canceled",
        providerData: expect.objectContaining({ abandoned: true }),
      });
      expect(paypal.orders.get(row!.providerRef!)!.captures).toHaveLength(0);
      expect(await listOrders(db, ada.id)).toEqual([]);
      const everyOrder = await findOrders(db, { status: null, q: "" });
      expect(everyOrder.map((order) => order.id)).not.toContain(row!.id);
      const canceled = await findOrders(db, { status: "canceled", q: "" });
      expect(canceled.map((order) => order.id)).not.toContain(row!.id);
      const abandoned = await findOrders(db, { status: "abandoned", q: "" });
      expect(abandoned.map((order) => [order.id, order.abandoned])).toEqual([[row!.id, true]]);
      expect(await orderLeads(db)).toEqual([]);
    });

    it("a webhook PayPal cannot verify right now is a 503 and recorded nowhere; its redelivery is applied", async () => {
      const { id, orderId } = await approvedPayPalRow(ada);
      const event = paypal.completedEvent(orderId, id);
      paypal.failNext(503, /verify-webhook-signature$/);
      expect(await webhook(live, "paypal", event)).toEqual({
        status: 503,
        body: "Try again later",
      });
      expect(await db.select().from(paymentEvents)).toEqual([]);
      expect((await payment(id)).status).toBe("pending");
      expect(await webhook(live, "paypal", event)).toEqual({ status: 200, body: "applied" });
      expect((await payment(id)).status).toBe("completed");
    });

    it("a refund event before the completion event ends refunded, and the late completion does not move it back", async () => {
      const { id, orderId } = await approvedPayPalRow(ada);
      expect(await webhook(live, "paypal", paypal.refundedEvent(orderId, id))).toMatchObject({
        body: "applied",
      });
      expect((await payment(id)).status).toBe("refunded");
      expect(await webhook(live, "paypal", paypal.completedEvent(orderId, id))).toMatchObject({
        body: "applied",
      });
      expect((await payment(id)).status).toBe("refunded");
      expect(await orderLeads(db)).toHaveLength(1);
    });
  });

  describe("webhooks", () => {
    /** A pending offline card row (written, its charge's answer never came). */
    async function pendingCardRow() {
      const row = await openAttempt(db, {
        userId: ada.id,
        payerEmail: ada.email,
        productId: PLAN,
        method: "card",
        provider: "offline",
        attempt: randomUUID(),
      });
      return row!;
    }
    const completed = (id: string, reference: string) =>
      squareEventRequest(offlineSigning, "payment.updated", {
        payment: { id, status: "COMPLETED", reference_id: reference },
      });

    it("a forged or altered event is a 401 and records nothing", async () => {
      const row = await pendingCardRow();
      const genuine = completed("pay_1", row.id);
      const forged = [
        { ...genuine, rawBody: genuine.rawBody.replace("pay_1", "pay_2") },
        { rawBody: genuine.rawBody, headers: new Headers() },
        squareEventRequest({ ...offlineSigning, signatureKey: "x".repeat(40) }, "payment.updated", {
          payment: { id: "pay_1", status: "COMPLETED", reference_id: row.id },
        }),
      ];
      for (const request of forged) {
        expect(await webhook(offline, "square", request)).toEqual({
          status: 401,
          body: "Invalid signature",
        });
      }
      expect(forged[0]!.headers.get(SQUARE_SIGNATURE_HEADER)).toBeTruthy();
      expect(await db.select().from(paymentEvents)).toEqual([]);
      expect((await payment(row.id)).status).toBe("pending");
      expect(await webhook(offline, "paypal", genuine)).toMatchObject({ status: 404 });
    });

    it("the same event delivered twice is applied once: the second answer is duplicate, one lead", async () => {
      const row = await pendingCardRow();
      const event = completed("pay_1", row.id);
      expect(await webhook(offline, "square", event)).toEqual({ status: 200, body: "applied" });
      expect(await webhook(offline, "square", event)).toEqual({ status: 200, body: "duplicate" });
      expect(await payment(row.id)).toMatchObject({ status: "completed", providerRef: "pay_1" });
      expect(await db.select().from(paymentEvents)).toHaveLength(1);
      expect(await orderLeads(db)).toHaveLength(1);
    });

    it("refund.updated COMPLETED refunds a completed card payment, and a late completion leaves it refunded", async () => {
      await payByCard(offline, ada, { ...request(), sourceId: OK });
      const [row] = await allPayments();
      const refund = squareEventRequest(offlineSigning, "refund.updated", {
        refund: { id: "refund_1", status: "COMPLETED", payment_id: row!.providerRef },
      });
      expect(await webhook(offline, "square", refund)).toEqual({ status: 200, body: "applied" });
      expect((await payment(row!.id)).status).toBe("refunded");
      await webhook(offline, "square", completed(row!.providerRef!, row!.id));
      expect((await payment(row!.id)).status).toBe("refunded");
      expect(await orderLeads(db)).toHaveLength(1);
    });

    it("an event for a payment the site does not know is recorded and ignored", async () => {
      const row = await pendingCardRow();
      const unknown = completed("pay_unknown", randomUUID());
      expect(await webhook(offline, "square", unknown)).toEqual({ status: 200, body: "ignored" });
      const events = await db.select().from(paymentEvents);
      expect(events).toMatchObject([{ provider: "offline", paymentId: null }]);
      expect((await payment(row.id)).status).toBe("pending");
      expect(await orderLeads(db)).toEqual([]);
    });
  });

  describe("invoices (offline sandbox)", () => {
    it("sends the invoice (pending, with its id and page), and paying it completes the row once", async () => {
      const attempt = request();
      const sent = await sendInvoice(offline, ada, attempt);
      expect(sent.ok).toBe(true);
      const [row] = await allPayments();
      expect(row).toMatchObject({ status: "pending", method: "invoice", provider: "offline" });
      expect(row!.providerRef).toMatch(/^inv_/);
      expect(row!.providerData.invoiceUrl).toBe(invoicePageUrl(SITE_URL, row!.providerRef!));
      expect(mailer.sent.map((m) => m.to)).toEqual([ada.email]);
      // Sent again (a double submit): the same invoice, not mailed twice.
      expect(await sendInvoice(offline, ada, attempt)).toMatchObject({
        ok: true,
        payment: { id: row!.id, providerRef: row!.providerRef },
      });
      expect(mailer.sent).toHaveLength(1);

      const paid = await paySandboxInvoice(db, row!.providerRef!, offlineSigning);
      expect(await webhook(offline, "square", paid!)).toEqual({ status: 200, body: "applied" });
      expect((await payment(row!.id)).status).toBe("completed");
      expect(await paySandboxInvoice(db, row!.providerRef!, offlineSigning)).toBeUndefined();
      expect(await db.select().from(paymentEvents)).toHaveLength(1);
      const leads = await orderLeads(db);
      expect(leads).toHaveLength(1);
      expect(leads[0]!.fields.method).toBe("Invoice (Buy Now Pay Later)");
    });

    it("two submits of one invoice attempt at once make one row and mail the invoice once", async () => {
      const attempt = request();
      const [first, second] = await Promise.all([
        sendInvoice(offline, ada, attempt),
        sendInvoice(offline, ada, attempt),
      ]);
      expect(first.ok && second.ok).toBe(true);
      expect(await allPayments()).toHaveLength(1);
      expect(mailer.sent.map((m) => m.to)).toEqual([ada.email]);
    });

    it("an invoice whose e-mail could not be sent is a 503, and the reconciler mails it once", async () => {
      mailer.failNext();
      expect(await sendInvoice(offline, ada, request())).toEqual({
        ok: false,
        status: 503,
        message: checkoutMessages.invoiceUnreachable,
        pending: true,
      });
      const [row] = await allPayments();
      expect(row).toMatchObject({ status: "pending", providerRef: null });
      expect(mailer.sent).toEqual([]);
      expect(await reconcileLater(offline)).toEqual({ checked: 1, settled: 1 });
      expect((await payment(row!.id)).providerRef).toMatch(/^inv_/);
      expect(mailer.sent.map((m) => m.to)).toEqual([ada.email]);
    });
  });

  describe("order e-mails", () => {
    it("the outbox sends the payer's receipt and the owner's notice, once", async () => {
      await payByCard(offline, ada, { ...request(), sourceId: OK });
      const [row] = await allPayments();
      const outbox = recordingMailer();
      const senders = createSenders(leadsConfig, outbox, {
        siteUrl: "http://localhost:3000",
        timeZone: "America/New_York",
        newsletterSecret: () => "n".repeat(32),
      });
      const run = () => runOutboxOnce(db, senders, { maxAttempts: 4 });
      expect(await run()).toEqual({ sent: 2, failed: 0, dead: 0 });
      expect(await run()).toEqual({ sent: 0, failed: 0, dead: 0 });

      const receipt = outbox.sent.find((m) => m.to === ada.email);
      expect(receipt?.subject).toContain("Funding Business Plan");
      expect(receipt?.text).toContain("Amount paid: $400.00");
      expect(receipt?.text).toContain(`Order number: BTE-${row!.number}`);
      const notice = outbox.sent.find((m) => m.to === "owner@example.test");
      expect(notice?.subject).toBe(`New order BTE-${row!.number}: Funding Business Plan`);
      expect(notice?.text).toContain("Amount: $400.00");
      expect(notice?.replyTo).toBe(ada.email);
      expect(outbox.sent).toHaveLength(2);
      const statuses = await db.select({ status: deliveries.status }).from(deliveries);
      expect(statuses.map((d) => d.status)).toEqual(["done", "done"]);
    });
  });
});
