import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActions, listAuditLog, recordAdminAction } from "~/.server/admin/audit";
import { listOpenDeliveries } from "~/.server/admin/deliveries";
import { findLeads, leadFilterFrom, LEADS_PER_PAGE, setLeadHandled } from "~/.server/admin/leads";
import { findOrders, getOrder, orderFilterFrom, saveOrderNote } from "~/.server/admin/orders";
import { loadOverview, OVERDUE_AFTER_MS } from "~/.server/admin/overview";
import { findSubscribers } from "~/.server/admin/subscribers";
import { runMigrations } from "~/.server/db/migrate";
import {
  deliveries,
  leads,
  orderFulfilmentChanges,
  paymentEvents,
  paymentRefunds,
  payments,
  paymentStatusChanges,
} from "~/.server/db/schema";
import { storeLead } from "~/.server/leads/store";
import { moveInTransaction, type OrderMailConfig } from "~/.server/payments/store";
import { insertProduct, leadsConfig as checkoutLeadsConfig } from "./support/checkout";
import { eachDatabase, type TestDatabase } from "./support/database";

/**
 * What the owner's dashboard reads and writes, on PGlite and (with TEST_DATABASE_URL) on
 * Postgres 15: the filters and searches as SQL, the counts of the overview, the audit log, and
 * the order history the database trigger keeps (migration 0007). Who may call these is proven
 * through the routes in admin-access.test.ts.
 */
// A forwarder that never answers: every lead has a pending delivery for the overview to count.
const leadsConfig = { ...checkoutLeadsConfig, forwardUrl: "http://127.0.0.1:9/forward" };
const mail: OrderMailConfig = { leads: leadsConfig, siteUrl: "http://localhost:3000" };
const NOW = new Date();
const ZONE = "America/New_York";
const DAY = 24 * 60 * 60 * 1000;
const filter = (query: string) => leadFilterFrom(new URL(`http://x/admin/leads?${query}`));

