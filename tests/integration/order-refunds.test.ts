import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { runMigrations } from "~/.server/db/migrate";
import {
  deliveries,
  leads,
  paymentRefunds,
  payments,
  paymentStatusChanges,
} from "~/.server/db/schema";
import { runOutboxOnce } from "~/.server/leads/outbox";
import { createSenders } from "~/.server/leads/senders";
import { payByCard, type CheckoutContext } from "~/.server/payments/checkout";
import { ProviderUnavailable, type PaymentProviders, type Refunder } from "~/.server/payments/port";
import { refundMessages, refundOrder } from "~/.server/payments/refund";
import { squareEventRequest } from "~/.server/payments/square/webhooks";
import { receiveWebhook } from "~/.server/payments/webhook-events";
import {
  insertProduct,
  leadsConfig,
  offlineCheckout,
  offlineSigning,
  recordingMailer,
  emptyCheckoutTables,
} from "./support/checkout";
import { eachDatabase, type TestDatabase } from "./support/database";

/**
 * A full refund (ADR 26) through the service the dashboard calls, on the offline sandbox: the
 * guarded move completed → refunded, the customer's refund e-mail queued with it, and what a
 * double submit, a provider outage and a late refund webhook do.
 */
const PLAN = "plan-funding";

/** The sandbox's refunder, counting its calls, failing (outcome unknown) while `down` is set. */
function countingRefunder(inner: Refunder) {
  const spy = {
    calls: 0,
    down: false,
    async refund(input: Parameters<Refunder["refund"]>[0]) {
      spy.calls++;
      if (spy.down) throw new ProviderUnavailable("the provider timed out");
      return inner.refund(input);
    },
  };
  return spy;
}

