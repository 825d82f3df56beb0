import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paypalAmount } from "~/.server/payments/paypal/amount";
import { PayPalApiError } from "~/.server/payments/paypal/api-client";
import { createPayPalProviders, paypalBaseUrl } from "~/.server/payments/paypal/providers";
import { paypalRequestId } from "~/.server/payments/paypal/request-id";
import {
  InvalidWebhook,
  ProviderUnavailable,
  type RedirectCheckout,
} from "~/.server/payments/port";
import { startFakePayPal, type FakePayPal } from "../fakes/paypal-server";
import { paymentsContract, testItem, testPayer } from "./support/payments-contract";

/** A PayPal order the buyer approved and the site captured, as the refund sees its row. */
async function paidOrder(fake: FakePayPal, redirect: RedirectCheckout, amountCents = 40000) {
  const input = startInput(amountCents);
  const { orderId } = await redirect.start(input);
  fake.approve(orderId);
  const done = await redirect.complete({ orderId, idempotencyKey: randomUUID() });
  if (done.kind !== "completed") throw new Error(`the fake did not capture ${orderId}`);
  return { ...input.item, method: "paypal" as const, providerRef: orderId };
}

paymentsContract(
  "paypal",
  { card: false, redirect: true, invoice: false, refunds: true },
  async () => {
    const fake = await startFakePayPal();
    const { redirect, webhooks, refunds } = createPayPalProviders(fake.config);
    return {
      redirect,
      webhooks,
      refunds,
      paidPayment: () => paidOrder(fake, redirect),
      approveOrder: async (orderId) => fake.approve(orderId),
      completedEvent: async (orderId, reference) => fake.completedEvent(orderId, reference),
      close: () => fake.close(),
    };
  },
);

const startInput = (amountCents = 40000) => ({
  item: testItem(amountCents),
  payer: testPayer,
  returnUrl: "http://localhost:3000/checkout/paypal?payment=1",
  cancelUrl: "http://localhost:3000/checkout/paypal?payment=1&cancel=1",
  idempotencyKey: randomUUID(),
});