describe.each(eachDatabase())("the dashboard's data on $name", (target) => {
  let handle: TestDatabase;
  let contactId: string;
  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
    const contact = await storeLead(handle.db, leadsConfig, {
      kind: "contact",
      fields: {
        fullName: "Ada Lovelace",
        email: "ada@example.test",
        comments: "Needs 100% of a grant_writer's time",
      },
    });
    contactId = contact.id;
    await storeLead(handle.db, leadsConfig, {
      kind: "newsletter",
      fields: { fullName: "Grace Hopper", email: "grace@example.test" },
    });
    await storeLead(handle.db, leadsConfig, {
      kind: "newsletter",
      fields: { fullName: "Old Subscriber", email: "old@example.test" },
    });
    // The last one came in two weeks ago: outside "this week".
    await handle.db
      .update(leads)
      .set({ createdAt: new Date(NOW.getTime() - 14 * DAY) })
      .where(eq(leads.kind, "newsletter"))
      .returning();
    await handle.db
      .update(leads)
      .set({ createdAt: new Date(NOW.getTime() - DAY) })
      .where(eq(leads.id, contactId));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("searches every field case-insensitively, taking % and _ literally", async () => {
    const names = async (query: string) =>
      (await findLeads(handle.db, filter(query))).leads.map((lead) => lead.name);
    expect(await names("q=LOVELACE")).toEqual(["Ada Lovelace"]);
    expect(await names("q=100%25")).toEqual(["Ada Lovelace"]);
    expect(await names("q=grant_writer")).toEqual(["Ada Lovelace"]);
    // "%" and "_" are not wildcards: "1_0" matches nothing, "%" alone matches only the 100%.
    expect(await names("q=1_0")).toEqual([]);
    expect(await names("q=%25")).toEqual(["Ada Lovelace"]);
    expect(await names("kind=newsletter")).toHaveLength(2);
    expect(await names("kind=contact&q=grace")).toEqual([]);
  });

  it("lists enquiries only, each with a line of what was asked; a sign-up is no lead", async () => {
    const signUp = await storeLead(handle.db, leadsConfig, {
      kind: "signup",
      fields: { fullName: "New Account", email: "new@example.test", whyBTE: "A friend" },
    });
    for (const query of ["", "kind=signup", "q=new@example.test"]) {
      const found = await findLeads(handle.db, filter(query));
      expect(found.leads.map((lead) => lead.id)).not.toContain(signUp.id);
    }
    const [contact] = (await findLeads(handle.db, filter("kind=contact"))).leads;
    expect(contact!.excerpt).toBe("Needs 100% of a grant_writer's time");
    const newsletter = (await findLeads(handle.db, filter("kind=newsletter"))).leads;
    expect(newsletter.map((lead) => lead.excerpt)).toEqual([
      "Subscribed to the newsletter",
      "Subscribed to the newsletter",
    ]);
    await handle.db.delete(deliveries).where(eq(deliveries.leadId, signUp.id));
    await handle.db.delete(leads).where(eq(leads.id, signUp.id));
  });

  it("marks a lead handled and back, each filter seeing it, each step in the audit log", async () => {
    expect(await setLeadHandled(handle.db, contactId, true, NOW)).toBe(true);
    const handled = await findLeads(handle.db, filter("handled=handled"));
    expect(handled.leads.map((lead) => [lead.id, lead.handledAt?.toISOString()])).toEqual([
      [contactId, NOW.toISOString()],
    ]);
    expect((await findLeads(handle.db, filter("handled=open"))).total).toBe(2);
    await recordAdminAction(
      handle.db,
      {
        adminEmail: "owner@example.test",
        action: adminActions.leadHandled,
        target: contactId,
        ip: "203.0.113.9",
      },
      NOW,
    );
    expect(await setLeadHandled(handle.db, contactId, false, NOW)).toBe(true);
    await recordAdminAction(
      handle.db,
      {
        adminEmail: "deputy@example.test",
        action: adminActions.leadUnhandled,
        target: contactId,
        ip: null,
      },
      new Date(NOW.getTime() + 1000),
    );
    expect((await findLeads(handle.db, filter("handled=handled"))).total).toBe(0);
    expect(await setLeadHandled(handle.db, "not-a-uuid", true, NOW)).toBe(false);
    expect(await setLeadHandled(handle.db, crypto.randomUUID(), true, NOW)).toBe(false);

    const all = await listAuditLog(handle.db);
    expect(all.map((row) => [row.adminEmail, row.action])).toEqual([
      ["deputy@example.test", "lead.unhandled"],
      ["owner@example.test", "lead.handled"],
    ]);
    const owners = await listAuditLog(handle.db, { adminEmail: "owner@example.test" });
    expect(owners).toEqual([
      expect.objectContaining({ action: "lead.handled", target: contactId, ip: "203.0.113.9" }),
    ]);
  });

  it("pages the leads 50 at a time, newest first", async () => {
    for (let i = 0; i < LEADS_PER_PAGE; i++) {
      await storeLead(handle.db, leadsConfig, {
        kind: "academy",
        fields: {
          firstName: "Pupil",
          lastName: String(i).padStart(2, "0"),
          email: `p${i}@example.test`,
        },
      });
    }
    const first = await findLeads(handle.db, filter("kind=academy"));
    const second = await findLeads(handle.db, filter("kind=academy&page=2"));
    expect([first.total, first.pages, first.leads.length, second.leads.length]).toEqual([
      LEADS_PER_PAGE,
      1,
      LEADS_PER_PAGE,
      0,
    ]);
    const everything = await findLeads(handle.db, filter(""));
    expect(everything.pages).toBe(2);
    const page2 = await findLeads(handle.db, filter("page=2"));
    // The three oldest: the contact of yesterday, then the two sign-ups of two weeks ago.
    const [newest, ...oldest] = page2.leads.map((lead) => lead.name);
    expect([newest, oldest.sort()]).toEqual(["Ada Lovelace", ["Grace Hopper", "Old Subscriber"]]);
  });

  it("counts this week's enquiries by kind (not sign-ups or orders), this month's orders, subscribers, dead and late deliveries", async () => {
    await insertProduct(handle.db, {
      id: "overview-plan",
      title: "Business Plan",
      priceCents: 150_000,
    });
    const paid = await newPayment(handle, "overview-plan", "paid@example.test");
    await complete(handle, paid);
    // $100 of it refunded: the month's revenue is net of it (issue 45).
    await handle.db.insert(paymentRefunds).values({
      paymentId: paid,
      amountCents: 10_000,
      refundId: "overview-refund",
      idempotencyKey: `overview-refund-${Date.now()}`,
    });
    await newPayment(handle, "overview-plan", "waiting@example.test"); // pending: not counted
    const [forwarder] = await handle.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.target, "forwarder"))
      .limit(1);
    await handle.db
      .update(deliveries)
      .set({ status: "dead" })
      .where(eq(deliveries.id, forwarder!.id));

    const overview = await loadOverview(handle.db, NOW, ZONE);
    const thisWeek = Object.fromEntries(overview.leadsThisWeek.map((row) => [row.kind, row.count]));
    // The completed payment stored an "order" lead this week; it is no enquiry.
    const [orderLead] = await handle.db.select().from(leads).where(eq(leads.kind, "order"));
    expect(orderLead).toBeDefined();
    expect(thisWeek).toEqual({ contact: 1, newsletter: 0, academy: LEADS_PER_PAGE, chat: 0 });
    expect(overview.ordersThisMonth).toEqual({ count: 1, revenueCents: 140_000 });
    expect(overview.subscribers).toBe(2);
    expect(overview.deliveries.dead).toBe(1);
    // Pending deliveries are overdue only once they are late by more than OVERDUE_AFTER_MS.
    const later = new Date(Date.now() + OVERDUE_AFTER_MS + 60_000);
    expect((await loadOverview(handle.db, later, ZONE)).deliveries.overdue).toBeGreaterThan(0);
    expect((await loadOverview(handle.db, new Date(), ZONE)).deliveries.overdue).toBe(0);

    const open = await listOpenDeliveries(handle.db);
    expect(open[0]).toMatchObject({ id: forwarder!.id, status: "dead" });
    expect(open.slice(1).every((row) => row.status === "pending")).toBe(true);
  });

  it("keeps every status an order took, in order, even several in one transaction", async () => {
    await insertProduct(handle.db, {
      id: "history-site",
      title: "Website Build",
      priceCents: 90_000,
    });
    const id = await newPayment(handle, "history-site", "buyer@example.test");
    // A refund event that arrives before the payment's own: paid then refunded, one transaction.
    await handle.db.transaction(async (tx) => {
      await moveInTransaction(tx, mail, id, { to: "completed", providerRef: "ref-1" });
      await moveInTransaction(tx, mail, id, { to: "refunded" });
    });
    const order = await getOrder(handle.db, id);
    expect(order?.order).toMatchObject({
      item: "Website Build",
      status: "refunded",
      amountCents: 90_000,
    });
    expect(order?.history.map((step) => step.status)).toEqual(["pending", "completed", "refunded"]);
    // Each step keeps the clock's time, not its transaction's start; two steps may share a
    // millisecond, so the order comes from the steps' numbers, not their times.
    const times = order!.history.map((step) => step.changedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(await getOrder(handle.db, "nope")).toBeNull();
  });

  it("keeps the owner's note, finds orders by status and by what the owner remembers", async () => {
    const [order] = await findOrders(handle.db, orderFilterFrom(new URL("http://x/?q=BUYER@")));
    expect(order).toMatchObject({ payerEmail: "buyer@example.test", status: "refunded" });
    expect(await saveOrderNote(handle.db, order!.id, "Called back on Tuesday")).toBe(true);
    expect((await getOrder(handle.db, order!.id))?.order.ownerNote).toBe("Called back on Tuesday");
    expect(await saveOrderNote(handle.db, order!.id, "")).toBe(true);
    expect((await getOrder(handle.db, order!.id))?.order.ownerNote).toBeNull();

    const byStatus = async (status: string) =>
      (await findOrders(handle.db, orderFilterFrom(new URL(`http://x/?status=${status}`)))).map(
        (row) => row.payerEmail,
      );
    expect(await byStatus("pending")).toEqual(["waiting@example.test"]);
    expect(await byStatus("completed")).toEqual(["paid@example.test"]);
    expect(await byStatus("bogus")).toHaveLength(3);
    expect(
      await findOrders(handle.db, orderFilterFrom(new URL("http://x/?q=website"))),
    ).toHaveLength(1);
    expect(await findOrders(handle.db, orderFilterFrom(new URL("http://x/?q=ref-1")))).toHaveLength(
      1,
    );
  });

  it("finds subscribers by address or name", async () => {
    expect((await findSubscribers(handle.db, "HOPPER")).map((row) => row.email)).toEqual([
      "grace@example.test",
    ]);
    expect(await findSubscribers(handle.db, "_")).toHaveLength(0);
    expect(await findSubscribers(handle.db, "")).toHaveLength(2);
  });

  it("keeps an order's steps in the order they happened, whatever times they carry", async () => {
    await insertProduct(handle.db, { id: "tied-site", title: "Logo Design", priceCents: 90_000 });
    const id = await newPayment(handle, "tied-site", "tied@example.test");
    await handle.db.transaction(async (tx) => {
      await moveInTransaction(tx, mail, id, { to: "completed", providerRef: "ref-tied" });
      await moveInTransaction(tx, mail, id, { to: "refunded" });
    });
    const owner = "owner@example.test";
    await handle.db.insert(orderFulfilmentChanges).values([
      { paymentId: id, state: "in_progress", adminEmail: owner },
      { paymentId: id, state: "cancelled", adminEmail: owner },
    ]);
    await handle.db.insert(paymentRefunds).values([
      { paymentId: id, amountCents: 10_000, refundId: "re-tied-1", idempotencyKey: "tied-1" },
      { paymentId: id, amountCents: 80_000, refundId: "re-tied-2", idempotencyKey: "tied-2" },
    ]);
    await handle.db.insert(paymentEvents).values([
      { provider: "offline", eventId: "ev-tied-1", type: "payment.updated", paymentId: id },
      { provider: "offline", eventId: "ev-tied-2", type: "refund.updated", paymentId: id },
    ]);
    // Steps may share a millisecond, or carry clocks that disagree (the database's, a server's):
    // here each step is a second earlier than the one before it.
    const before = (steps: number) => new Date(Date.now() - steps * 1000);
    for (const [step, status] of (["pending", "completed", "refunded"] as const).entries()) {
      await handle.db
        .update(paymentStatusChanges)
        .set({ changedAt: before(step) })
        .where(
          and(eq(paymentStatusChanges.paymentId, id), eq(paymentStatusChanges.status, status)),
        );
    }
    for (const [step, state] of (["in_progress", "cancelled"] as const).entries()) {
      await handle.db
        .update(orderFulfilmentChanges)
        .set({ changedAt: before(step) })
        .where(
          and(eq(orderFulfilmentChanges.paymentId, id), eq(orderFulfilmentChanges.state, state)),
        );
    }
    for (const [step, refundId] of ["re-tied-1", "re-tied-2"].entries()) {
      await handle.db
        .update(paymentRefunds)
        .set({ createdAt: before(step) })
        .where(eq(paymentRefunds.refundId, refundId));
    }
    for (const [step, eventId] of ["ev-tied-1", "ev-tied-2"].entries()) {
      await handle.db
        .update(paymentEvents)
        .set({ receivedAt: before(step) })
        .where(eq(paymentEvents.eventId, eventId));
    }

    const order = await getOrder(handle.db, id);
    expect(order?.history.map((step) => step.status)).toEqual(["pending", "completed", "refunded"]);
    expect(order?.fulfilment.map((step) => step.state)).toEqual(["in_progress", "cancelled"]);
    expect(order?.refunds.map((refund) => refund.refundId)).toEqual(["re-tied-1", "re-tied-2"]);
    expect(order?.events.map((event) => event.type)).toEqual(["payment.updated", "refund.updated"]);
  });

  it("lists the audit lines of one millisecond newest first", async () => {
    const at = new Date();
    for (const action of [adminActions.orderRefund, adminActions.orderCancel]) {
      await recordAdminAction(
        handle.db,
        { adminEmail: "tied@example.test", action, target: null, ip: null },
        at,
      );
    }
    const lines = await listAuditLog(handle.db, { adminEmail: "tied@example.test" });
    expect(lines.map((line) => line.action)).toEqual(["order.cancel", "order.refund"]);
  });
});

async function newPayment(handle: TestDatabase, productId: string, email: string) {
  const [row] = await handle.db
    .insert(payments)
    .values({
      userId: crypto.randomUUID(),
      productId,
      amountCents: productId === "overview-plan" ? 150_000 : 90_000,
      status: "pending",
      provider: "offline",
      method: "card",
      payerEmail: email,
      idempotencyKey: `card:${crypto.randomUUID()}`,
    })
    .returning({ id: payments.id });
  return row!.id;
}

async function complete(handle: TestDatabase, id: string) {
  await handle.db.transaction((tx) => moveInTransaction(tx, mail, id, { to: "completed" }));
}
