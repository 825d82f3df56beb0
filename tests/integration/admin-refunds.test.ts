import { randomUUID } from "node:crypto";
import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthSession } from "~/.server/auth";
import type { PaymentProviders, Refunder } from "~/.server/payments/port";
import {
  Jar,
  loadContext,
  mailedEnrolmentCode,
  onEmbeddedSite,
  signUp,
  site,
  submit,
  toastOf,
} from "./support/route-requests";
import * as orderRoute from "~/routes/admin.order";
import { getAuth } from "~/.server/auth";
import { payByCard } from "~/.server/payments/checkout";
import { deliveries, leads, payments } from "~/.server/db/schema";
import { and, eq, sql } from "drizzle-orm";
import { listAuditLog } from "~/.server/admin/audit";
import { refundUnavailable, submitOrderAction } from "~/.server/admin/order-actions";
import { ProviderUnavailable } from "~/.server/payments/port";
import type { RouteArgs } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * The owner's refund on /admin/order (ADR 26), through the route's loader and action on the
 * embedded database and the offline sandbox: who may refund, the confirm step, the audit line,
 * the customer's e-mail queued, and the answers when it cannot be done. The service underneath
 * is tested on both databases in order-refunds.test.ts.
 */
const OWNER = `owner-${Date.now()}@example.test`;
onEmbeddedSite("admin-refunds", { ADMIN_EMAILS: OWNER, TRUST_PROXY: "1" });

const PASSWORD = "copper-kettle-orbit-42";
let owner: Jar;
let ownerOwingCode: Jar;

/** Runs `work` on the auth port as the jar's browser, keeping the cookies it sets. */
async function asBrowser<T>(jar: Jar, work: (auth: AuthSession) => Promise<T>): Promise<T> {
  const auth = await getAuth(
    new Request("http://localhost:3000/account", { headers: { cookie: jar.header() } }),
    loadContext(),
  );
  const result = await work(auth);
  jar.absorb(new Response(null, { headers: auth.headers }));
  return result;
}

beforeAll(async () => {
  const { jar } = await signUp("owner", PASSWORD, OWNER);
  const enrolment = await asBrowser(jar, (auth) => auth.enrollTotp("Owner phone"));
  if (!enrolment.ok) throw new Error(enrolment.error.message);
  const { factorId, secret } = enrolment.value;
  const mailed = await mailedEnrolmentCode(OWNER);
  const verified = await asBrowser(jar, async (auth) =>
    auth.verifyFactor(factorId, await generate({ secret }), undefined, mailed),
  );
  if (!verified.ok) throw new Error("the owner's second factor was refused");
  owner = jar;
  ownerOwingCode = new Jar();
  await asBrowser(ownerOwingCode, (auth) => auth.signIn(OWNER, PASSWORD));
});

async function db() {
  return site().app.db;
}

/** A card order paid in the offline sandbox by a customer. */
async function paidOrder(email = `buyer-${randomUUID()}@example.test`) {
  const paid = await payByCard(
    site().app.checkout,
    { id: randomUUID(), email },
    { productId: "plan-funding", attempt: randomUUID(), sourceId: "cnon:card-nonce-ok" },
  );
  if (!paid.ok) throw new Error(paid.message);
  return paid.payment;
}

async function statusOf(id: string) {
  const [row] = await (await db()).select().from(payments).where(eq(payments.id, id));
  return row!.status;
}

/** The refund leads of an order, each with its deliveries' targets. */
async function refundLeadsOf(orderId: string) {
  const database = await db();
  const rows = await database
    .select()
    .from(leads)
    .where(and(eq(leads.kind, "refund"), sql`${leads.fields}->>'orderId' = ${orderId}`));
  return Promise.all(
    rows.map(async (lead) => ({
      email: lead.fields.email,
      targets: (
        await database
          .select({ target: deliveries.target })
          .from(deliveries)
          .where(eq(deliveries.leadId, lead.id))
      ).map((d) => d.target),
    })),
  );
}

async function refundAuditLines(orderId: string) {
  const lines = await listAuditLog(await db(), { limit: 1000 });
  return lines.filter((line) => line.action === "order.refund" && line.target === orderId);
}

function load(url: string, jar: Jar) {
  return callRoute(orderRoute.loader, {
    request: new Request(`http://localhost:3000${url}`, { headers: { cookie: jar.header() } }),
    params: {},
    context: loadContext(),
  } as RouteArgs).catch((thrown: unknown) => thrown);
}

type Page = { data: { refundable: boolean; confirmRefund: boolean; order: { refundId: string } } };

const refundAt = (id: string) => `/admin/order?id=${id}&refund=confirm`;

