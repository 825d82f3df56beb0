import { randomUUID } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthSession } from "~/.server/auth";
import { getAuth } from "~/.server/auth";
import { listAuditLog } from "~/.server/admin/audit";
import { findOrders, orderFilterFrom } from "~/.server/admin/orders";
import {
  deliveries,
  leads,
  localCredentials,
  paymentRefunds,
  payments,
  sandboxObjects,
} from "~/.server/db/schema";
import { payByCard } from "~/.server/payments/checkout";
import * as adminOrderRoute from "~/routes/admin.order";
import * as customerOrderRoute from "~/routes/account.order";
import type { Jar } from "./support/route-requests";
import {
  load,
  loadContext,
  mailedEnrolmentCode,
  onEmbeddedSite,
  signUp,
  site,
  submit,
  toastOf,
  type DataAnswer,
} from "./support/route-requests";
import type { RouteArgs } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * The owner's fulfilment moves and partial refunds on /admin/order, through the route's loader and
 * action on the offline sandbox (PGlite; Postgres with ROUTE_TESTS_ON_POSTGRES=1): moves only go
 * forward and mail the customer once each, a cancel refunds what is left, a partial refund form
 * sent twice refunds once, refunds add up to `refunded`, and an amount over what is left is a 400.
 */
const OWNER = `owner-${Date.now()}@example.test`;
onEmbeddedSite("admin-fulfilment", { ADMIN_EMAILS: OWNER, TRUST_PROXY: "1" });

const PASSWORD = "copper-kettle-orbit-42";
let owner: Jar;

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
});

const db = () => site().app.db;

/** A $400 card order paid in the offline sandbox by a signed-up customer. */
async function paidOrder() {
  const { email, jar } = await signUp("buyer", PASSWORD);
  const [user] = await db()
    .select({ id: localCredentials.userId })
    .from(localCredentials)
    .where(eq(localCredentials.email, email));
  const paid = await payByCard(
    site().app.checkout,
    { id: user!.id, email },
    { productId: "plan-funding", attempt: randomUUID(), sourceId: "cnon:card-nonce-ok" },
  );
  if (!paid.ok) throw new Error(paid.message);
  return { ...paid.payment, email, jar };
}