describe("PayPal adapter", () => {
  let fake: FakePayPal;
  beforeEach(async () => {
    fake = await startFakePayPal();
  });
  afterEach(() => fake.close());

  const providers = (options?: { timeoutMs?: number }) =>
    createPayPalProviders(fake.config, options);
  const calls = (method: string, path: RegExp) =>
    fake.requests.filter((r) => r.method === method && path.test(r.path));
  const tokenRequests = () => calls("POST", /^\/v1\/oauth2\/token$/);
  const orderCreations = () => calls("POST", /^\/v2\/checkout\/orders$/);
  const captures = () => calls("POST", /\/capture$/);

  /** Starts an order and has the buyer approve it. */
  async function approvedOrder(redirect = providers().redirect) {
    const { orderId } = await redirect.start(startInput());
    fake.approve(orderId);
    return orderId;
  }

  describe("amounts", () => {
    it.each([
      [0, "0.00"],
      [5, "0.05"],
      [99, "0.99"],
      [100, "1.00"],
      [1050, "10.50"],
      [40000, "400.00"],
      [123456789, "1234567.89"],
    ])("%i cents is %s", (cents, value) => {
      expect(paypalAmount(cents, "USD")).toBe(value);
    });

    it("refuses fractions of a cent, negative amounts and currencies without cents", () => {
      expect(() => paypalAmount(10.5, "USD")).toThrow(RangeError);
      expect(() => paypalAmount(-1, "USD")).toThrow(RangeError);
      expect(() => paypalAmount(1000, "JPY")).toThrow(RangeError);
    });

    it.each([
      [1050, "10.50"],
      [40000, "400.00"],
    ])("an order of %i cents is created for %s", async (cents, value) => {
      const input = startInput(cents);
      await providers().redirect.start(input);
      const [created] = orderCreations();
      expect(created!.body).toMatchObject({
        purchase_units: [{ amount: { currency_code: "USD", value } }],
      });
    });
  });

  describe("start", () => {
    it("creates a CAPTURE order for the row with PayPal's page settings and answers its payer-action link", async () => {
      const input = startInput(1050);
      const { orderId, approvalUrl } = await providers().redirect.start(input);
      expect(approvalUrl).toBe(`${fake.url}/checkoutnow?token=${orderId}`);
      const [created] = orderCreations();
      expect(created!.headers["paypal-request-id"]).toBe(
        paypalRequestId("create", input.idempotencyKey),
      );
      expect(created!.headers.prefer).toBe("return=representation");
      expect(created!.body).toEqual({
        intent: "CAPTURE",
        purchase_units: [
          {
            reference_id: input.item.reference,
            custom_id: input.item.reference,
            description: input.item.title,
            amount: { currency_code: "USD", value: "10.50" },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
              user_action: "PAY_NOW",
              shipping_preference: "NO_SHIPPING",
            },
          },
        },
      });
      expect(fake.orders.get(orderId)?.status).toBe("PAYER_ACTION_REQUIRED");
    });

    it("the same key creates one order; another key creates another", async () => {
      const { redirect } = providers();
      const input = startInput();
      const first = await redirect.start(input);
      expect(await redirect.start(input)).toEqual(first);
      const other = await redirect.start({ ...input, idempotencyKey: randomUUID() });
      expect(other.orderId).not.toBe(first.orderId);
      expect(fake.orders.size).toBe(2);
      expect(orderCreations().map((r) => r.replayed)).toEqual([false, true, false]);
    });

    it("request ids differ by operation and order, and stay within PayPal's 108 characters", () => {
      const key = "k".repeat(500);
      const ids = [
        paypalRequestId("create", key),
        paypalRequestId("capture", key, "ORDER1"),
        paypalRequestId("capture", key, "ORDER2"),
      ];
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(id.length).toBeLessThanOrEqual(108);
      expect(paypalRequestId("capture", key, "ORDER1")).toBe(ids[1]);
    });
  });

  describe("access token", () => {
    it("is fetched once with the client's Basic credentials and reused for later calls", async () => {
      const { redirect } = providers();
      await redirect.start(startInput());
      await redirect.start(startInput());
      expect(tokenRequests()).toHaveLength(1);
      const [token] = tokenRequests();
      const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString("base64");
      expect(token!.headers.authorization).toBe(`Basic ${basic}`);
      expect(token!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(token!.body).toBe("grant_type=client_credentials");
    });

    it("is refreshed once after a 401 and the call is made again, creating one order", async () => {
      const { redirect } = providers();
      await redirect.start(startInput());
      fake.expireTokens();
      const { orderId } = await redirect.start(startInput());
      expect(tokenRequests()).toHaveLength(2);
      expect(orderCreations().map((r) => r.status)).toEqual([201, 401, 201]);
      expect(fake.orders.has(orderId)).toBe(true);
      expect(fake.orders.size).toBe(2);
    });

    it("is not kept when it expires within the safety margin", async () => {
      await fake.close();
      fake = await startFakePayPal({ tokenLifetimeS: 30 });
      const { redirect } = providers();
      await redirect.start(startInput());
      await redirect.start(startInput());
      expect(tokenRequests()).toHaveLength(2);
      expect(orderCreations().every((r) => r.status === 201)).toBe(true);
    });

    it("a wrong secret is a configuration error, not an unavailable provider", async () => {
      const { redirect } = createPayPalProviders({ ...fake.config, clientSecret: "wrong" });
      const error = await redirect.start(startInput()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PayPalApiError);
      expect(error).not.toBeInstanceOf(ProviderUnavailable);
      expect(String(error)).toContain("invalid_client");
      expect(orderCreations()).toHaveLength(0);
    });
  });

  describe("when PayPal is unavailable", () => {
    it.each([500, 503])(
      "a %i is ProviderUnavailable, and the next call goes through",
      async (status) => {
        const { redirect } = providers();
        fake.failNext(status, /^\/v2\/checkout\/orders$/);
        await expect(redirect.start(startInput())).rejects.toBeInstanceOf(ProviderUnavailable);
        await expect(redirect.start(startInput())).resolves.toMatchObject({
          orderId: expect.any(String),
        });
      },
    );

    it("an answer slower than the timeout is ProviderUnavailable", async () => {
      const { redirect } = providers({ timeoutMs: 200 });
      await redirect.start(startInput()); // the token, fetched before the slow call
      fake.delayNext(1_000, /^\/v2\/checkout\/orders$/);
      const error = await redirect.start(startInput()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderUnavailable);
      expect(String(error)).toContain("200 ms");
    });

    it("an unreachable host is ProviderUnavailable", async () => {
      const { redirect } = providers();
      await fake.close();
      await expect(redirect.start(startInput())).rejects.toBeInstanceOf(ProviderUnavailable);
      fake = await startFakePayPal(); // for afterEach
    });

    it("a capture retried with the same key after a timeout captures once and reports it completed", async () => {
      const { redirect } = providers({ timeoutMs: 200 });
      const orderId = await approvedOrder(redirect);
      const key = randomUUID();
      fake.delayNext(1_000, /\/capture$/);
      await expect(redirect.complete({ orderId, idempotencyKey: key })).rejects.toBeInstanceOf(
        ProviderUnavailable,
      );
      // PayPal captured it; only the answer was lost.
      expect(fake.orders.get(orderId)?.captures).toHaveLength(1);
      expect(await redirect.complete({ orderId, idempotencyKey: key })).toEqual({
        kind: "completed",
        providerRef: orderId,
      });
      expect(fake.orders.get(orderId)?.captures).toHaveLength(1);
      const [first, again] = captures();
      expect(again!.headers["paypal-request-id"]).toBe(first!.headers["paypal-request-id"]);
      expect(again!.replayed).toBe(true);
    });
  });

  describe("refunds", () => {
    const refundCalls = () => calls("POST", /^\/v2\/payments\/captures\/[^/]+\/refund$/);

    it("reads the order's capture and refunds it in full, with our reference as custom_id and a request id from the key", async () => {
      const { redirect, refunds } = providers();
      const payment = await paidOrder(fake, redirect, 1050);
      const key = `refund:${payment.reference}`;
      const result = await refunds.refund({ payment, idempotencyKey: key });

      const capture = fake.orders.get(payment.providerRef)!.captures[0]!;
      const [call] = refundCalls();
      expect(call!.path).toBe(`/v2/payments/captures/${capture.id}/refund`);
      expect(call!.headers["paypal-request-id"]).toBe(paypalRequestId("refund", key, capture.id));
      expect(call!.body).toEqual({
        amount: { value: "10.50", currency_code: "USD" },
        custom_id: payment.reference,
      });
      const [refundId] = fake.refunds.keys();
      expect(result).toEqual({ kind: "refunded", refundId });
      expect(capture.status).toBe("REFUNDED");
    });

    it("the same key twice is one refund (PayPal replays it); another refund is refused as CAPTURE_FULLY_REFUNDED", async () => {
      const { redirect, refunds } = providers();
      const payment = await paidOrder(fake, redirect);
      const input = { payment, idempotencyKey: randomUUID() };
      const first = await refunds.refund(input);
      expect(await refunds.refund(input)).toEqual(first);
      expect(refundCalls().map((r) => r.replayed)).toEqual([false, true]);
      expect(await refunds.refund({ payment, idempotencyKey: randomUUID() })).toEqual({
        kind: "refused",
        message: "PayPal says this payment was refunded already.",
      });
      expect(refundCalls().map((r) => r.status)).toEqual([201, 201, 422]);
      expect(fake.refunds.size).toBe(1);
    });

    it("partial refunds with `amount`: the capture is PARTIALLY_REFUNDED, one key is one refund, more than is left is refused", async () => {
      const { redirect, refunds } = providers();
      const payment = await paidOrder(fake, redirect, 1050);
      const capture = fake.orders.get(payment.providerRef)!.captures[0]!;
      const first = { payment, amountCents: 300, idempotencyKey: randomUUID() };
      expect(await refunds.refund(first)).toMatchObject({ kind: "refunded" });
      expect(await refunds.refund(first)).toMatchObject({ kind: "refunded" });
      expect(refundCalls()[0]!.body).toMatchObject({ amount: { value: "3.00" } });
      expect([capture.status, fake.refunds.size]).toEqual(["PARTIALLY_REFUNDED", 1]);
      expect(
        await refunds.refund({ payment, amountCents: 751, idempotencyKey: randomUUID() }),
      ).toEqual({
        kind: "refused",
        message: "PayPal says less of this payment is left to refund.",
      });
      expect(
        await refunds.refund({ payment, amountCents: 750, idempotencyKey: randomUUID() }),
      ).toMatchObject({ kind: "refunded" });
      expect([capture.status, fake.refunds.size]).toEqual(["REFUNDED", 2]);
    });

    it("an order not captured has nothing to refund", async () => {
      const { redirect, refunds } = providers();
      const { orderId } = await redirect.start(startInput());
      const payment = { ...testItem(), method: "paypal" as const, providerRef: orderId };
      expect(await refunds.refund({ payment, idempotencyKey: randomUUID() })).toEqual({
        kind: "refused",
        message: "This PayPal order has no completed payment to refund.",
      });
      expect(refundCalls()).toHaveLength(0);
    });

    it.each([500, 503])(
      "a %i is ProviderUnavailable, and the same key refunds once when PayPal is back",
      async (status) => {
        const { redirect, refunds } = providers();
        const payment = await paidOrder(fake, redirect);
        const input = { payment, idempotencyKey: randomUUID() };
        fake.failNext(status, /\/refund$/);
        await expect(refunds.refund(input)).rejects.toBeInstanceOf(ProviderUnavailable);
        expect(fake.refunds.size).toBe(0);
        expect(await refunds.refund(input)).toMatchObject({ kind: "refunded" });
        expect(fake.refunds.size).toBe(1);
      },
    );

    it("a refund retried with the same key after a timeout is the refund PayPal made, once", async () => {
      const { redirect, refunds } = providers({ timeoutMs: 200 });
      const payment = await paidOrder(fake, redirect);
      const input = { payment, idempotencyKey: randomUUID() };
      fake.delayNext(1_000, /\/refund$/);
      await expect(refunds.refund(input)).rejects.toBeInstanceOf(ProviderUnavailable);
      // PayPal refunded it (the capture now says REFUNDED); only the answer was lost.
      const [made] = fake.refunds.keys();
      expect(await refunds.refund(input)).toEqual({ kind: "refunded", refundId: made });
      expect(fake.refunds.size).toBe(1);
    });
  });

  describe("complete", () => {
    it("reports the ORDER id as the provider ref, not the capture's", async () => {
      const { redirect } = providers();
      const orderId = await approvedOrder(redirect);
      const result = await redirect.complete({ orderId, idempotencyKey: randomUUID() });
      const captureId = fake.orders.get(orderId)?.captures[0]?.id;
      expect(captureId).toBeTruthy();
      expect(result).toEqual({ kind: "completed", providerRef: orderId });
    });

    it("INSTRUMENT_DECLINED is declined in a customer's words; paying another way then completes", async () => {
      const { redirect } = providers();
      const orderId = await approvedOrder(redirect);
      fake.declineNext("instrument");
      const declined = await redirect.complete({ orderId, idempotencyKey: randomUUID() });
      expect(declined).toMatchObject({ kind: "declined", code: "INSTRUMENT_DECLINED" });
      expect(declined.kind === "declined" && declined.message).toContain("PayPal declined");
      expect(fake.orders.get(orderId)?.captures).toHaveLength(0);
      expect(await redirect.complete({ orderId, idempotencyKey: randomUUID() })).toEqual({
        kind: "completed",
        providerRef: orderId,
      });
    });

    it("a capture whose status is DECLINED is declined, also when asked again under a new key", async () => {
      const { redirect } = providers();
      const orderId = await approvedOrder(redirect);
      fake.declineNext("capture");
      const declined = await redirect.complete({ orderId, idempotencyKey: randomUUID() });
      expect(declined).toMatchObject({ kind: "declined", code: "DECLINED" });
      expect(declined.kind === "declined" && declined.message).toContain("PayPal declined");
      // ORDER_ALREADY_CAPTURED, reconciled from the order: its capture was declined.
      expect(await redirect.complete({ orderId, idempotencyKey: randomUUID() })).toEqual(declined);
      expect(calls("GET", /^\/v2\/checkout\/orders\/[^/]+$/)).toHaveLength(1);
    });

    it("an order PayPal does not know is an error, not a result", async () => {
      const { redirect } = providers();
      await expect(
        redirect.complete({ orderId: "NOSUCHORDER", idempotencyKey: randomUUID() }),
      ).rejects.toBeInstanceOf(PayPalApiError);
    });
  });

  describe("webhooks", () => {
    const verifications = () => calls("POST", /^\/v1\/notifications\/verify-webhook-signature$/);

    it("asks PayPal to verify with the transmission headers, the webhook id and the event as received", async () => {
      const { webhooks } = providers();
      const signed = fake.completedEvent("ORDER1", "row-1");
      const event = await webhooks.read(signed);
      const sentEvent = JSON.parse(signed.rawBody) as { id: string };
      expect(event).toEqual({
        eventId: sentEvent.id,
        type: "PAYMENT.CAPTURE.COMPLETED",
        outcome: "completed",
        reference: "row-1",
        providerRef: "ORDER1",
      });
      const [verification] = verifications();
      expect(verification!.body).toEqual({
        auth_algo: signed.headers.get("paypal-auth-algo"),
        cert_url: signed.headers.get("paypal-cert-url"),
        transmission_id: signed.headers.get("paypal-transmission-id"),
        transmission_sig: signed.headers.get("paypal-transmission-sig"),
        transmission_time: signed.headers.get("paypal-transmission-time"),
        webhook_id: fake.webhookId,
        webhook_event: sentEvent,
      });
    });

    it.each([
      "PAYPAL-AUTH-ALGO",
      "PAYPAL-CERT-URL",
      "PAYPAL-TRANSMISSION-ID",
      "PAYPAL-TRANSMISSION-SIG",
      "PAYPAL-TRANSMISSION-TIME",
    ])("without %s it is refused without asking PayPal", async (header) => {
      const { webhooks } = providers();
      const signed = fake.completedEvent("ORDER1", "row-1");
      signed.headers.delete(header);
      await expect(webhooks.read(signed)).rejects.toBeInstanceOf(InvalidWebhook);
      expect(verifications()).toHaveLength(0);
    });

    it("a body that is not JSON is refused without asking PayPal", async () => {
      const { webhooks } = providers();
      const signed = fake.completedEvent("ORDER1", "row-1");
      await expect(webhooks.read({ ...signed, rawBody: "not json" })).rejects.toBeInstanceOf(
        InvalidWebhook,
      );
      expect(verifications()).toHaveLength(0);
    });

    it("an event PayPal answers FAILURE for is refused (another event's signature, another webhook id)", async () => {
      const first = fake.completedEvent("ORDER1", "row-1");
      const second = fake.completedEvent("ORDER2", "row-2");
      const { webhooks } = providers();
      await expect(
        webhooks.read({ rawBody: second.rawBody, headers: first.headers }),
      ).rejects.toBeInstanceOf(InvalidWebhook);
      const otherHook = createPayPalProviders({ ...fake.config, webhookId: "OTHERWEBHOOK" });
      await expect(otherHook.webhooks.read(first)).rejects.toBeInstanceOf(InvalidWebhook);
      expect(verifications().map((r) => r.status)).toEqual([200, 200]);
    });

    it("PayPal unavailable while verifying is ProviderUnavailable (answered 5xx, so PayPal retries)", async () => {
      const { webhooks } = providers();
      fake.failNext(503, /verify-webhook-signature/);
      await expect(webhooks.read(fake.completedEvent("ORDER1", "row-1"))).rejects.toBeInstanceOf(
        ProviderUnavailable,
      );
    });

    it("a denied capture is failed, for its row and order", async () => {
      const { webhooks } = providers();
      expect(await webhooks.read(fake.deniedEvent("ORDER1", "row-1"))).toMatchObject({
        type: "PAYMENT.CAPTURE.DENIED",
        outcome: "failed",
        reference: "row-1",
        providerRef: "ORDER1",
      });
    });

    it("a refund is refunded; its row comes from the refund's custom_id when it has one", async () => {
      const { redirect, webhooks } = providers();
      const orderId = await approvedOrder(redirect);
      await redirect.complete({ orderId, idempotencyKey: randomUUID() });
      expect(await webhooks.read(fake.refundedEvent(orderId, "row-1"))).toMatchObject({
        type: "PAYMENT.CAPTURE.REFUNDED",
        outcome: "refunded",
        reference: "row-1",
      });
      expect(await webhooks.read(fake.refundedEvent(orderId))).toMatchObject({
        outcome: "refunded",
        reference: undefined,
      });
    });

    it("a voided order is canceled, with the order's id and its row", async () => {
      const { redirect, webhooks } = providers();
      const input = startInput();
      const { orderId } = await redirect.start(input);
      expect(await webhooks.read(fake.voidedEvent(orderId, input.item.reference))).toMatchObject({
        type: "CHECKOUT.ORDER.VOIDED",
        outcome: "canceled",
        reference: input.item.reference,
        providerRef: orderId,
      });
    });

    it("a genuine event of another type is ignored, with its id", async () => {
      const { webhooks } = providers();
      const signed = fake.signedEvent("CHECKOUT.ORDER.APPROVED", "checkout-order", {
        id: "ORDER1",
      });
      const { id } = JSON.parse(signed.rawBody) as { id: string };
      expect(await webhooks.read(signed)).toEqual({
        ignored: "event type CHECKOUT.ORDER.APPROVED",
        eventId: id,
      });
    });
  });

  it("talks to PayPal's sandbox unless production or another URL is configured", () => {
    const config = { ...fake.config, apiUrl: undefined };
    expect(paypalBaseUrl(config)).toBe("https://api-m.sandbox.paypal.com");
    expect(paypalBaseUrl({ ...config, environment: "production" })).toBe(
      "https://api-m.paypal.com",
    );
    expect(paypalBaseUrl(fake.config)).toBe(fake.url);
  });
});