describe("refunding an order from the dashboard", () => {
  it("to a customer who is not an admin the refund is the 404, and nothing is refunded", async () => {
    const order = await paidOrder();
    const { jar: customer } = await signUp("nosy", PASSWORD);
    for (const jar of [new Jar(), customer]) {
      const answer = await submit(orderRoute, refundAt(order.id), { intent: "refund" }, jar);
      expect((answer as Response).status).toBe(404);
      expect(((await load(refundAt(order.id), jar)) as Response).status).toBe(404);
    }
    expect(await statusOf(order.id)).toBe("completed");
  });

  it("an admin who has not passed the second factor this session is sent to /admin, and nothing is refunded", async () => {
    const order = await paidOrder();
    const answer = (await submit(
      orderRoute,
      refundAt(order.id),
      { intent: "refund" },
      ownerOwingCode,
    )) as Response;
    expect([answer.status, answer.headers.get("Location")]).toEqual([302, "/admin"]);
    expect(await statusOf(order.id)).toBe("completed");
    expect(await refundAuditLines(order.id)).toEqual([]);
  });

  it("the owner asks first, then refunds: refunded, one audit line, one refund e-mail to the payer, the refund id on the page", async () => {
    const order = await paidOrder("katherine@example.test");
    const page = (await load(`/admin/order?id=${order.id}`, owner)) as Page;
    expect(page.data).toMatchObject({ refundable: true, confirmRefund: false });
    const asking = (await load(refundAt(order.id), owner)) as Page;
    expect(asking.data.confirmRefund).toBe(true);
    expect(await statusOf(order.id)).toBe("completed"); // asking changes nothing

    const done = (await submit(
      orderRoute,
      refundAt(order.id),
      { intent: "refund" },
      owner,
    )) as Response;
    expect([done.status, done.headers.get("Location")]).toEqual([
      302,
      `/admin/order?id=${order.id}`,
    ]);
    expect((await toastOf(done))?.title).toBe("Order refunded");
    expect(await statusOf(order.id)).toBe("refunded");
    expect(await refundLeadsOf(order.id)).toEqual([
      { email: "katherine@example.test", targets: ["refund"] },
    ]);
    const [line, ...more] = await refundAuditLines(order.id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      adminEmail: OWNER,
      action: "order.refund",
      ip: expect.any(String),
    });

    const after = (await load(refundAt(order.id), owner)) as Page;
    expect(after.data).toMatchObject({ refundable: false, confirmRefund: false });
    expect(after.data.order.refundId).toMatch(/^refund_/);
  });

  it("a second submit is a 409 saying it was refunded already: no second refund, e-mail or audit line", async () => {
    const order = await paidOrder();
    await submit(orderRoute, refundAt(order.id), { intent: "refund" }, owner);
    const again = await submit(orderRoute, refundAt(order.id), { intent: "refund" }, owner);
    expect(again).toMatchObject({
      data: { form: "refund", error: "This order was refunded already." },
      init: { status: 409 },
    });
    expect(await refundLeadsOf(order.id)).toHaveLength(1);
    expect(await refundAuditLines(order.id)).toHaveLength(1);
  });

  it("a pending order is refused with the reason (409), and offers no refund", async () => {
    const [pending] = await (
      await db()
    )
      .insert(payments)
      .values({
        userId: randomUUID(),
        productId: "plan-funding",
        amountCents: 40000,
        status: "pending",
        provider: "offline",
        method: "card",
        payerEmail: "late@example.test",
        idempotencyKey: `test-${randomUUID()}`,
      })
      .returning();
    const page = (await load(refundAt(pending!.id), owner)) as Page;
    expect(page.data).toMatchObject({ refundable: false, confirmRefund: false });
    const refused = await submit(orderRoute, refundAt(pending!.id), { intent: "refund" }, owner);
    expect(refused).toMatchObject({
      data: { error: "Only a completed order can be refunded." },
      init: { status: 409 },
    });
    expect(await statusOf(pending!.id)).toBe("pending");
    expect(await refundAuditLines(pending!.id)).toEqual([]);
  });

  it("when the provider cannot be reached: 503 saying a retry is safe, still completed; the retry refunds it once", async () => {
    const checkout = site().app.checkout;
    const sandbox = checkout.providers.refunds.offline!;
    let calls = 0;
    let down = true;
    const flaky: Refunder = {
      refund(input) {
        calls++;
        if (down) return Promise.reject(new ProviderUnavailable("timed out"));
        return sandbox.refund(input);
      },
    };
    const providers: PaymentProviders = { ...checkout.providers, refunds: { offline: flaky } };
    const order = await paidOrder();
    const post = () => {
      const form = new FormData();
      form.set("intent", "refund");
      return submitOrderAction(
        {
          db: checkout.db,
          config: site().app.config,
          checkout: { providers, mail: checkout.mail },
        },
        new Request(`http://localhost:3000${refundAt(order.id)}`, {
          method: "POST",
          headers: { cookie: owner.header() },
        }),
        { formData: form, context: loadContext() },
      );
    };

    expect(await post()).toMatchObject({
      data: { form: "refund", error: refundUnavailable },
      init: { status: 503 },
    });
    expect(await statusOf(order.id)).toBe("completed");
    expect(await refundLeadsOf(order.id)).toEqual([]);
    expect(await refundAuditLines(order.id)).toEqual([]);

    down = false;
    expect(((await post()) as Response).status).toBe(302);
    expect(await statusOf(order.id)).toBe("refunded");
    expect(calls).toBe(2);
    expect(await refundLeadsOf(order.id)).toHaveLength(1);
    expect(await refundAuditLines(order.id)).toHaveLength(1);
  });
});