describe.each(eachDatabase())("order refunds on $name", (target) => {
  let handle: TestDatabase;
  let db: Database;
  let ctx: CheckoutContext;
  let refunder: ReturnType<typeof countingRefunder>;
  let providers: PaymentProviders;

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
    ctx = offlineCheckout(db, recordingMailer());
    refunder = countingRefunder(ctx.providers.refunds.offline!);
    providers = { ...ctx.providers, refunds: { offline: refunder } };
  });

  const refund = (id: string, onRecorded?: () => Promise<void>) =>
    refundOrder(db, providers, ctx.mail, id, { onRecorded });
  const row = async (id: string) =>
    (await db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const refundLeads = async () => {
    const rows = await db.select().from(leads).where(eq(leads.kind, "refund"));
    return Promise.all(
      rows.map(async (lead) => ({
        fields: lead.fields,
        deliveries: await db
          .select({ target: deliveries.target, status: deliveries.status })
          .from(deliveries)
          .where(eq(deliveries.leadId, lead.id)),
      })),
    );
  };

  async function paidOrder(email = "ada@example.test") {
    const paid = await payByCard(
      ctx,
      { id: randomUUID(), email },
      { productId: PLAN, attempt: randomUUID(), sourceId: "cnon:card-nonce-ok" },
    );
    if (!paid.ok) throw new Error(paid.message);
    return row(paid.payment.id);
  }

  async function rowWithStatus(status: "pending" | "failed") {
    const [inserted] = await db
      .insert(payments)
      .values({
        userId: randomUUID(),
        productId: PLAN,
        amountCents: 40000,
        status,
        provider: "offline",
        method: "card",
        providerRef: status === "failed" ? "pay_failed" : null,
        payerEmail: "ada@example.test",
        idempotencyKey: `test-${randomUUID()}`,
      })
      .returning();
    return inserted!;
  }

  it("moves a completed order to refunded, keeps the refund id and queues one refund e-mail to the payer", async () => {
    const order = await paidOrder();
    let recorded = 0;
    const outcome = await refund(order.id, async () => void recorded++);
    expect(outcome).toEqual({ kind: "refunded", refundId: expect.any(String), recorded: true });
    const refundId = outcome.kind === "refunded" ? outcome.refundId : "";

    const after = await row(order.id);
    expect(after.status).toBe("refunded");
    expect(after.providerData.refundId).toBe(refundId);
    const history = await db
      .select({ status: paymentStatusChanges.status })
      .from(paymentStatusChanges)
      .where(eq(paymentStatusChanges.paymentId, order.id))
      .orderBy(paymentStatusChanges.seq);
    expect(history.map((h) => h.status)).toEqual(["pending", "completed", "refunded"]);
    expect(await refundLeads()).toEqual([
      {
        fields: expect.objectContaining({
          orderId: order.id,
          email: "ada@example.test",
          amount: "$400.00",
          product: "Funding Business Plan",
          refundId,
        }),
        deliveries: [{ target: "refund", status: "pending" }],
      },
    ]);
    expect([refunder.calls, recorded]).toEqual([1, 1]);
  });

  it.each(["pending", "failed"] as const)(
    "a %s order is refused with the reason, and nothing changes",
    async (status) => {
      const order = await rowWithStatus(status);
      expect(await refund(order.id)).toEqual({
        kind: "refused",
        message: "Only a completed order can be refunded.",
      });
      expect((await row(order.id)).status).toBe(status);
      expect(await refundLeads()).toEqual([]);
      expect(refunder.calls).toBe(0);
    },
  );

  it("a second submit is refused as refunded already and never asks the provider again", async () => {
    const order = await paidOrder();
    await refund(order.id);
    expect(await refund(order.id)).toEqual({
      kind: "refused",
      message: "This order was refunded already.",
    });
    expect(refunder.calls).toBe(1);
    expect(await refundLeads()).toHaveLength(1);
  });

  it("two submits at once refund once: the provider answers the same key with the same refund, or the later one finds it refunded", async () => {
    const order = await paidOrder();
    let recorded = 0;
    const both = await Promise.all([
      refund(order.id, async () => void recorded++),
      refund(order.id, async () => void recorded++),
    ]);
    const refundIds = new Set(both.flatMap((o) => (o.kind === "refunded" ? [o.refundId] : [])));
    expect(refundIds.size).toBe(1);
    for (const outcome of both.filter((o) => o.kind !== "refunded")) {
      expect(outcome).toEqual({ kind: "refused", message: "This order was refunded already." });
    }
    expect(recorded).toBe(1);
    expect(await refundLeads()).toHaveLength(1);
    expect((await row(order.id)).status).toBe("refunded");
  });

  it("when the provider cannot be reached the order stays completed; a retry later refunds it once", async () => {
    const order = await paidOrder();
    refunder.down = true;
    await expect(refund(order.id)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect((await row(order.id)).status).toBe("completed");
    expect(await refundLeads()).toEqual([]);

    refunder.down = false;
    expect(await refund(order.id)).toMatchObject({ kind: "refunded" });
    expect((await row(order.id)).status).toBe("refunded");
    expect(await refundLeads()).toHaveLength(1);
  });

  it("a provider's refund webhook after the owner's refund changes nothing more: no second e-mail", async () => {
    const order = await paidOrder();
    const outcome = await refund(order.id);
    const event = squareEventRequest(offlineSigning, "refund.updated", {
      refund: {
        id: outcome.kind === "refunded" ? outcome.refundId : "",
        status: "COMPLETED",
        payment_id: order.providerRef,
      },
    });
    expect(await receiveWebhook(db, providers, ctx.mail, "square", event)).toEqual({
      status: 200,
      body: "applied",
    });
    expect((await row(order.id)).status).toBe("refunded");
    expect(await refundLeads()).toHaveLength(1);
  });

  it("the provider's webhook of the owner's partial refund leaves the order paid in part", async () => {
    const order = await paidOrder();
    const outcome = await refundOrder(db, providers, ctx.mail, order.id, {
      amountCents: 5000,
      key: `partial:${randomUUID()}`,
    });
    if (outcome.kind !== "refunded") throw new Error("not refunded");
    const mailsBefore = (await refundLeads()).length;
    const event = squareEventRequest(offlineSigning, "refund.updated", {
      refund: {
        id: outcome.refundId,
        status: "COMPLETED",
        payment_id: order.providerRef,
        amount_money: { amount: 5000, currency: "USD" },
      },
    });
    await receiveWebhook(db, providers, ctx.mail, "square", event);
    expect((await row(order.id)).status).toBe("completed");
    expect(await refundLeads()).toHaveLength(mailsBefore);
    const counted = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, order.id));
    expect(counted.map((refund) => refund.amountCents)).toEqual([5000]);
  });

  it("refunds made in the provider's dashboard count up: in part, then the rest refunds the order", async () => {
    const order = await paidOrder();
    const refunded = (id: string, amount: number) =>
      squareEventRequest(offlineSigning, "refund.updated", {
        refund: {
          id,
          status: "COMPLETED",
          payment_id: order.providerRef,
          amount_money: { amount, currency: "USD" },
        },
      });
    await receiveWebhook(db, providers, ctx.mail, "square", refunded("elsewhere_1", 10000));
    expect((await row(order.id)).status).toBe("completed");
    await receiveWebhook(db, providers, ctx.mail, "square", refunded("elsewhere_2", 30000));
    expect((await row(order.id)).status).toBe("refunded");
    expect(await refundLeads()).toHaveLength(1);
  });

  it("a refund webhook alone (refunded in the provider's dashboard) also queues the customer's e-mail, once", async () => {
    const order = await paidOrder();
    const event = () =>
      squareEventRequest(offlineSigning, "refund.updated", {
        refund: { id: "refund_elsewhere", status: "COMPLETED", payment_id: order.providerRef },
      });
    await receiveWebhook(db, providers, ctx.mail, "square", event());
    await receiveWebhook(db, providers, ctx.mail, "square", event());
    expect((await row(order.id)).status).toBe("refunded");
    const queued = await refundLeads();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.fields.refundId).toBeUndefined();
  });

  it("an order whose provider has no refunder here, or no provider reference, is refused with what to do", async () => {
    const order = await paidOrder();
    const noRefunds = { ...providers, refunds: {} };
    expect(await refundOrder(db, noRefunds, ctx.mail, order.id)).toEqual({
      kind: "refused",
      message: refundMessages.noRefunder("offline"),
    });
    await db.update(payments).set({ providerRef: null }).where(eq(payments.id, order.id));
    expect(await refund(order.id)).toEqual({
      kind: "refused",
      message: refundMessages.noProviderRef,
    });
    expect((await row(order.id)).status).toBe("completed");
    expect(await refundOrder(db, providers, ctx.mail, randomUUID())).toEqual({
      kind: "not-found",
    });
  });

  it("the outbox sends the refund e-mail to the payer: the amount, the service, the order, where the money goes and when", async () => {
    const order = await paidOrder("grace@example.test");
    await db.execute(sql`delete from app.deliveries`);
    await db.execute(sql`delete from app.leads`);
    await refund(order.id);
    const outbox = recordingMailer();
    const senders = createSenders(leadsConfig, outbox, {
      siteUrl: "http://localhost:3000",
      timeZone: "America/New_York",
      newsletterSecret: () => "n".repeat(32),
    });
    expect(await runOutboxOnce(db, senders, { maxAttempts: 4 })).toEqual({
      sent: 1,
      failed: 0,
      dead: 0,
    });
    const [mail] = outbox.sent;
    expect(mail!.to).toBe("grace@example.test");
    expect(mail!.subject).toMatch(/^Your refund from .+: Funding Business Plan, order BTE-\d+$/);
    expect(mail!.text).toContain("Amount refunded: $400.00");
    expect(mail!.text).toContain("Service: Funding Business Plan");
    expect(mail!.text).toMatch(/Order number: BTE-\d{4,}\n/);
    expect(mail!.text).toContain("goes back to the way you paid (Visa ending in 1111)");
    expect(mail!.text).toContain("5–10 business days");
    expect(mail!.text).toContain("Your order history: http://localhost:3000/account?tab=orders");
    expect(mail!.text).toMatch(/Questions\? Reply to this e-mail or write to \S+@\S+\./);
  });
});