async function rowOf(id: string) {
  const [row] = await db().select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** The e-mails queued for the order of one kind, each with its fields and delivery targets. */
async function mailsOf(orderId: string, kind: "fulfilment" | "refund") {
  const rows = await db()
    .select()
    .from(leads)
    .where(and(eq(leads.kind, kind), sql`${leads.fields}->>'orderId' = ${orderId}`));
  return Promise.all(
    rows.map(async (lead) => ({
      fields: lead.fields,
      targets: (
        await db()
          .select({ target: deliveries.target })
          .from(deliveries)
          .where(eq(deliveries.leadId, lead.id))
      ).map((d) => d.target),
    })),
  );
}

async function auditOf(orderId: string) {
  const lines = await listAuditLog(db(), { limit: 1000 });
  return lines
    .filter((line) => line.target === orderId)
    .map((line) => line.action)
    .reverse();
}

/** The refunds the sandbox (the provider) made of this payment: its own records. */
async function providerRefunds(orderId: string) {
  return db()
    .select()
    .from(sandboxObjects)
    .where(
      and(
        like(sandboxObjects.id, "refund:%"),
        sql`${sandboxObjects.data}->>'reference' = ${orderId}`,
      ),
    );
}

const at = (id: string) => `/admin/order?id=${id}`;
const move = (id: string, fields: Record<string, string>) =>
  submit(adminOrderRoute, at(id), { intent: "fulfil", ...fields }, owner);
const refund = (id: string, amount: string, key: string = randomUUID()) =>
  submit(adminOrderRoute, at(id), { intent: "partial-refund", amount, key }, owner);

type AdminPage = {
  data: {
    moves: string[];
    leftCents: number;
    refundKey: string;
    confirmCancel: boolean;
    refunds: { amountCents: number; adminEmail: string }[];
    order: { fulfilment: string };
  };
};

function adminPage(id: string, query = "") {
  return callRoute(adminOrderRoute.loader, {
    request: new Request(`http://localhost:3000${at(id)}${query}`, {
      headers: { cookie: owner.header() },
    }),
    params: {},
    context: loadContext(),
  } as RouteArgs).then((page) => page as unknown as AdminPage);
}

type CustomerOrder = {
  timeline: { label: string; at: string; message: string | null }[];
  refundedCents: number;
  next: { headline: string; steps: string[] };
};

const redirected = (answer: unknown, id: string) => {
  const response = answer as Response;
  expect([response.status, response.headers.get("Location")]).toEqual([302, at(id)]);
  return response;
};

describe("moving an order on", () => {
  it("received → in progress → delivered, each once with one e-mail; a replayed move changes nothing and mails nothing", async () => {
    const order = await paidOrder();
    expect((await adminPage(order.id)).data.moves).toEqual([
      "in_progress",
      "delivered",
      "cancelled",
    ]);
    // A cancel asks first (`&cancel=confirm`), only while the order can still be cancelled.
    expect((await adminPage(order.id)).data.confirmCancel).toBe(false);
    expect((await adminPage(order.id, "&cancel=confirm")).data.confirmCancel).toBe(true);

    const started = redirected(
      await move(order.id, { from: "received", to: "in_progress", message: "We start Monday." }),
      order.id,
    );
    expect((await toastOf(started))?.title).toBe("Marked in progress");
    expect((await rowOf(order.id)).fulfilment).toBe("in_progress");

    const replay = await move(order.id, {
      from: "received",
      to: "in_progress",
      message: "We start Monday.",
    });
    expect(replay).toMatchObject({
      data: { form: "fulfil", error: expect.stringContaining("in progress already") },
      init: { status: 409 },
    });
    // A stale tab drawn before the move cannot move it back either.
    expect(await move(order.id, { from: "received", to: "cancelled" })).toMatchObject({
      init: { status: 409 },
    });
    expect((await rowOf(order.id)).status).toBe("completed");

    redirected(await move(order.id, { from: "in_progress", to: "delivered" }), order.id);
    expect(await move(order.id, { from: "in_progress", to: "delivered" })).toMatchObject({
      init: { status: 409 },
    });
    expect((await rowOf(order.id)).fulfilment).toBe("delivered");
    expect((await adminPage(order.id)).data.moves).toEqual([]);
    expect((await adminPage(order.id, "&cancel=confirm")).data.confirmCancel).toBe(false);

    const mails = await mailsOf(order.id, "fulfilment");
    expect(mails.map((m) => [m.fields.fulfilment, m.fields.message, m.targets])).toEqual([
      ["in_progress", "We start Monday.", ["fulfilment"]],
      ["delivered", undefined, ["fulfilment"]],
    ]);
    expect(mails[0]!.fields.email).toBe(order.email);
    expect(await auditOf(order.id)).toEqual(["order.in-progress", "order.delivered"]);

    const customer = (await load(
      customerOrderRoute.loader,
      `/account/order?number=${order.number}`,
      order.jar,
    )) as { data: CustomerOrder };
    expect(customer.data.timeline.map((step) => [step.label, step.message])).toEqual([
      ["Ordered", null],
      ["Paid", null],
      ["Work started", "We start Monday."],
      ["Delivered", null],
    ]);
  });

  it("the customer's order page follows the order: each step with its time and message, a part refunded, what happens next", async () => {
    const order = await paidOrder();
    const customerPage = async () =>
      (
        (await load(
          customerOrderRoute.loader,
          `/account/order?number=${order.number}`,
          order.jar,
        )) as { data: CustomerOrder }
      ).data;
    expect((await customerPage()).next.headline).toBe("Thank you! Your order is paid");

    redirected(
      await move(order.id, { from: "received", to: "in_progress", message: "Draft by Friday." }),
      order.id,
    );
    expect((await customerPage()).next.headline).toBe("We're working on your order");
    redirected(await refund(order.id, "25"), order.id);
    redirected(
      await move(order.id, { from: "in_progress", to: "delivered", message: "Your plan is in." }),
      order.id,
    );

    const page = await customerPage();
    expect(page.timeline.map((step) => [step.label, step.message])).toEqual([
      ["Ordered", null],
      ["Paid", null],
      ["Work started", "Draft by Friday."],
      ["Refunded $25.00", null],
      ["Delivered", "Your plan is in."],
    ]);
    const times = page.timeline.map((step) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const [refundRow] = await db()
      .select({ at: paymentRefunds.createdAt })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, order.id));
    expect(page.timeline[3]!.at).toBe(refundRow!.at.toISOString());
    // The refund's mail says when the refund was made, not when the order was paid or moved.
    const [refundMail] = await mailsOf(order.id, "refund");
    expect(Date.parse(String(refundMail!.fields.at))).toBeGreaterThanOrEqual(
      refundRow!.at.getTime(),
    );
    expect(page.refundedCents).toBe(2500);
    expect(page.next.headline).toBe("Your order is delivered");
    expect(page.next.steps).toContain(
      "$25.00 of $400.00 was refunded. The money goes back to the way you paid (Credit card). It may take 5–10 business days to appear on your statement.",
    );
  });

  it("the owner's mails name the order by number: /admin/order?number=N opens it, for the owner only", async () => {
    const order = await paidOrder();
    const open = (query: string, jar: Jar) =>
      callRoute(adminOrderRoute.loader, {
        request: new Request(`http://localhost:3000/admin/order?${query}`, {
          headers: { cookie: jar.header() },
        }),
        context: loadContext(),
      } as RouteArgs).catch((thrown: unknown) => thrown as Response);
    for (const query of [`number=${order.number}`, `number=BTE-${order.number}`]) {
      const answer = (await open(query, owner)) as Response;
      expect([answer.status, answer.headers.get("Location")]).toEqual([302, at(order.id)]);
    }
    for (const query of ["number=99999999", "number=abc", "number=", "number=1001%00"]) {
      expect(((await open(query, owner)) as Response).status, query).toBe(404);
    }
    // To the customer, as to anyone but the owner, the dashboard is not there.
    const asCustomer = await open(`number=${order.number}`, order.jar);
    expect(JSON.stringify(asCustomer)).not.toContain(order.id);
  });

  it("the orders list filters paid orders by their work stage, and says each one's stage", async () => {
    const started = await paidOrder();
    const waiting = await paidOrder();
    redirected(await move(started.id, { from: "received", to: "in_progress" }), started.id);
    const ids = async (query: string) =>
      (await findOrders(db(), orderFilterFrom(new URL(`http://x/admin/orders?${query}`)))).map(
        (row) => row.id,
      );
    const inProgress = await ids("stage=in_progress");
    expect(inProgress).toContain(started.id);
    expect(inProgress).not.toContain(waiting.id);
    const received = await ids("stage=received");
    expect(received).toContain(waiting.id);
    expect(received).not.toContain(started.id);
    // An unknown stage is no filter at all.
    expect(await ids("stage=shipped")).toEqual(expect.arrayContaining([started.id, waiting.id]));
    const [row] = await findOrders(db(), {
      status: null,
      stage: "in_progress",
      q: String(started.number),
    });
    expect(row).toMatchObject({ id: started.id, fulfilment: "in_progress" });
  });

  it("bad input is a 400 with the message kept: an unknown move, a message too long", async () => {
    const order = await paidOrder();
    expect(await move(order.id, { from: "received", to: "shipped" })).toMatchObject({
      data: { form: "fulfil", error: "Choose what to mark the order." },
      init: { status: 400 },
    });
    const long = "x".repeat(1001);
    expect(
      await move(order.id, { from: "received", to: "delivered", message: long }),
    ).toMatchObject({
      data: { values: { message: long } },
      init: { status: 400 },
    });
    expect((await rowOf(order.id)).fulfilment).toBe("received");
    expect(await mailsOf(order.id, "fulfilment")).toEqual([]);
  });

  it("a cancel refunds what is left, once, and mails the customer the cancel and the refund", async () => {
    const order = await paidOrder();
    redirected(await refund(order.id, "100"), order.id);
    redirected(
      await move(order.id, { from: "received", to: "cancelled", message: "Sorry!" }),
      order.id,
    );
    expect(await move(order.id, { from: "received", to: "cancelled" })).toMatchObject({
      init: { status: 409 },
    });
    const row = await rowOf(order.id);
    expect([row.status, row.fulfilment]).toEqual(["refunded", "cancelled"]);
    const refunds = await db()
      .select({ amountCents: paymentRefunds.amountCents })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, order.id))
      .orderBy(paymentRefunds.seq);
    expect(refunds.map((r) => r.amountCents)).toEqual([10000, 30000]);
    expect(await providerRefunds(order.id)).toHaveLength(2);
    expect((await mailsOf(order.id, "refund")).map((m) => m.fields.amount)).toEqual([
      "$100.00",
      "$300.00",
    ]);
    expect(await mailsOf(order.id, "fulfilment")).toHaveLength(1);
    expect(await auditOf(order.id)).toEqual([
      "order.partial-refund",
      "order.refund",
      "order.cancel",
    ]);
  });
});

describe("partial refunds", () => {
  it("the same form sent twice refunds once: one provider refund, one e-mail, one audit line", async () => {
    const order = await paidOrder();
    const key = (await adminPage(order.id)).data.refundKey;
    const first = redirected(await refund(order.id, "$25.50", key), order.id);
    expect((await toastOf(first))?.title).toBe("Refunded $25.50");
    redirected(await refund(order.id, "$25.50", key), order.id);
    expect(await providerRefunds(order.id)).toHaveLength(1);
    expect((await mailsOf(order.id, "refund")).map((m) => m.fields.amount)).toEqual(["$25.50"]);
    expect(await auditOf(order.id)).toEqual(["order.partial-refund"]);
    const page = await adminPage(order.id);
    expect(page.data.leftCents).toBe(40000 - 2550);
    expect(page.data.refunds).toEqual([
      expect.objectContaining({ amountCents: 2550, adminEmail: OWNER }),
    ]);
    expect((await rowOf(order.id)).status).toBe("completed");
  });

  it("two partial refunds, then the rest: the order becomes refunded and nothing more can be refunded", async () => {
    const order = await paidOrder();
    redirected(await refund(order.id, "100"), order.id);
    redirected(await refund(order.id, "50.25"), order.id);
    expect((await rowOf(order.id)).status).toBe("completed");
    redirected(await refund(order.id, "249.75"), order.id);
    expect((await rowOf(order.id)).status).toBe("refunded");
    expect(await providerRefunds(order.id)).toHaveLength(3);
    expect(await refund(order.id, "1")).toMatchObject({
      data: { error: "This order was refunded already." },
      init: { status: 409 },
    });
    expect((await mailsOf(order.id, "refund")).map((m) => m.fields.amount)).toEqual([
      "$100.00",
      "$50.25",
      "$249.75",
    ]);
  });

  it("an amount over what is left, zero, or not an amount is a 400 with a clear message and the input kept", async () => {
    const order = await paidOrder();
    redirected(await refund(order.id, "300"), order.id);
    const over = (await refund(order.id, "100.01")) as DataAnswer;
    expect(over).toMatchObject({
      data: {
        form: "partial-refund",
        error: "The amount is more than what is left to refund ($100.00).",
        values: { amount: "100.01" },
      },
      init: { status: 400 },
    });
    expect(await refund(order.id, "0")).toMatchObject({
      data: { error: "The amount to refund must be more than $0.00." },
      init: { status: 400 },
    });
    expect(await refund(order.id, "ten dollars")).toMatchObject({
      data: { error: "Enter the amount to refund in dollars, such as 25 or 25.50." },
      init: { status: 400 },
    });
    expect(await refund(order.id, "1.001")).toMatchObject({ init: { status: 400 } });
    expect(await providerRefunds(order.id)).toHaveLength(1);
    expect((await rowOf(order.id)).status).toBe("completed");
  });
});
