import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import type { AuthSession } from "~/.server/auth";
import { businessNeedOptions } from "~/utils/forms/contact-fields";
import {
  Jar,
  loadContext,
  mailedEnrolmentCode,
  onEmbeddedSite,
  signUp,
  site,
  submit,
} from "./support/route-requests";
import * as layout from "~/routes/admin";
import * as overview from "~/routes/admin._index";
import * as notFoundRoute from "~/routes/not-found";
import * as leadsRoute from "~/routes/admin.leads";
import * as leadRoute from "~/routes/admin.lead";
import * as deliveriesRoute from "~/routes/admin.deliveries";
import * as subscribersRoute from "~/routes/admin.subscribers";
import * as ordersRoute from "~/routes/admin.orders";
import * as orderRoute from "~/routes/admin.order";
import * as auditRoute from "~/routes/admin.audit";
import * as leadsCsv from "~/routes/admin.leads-csv";
import * as subscribersCsv from "~/routes/admin.subscribers-csv";
import * as ordersCsv from "~/routes/admin.orders-csv";
import * as root from "~/root";
import * as contact from "~/routes/contact";
import * as access from "~/.server/admin/access";
import { getAuth } from "~/.server/auth";
import { listAuditLog } from "~/.server/admin/audit";
import { deliveries, leads, newsletterSubscribers, payments, profiles } from "~/.server/db/schema";
import { formatOrderNumber } from "~/utils/order-number";
import { desc, eq } from "drizzle-orm";
import { createLoadContext, type RouteArgs } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * Who gets into the owner's dashboard (/admin), through its route loaders on the embedded
 * database: the site's 404 for anyone but a listed address, and for a listed address only the
 * "two-factor sign-in required" page until a second factor was passed in this session.
 */
const OWNER = `owner-${Date.now()}@example.test`;
onEmbeddedSite("admin-access", {
  ADMIN_EMAILS: ` ${OWNER.toUpperCase()} , deputy@example.test`,
  // The requests here carry the address a proxy would (X-Forwarded-For), which the audit log keeps.
  TRUST_PROXY: "1",
});

const PASSWORD = "copper-kettle-orbit-42";

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

/** Both loaders of GET /admin, as Remix runs them for one request (one load context). */
async function openAdmin(jar: Jar) {
  const context = loadContext();
  const request = () =>
    new Request("http://localhost:3000/admin", { headers: { cookie: jar.header() } });
  const settle = (promise: Promise<unknown>): Promise<Outcome> =>
    promise.then(
      (value) => ({ value }),
      (thrown: unknown) => ({ thrown }),
    );
  const [shell, page] = await Promise.all([
    settle(callRoute(layout.loader, { request: request(), params: {}, context })),
    settle(callRoute(overview.loader, { request: request(), params: {}, context })),
  ]);
  return { shell, page };
}

function settled(work: () => Promise<unknown>): Promise<Outcome> {
  return work().then(
    (value) => ({ value }),
    (thrown: unknown) => ({ thrown }),
  );
}

type Outcome = { value: unknown } | { thrown: unknown };

/** The status of a Response the route threw (or that submit() caught and returned). */
function statusOf(outcome: Outcome) {
  const response = "thrown" in outcome ? outcome.thrown : outcome.value;
  return response instanceof Response ? response.status : null;
}

let owner: { jar: Jar; factorId: string; secret: string };

describe("who gets into /admin", () => {
  it("a signed-out visitor gets the 404 of an unknown URL, from both loaders", async () => {
    const { shell, page } = await openAdmin(new Jar());
    expect(statusOf(shell)).toBe(404);
    expect(statusOf(page)).toBe(404);
    const unknown = await settled(async () =>
      callRoute(notFoundRoute.loader, {
        request: new Request("http://localhost:3000/no-such-page"),
        params: {},
        context: loadContext(),
      }),
    );
    expect(statusOf(unknown)).toBe(404);
  });

  it("a signed-in customer who is not on ADMIN_EMAILS gets the same 404", async () => {
    const { jar } = await signUp("customer", PASSWORD);
    const { shell, page } = await openAdmin(jar);
    expect(statusOf(shell)).toBe(404);
    expect(statusOf(page)).toBe(404);
  });

  it("a listed address without two-factor sign-in sees only what to do: turn it on", async () => {
    const { jar } = await signUp("owner", PASSWORD, OWNER);
    const { shell, page } = await openAdmin(jar);
    expect(shell).toMatchObject({
      value: { data: { gate: { status: "second-factor", step: "enrol" } } },
    });
    expect(page).toMatchObject({ value: { data: { overview: null } } });

    // Turning it on (which passes the factor once) opens the dashboard in this session.
    const enrolment = await asBrowser(jar, (auth) => auth.enrollTotp("Owner phone"));
    if (!enrolment.ok) throw new Error(enrolment.error.message);
    const { factorId, secret } = enrolment.value;
    const mailed = await mailedEnrolmentCode(OWNER);
    const verified = await asBrowser(jar, async (auth) =>
      auth.verifyFactor(factorId, await generate({ secret }), undefined, mailed),
    );
    expect(verified.ok).toBe(true);
    owner = { jar, factorId, secret };
    const after = await openAdmin(jar);
    expect(after.shell).toMatchObject({ value: { data: { gate: { status: "admin" } } } });
  });

  it("the same owner in a new session must enter the code first", async () => {
    const jar = new Jar();
    const signedIn = await asBrowser(jar, (auth) => auth.signIn(OWNER, PASSWORD));
    expect(signedIn).toEqual({ ok: true, value: { needsMfa: true } });
    const { shell, page } = await openAdmin(jar);
    expect(shell).toMatchObject({
      value: { data: { gate: { status: "second-factor", step: "challenge" } } },
    });
    expect(page).toMatchObject({ value: { data: { overview: null } } });
  });

  it("an admin at aal2 sees the overview: a contact enquiry just sent counts among this week's leads", async () => {
    const before = await openAdmin(owner.jar);
    const count = (outcome: typeof before.page) =>
      (
        outcome as {
          value: { data: { overview: { leadsThisWeek: { kind: string; count: number }[] } } };
        }
      ).value.data.overview.leadsThisWeek.find((row) => row.kind === "contact")!.count;
    const contactsBefore = count(before.page);

    const sent = await submit(
      contact,
      "/contact",
      {
        fullName: "Ada Lovelace",
        email: "ada@example.test",
        telephone: "7045550123",
        businessNeeds: businessNeedOptions[0],
        comments: "I need help with a grant application.",
      },
      new Jar(),
    );
    expect(
      (sent as { data: { sent?: boolean } }).data?.sent ?? (sent as Response).status,
    ).toBeTruthy();

    const after = await openAdmin(owner.jar);
    expect(after.page).toMatchObject({
      value: {
        data: {
          overview: {
            ordersThisMonth: { count: expect.any(Number), revenueCents: expect.any(Number) },
            subscribers: expect.any(Number),
            deliveries: { dead: expect.any(Number), overdue: expect.any(Number) },
          },
        },
      },
    });
    expect(count(after.page)).toBe(contactsBefore + 1);
    expect(
      (after.page as { value: { data: { overview: { leadsThisWeek: { label: string }[] } } } })
        .value.data.overview.leadsThisWeek[0]!.label,
    ).toBe("Contact Form");
  });

  it("ADMIN_EMAILS is matched whatever the case and spacing; other addresses never", () => {
    const config = { adminEmails: ["owner@example.test"] };
    expect(access.isAdminEmail(config, " Owner@Example.TEST ")).toBe(true);
    expect(access.isAdminEmail(config, "owner@example.test.evil")).toBe(false);
    expect(access.isAdminEmail({ adminEmails: [] }, "owner@example.test")).toBe(false);
  });
});

/** The address the production server computes from the socket and hands every loader. */
const BROWSER_IP = "203.0.113.7";

/** A loader of the dashboard as `jar`'s browser, at `url`, reached through the server. */
function loadAs(loader: (args: RouteArgs) => Promise<unknown>, url: string, jar: Jar) {
  return settled(() =>
    callRoute(loader, {
      request: new Request(`http://localhost:3000${url}`, { headers: { cookie: jar.header() } }),
      params: {},
      context: createLoadContext({ app: site().app, clientIp: BROWSER_IP }),
    }),
  );
}

async function sendContact(fullName: string, email: string, comments: string) {
  const sent = await submit(
    contact,
    "/contact",
    { fullName, email, telephone: "7045550123", businessNeeds: businessNeedOptions[1], comments },
    new Jar(),
  );
  expect(sent).toBeTruthy();
}

type ListData = {
  data: {
    here: string;
    view: {
      leads: { id: string; name: string; email: string; handledAt: string | null }[];
      total: number;
      pages: number;
    };
  };
};

describe("the leads list and a lead's page", () => {
  it("to anyone but an admin every list, page and action is the 404 (an admin owing the code is sent to /admin)", async () => {
    const { jar: customer } = await signUp("nosy", PASSWORD);
    for (const jar of [new Jar(), customer]) {
      expect(statusOf(await loadAs(leadsRoute.loader, "/admin/leads", jar))).toBe(404);
      expect(statusOf(await loadAs(leadRoute.loader, "/admin/lead?id=x", jar))).toBe(404);
    }
    const refused = await settled(() =>
      submit(leadsRoute, "/admin/leads", { intent: "handled", leadId: randomId() }, customer),
    );
    expect(statusOf(refused)).toBe(404);

    const pending = new Jar();
    await asBrowser(pending, (auth) => auth.signIn(OWNER, PASSWORD)); // owes the code
    const sentBack = await settled(() =>
      submit(leadsRoute, "/admin/leads", { intent: "handled", leadId: randomId() }, pending),
    );
    expect(sentBack).toMatchObject({ value: expect.any(Response) });
    const response = (sentBack as { value: Response }).value;
    expect([response.status, response.headers.get("Location")]).toEqual([302, "/admin"]);
  });

  it("searches every field, filters by kind and status, and marks a lead handled with an audit line", async () => {
    const marker = `zebra${Date.now()}`;
    await sendContact("Katherine Johnson", "katherine@example.test", `Orbit maths ${marker}`);
    await sendContact("Dorothy Vaughan", "dorothy@example.test", "Fortran for the team");

    const search = await loadAs(
      leadsRoute.loader,
      `/admin/leads?kind=contact&q=${marker.toUpperCase()}`,
      owner.jar,
    );
    const list = (search as { value: ListData }).value.data;
    expect(list.view.total).toBe(1);
    expect(list.view.leads[0]).toMatchObject({
      name: "Katherine Johnson",
      email: "katherine@example.test",
      handledAt: null,
    });
    // LIKE's wildcards are searched for as text, not as wildcards.
    const wild = await loadAs(leadsRoute.loader, "/admin/leads?q=%25%25%25_", owner.jar);
    expect((wild as { value: ListData }).value.data.view.total).toBe(0);

    const leadId = list.view.leads[0]!.id;
    const marked = await submit(
      leadsRoute,
      "/admin/leads",
      { intent: "handled", leadId, returnTo: list.here },
      owner.jar,
    );
    expect((marked as Response).status).toBe(302);
    expect((marked as Response).headers.get("Location")).toBe(list.here);

    const open = await loadAs(
      leadsRoute.loader,
      `/admin/leads?handled=open&q=${marker}`,
      owner.jar,
    );
    expect((open as { value: ListData }).value.data.view.total).toBe(0);
    const done = await loadAs(
      leadsRoute.loader,
      `/admin/leads?handled=handled&q=${marker}`,
      owner.jar,
    );
    expect((done as { value: ListData }).value.data.view.leads[0]!.handledAt).not.toBeNull();
    const [line] = await listAuditLog(site().app.db, { adminEmail: OWNER });
    expect(line).toMatchObject({ action: "lead.handled", target: leadId, adminEmail: OWNER });
    expect(line!.ip).toMatch(/^10\./);

    const page = await loadAs(leadRoute.loader, `/admin/lead?id=${leadId}`, owner.jar);
    expect(page).toMatchObject({
      value: {
        data: {
          lead: {
            kindLabel: "Contact Form",
            fields: expect.arrayContaining([{ name: "fullName", value: "Katherine Johnson" }]),
          },
          deliveries: expect.arrayContaining([expect.objectContaining({ target: "webhook" })]),
        },
      },
    });
    expect(
      statusOf(await loadAs(leadRoute.loader, `/admin/lead?id=${randomId()}`, owner.jar)),
    ).toBe(404);
  });

  it("pages hold 50 leads, newest first", async () => {
    const db = site().app.db;
    const tag = `paged${Date.now()}`;
    await db.insert(leads).values(
      Array.from({ length: 51 }, (_, i) => ({
        kind: "newsletter",
        fields: { fullName: `Reader ${i}`, email: `r${i}@example.test`, tag },
        createdAt: new Date(Date.now() - (51 - i) * 1000),
      })),
    );
    const first = (await loadAs(leadsRoute.loader, `/admin/leads?q=${tag}`, owner.jar)) as {
      value: ListData;
    };
    expect(first.value.data.view).toMatchObject({ total: 51, pages: 2 });
    expect(first.value.data.view.leads).toHaveLength(50);
    expect(first.value.data.view.leads[0]!.name).toBe("Reader 50");
    const second = (await loadAs(leadsRoute.loader, `/admin/leads?q=${tag}&page=2`, owner.jar)) as {
      value: ListData;
    };
    expect(second.value.data.view.leads.map((l) => l.name)).toEqual(["Reader 0"]);
  });
});

describe("deliveries", () => {
  async function deadDelivery(name: string) {
    const db = site().app.db;
    const [lead] = await db
      .insert(leads)
      .values({ kind: "contact", fields: { fullName: name, email: "x@example.test" } })
      .returning();
    const [delivery] = await db
      .insert(deliveries)
      .values({
        leadId: lead!.id,
        target: "webhook",
        status: "dead",
        attempts: 8,
        lastError: "HTTP 500 from the webhook",
      })
      .returning();
    return { db, deliveries, id: delivery!.id };
  }

  it("lists dead ones with their last error; Retry queues one again (audited), Retry all the rest", async () => {
    const first = await deadDelivery("Mary Jackson");
    const second = await deadDelivery("Christine Darden");
    const listed = (await loadAs(deliveriesRoute.loader, "/admin/deliveries", owner.jar)) as {
      value: { data: { rows: { id: string; status: string; lastError: string; from: string }[] } };
    };
    expect(listed.value.data.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: first.id,
          status: "dead",
          lastError: "HTTP 500 from the webhook",
          from: "Mary Jackson",
        }),
      ]),
    );

    const { jar: customer } = await signUp("meddler", PASSWORD);
    const refused = await settled(() =>
      submit(deliveriesRoute, "/admin/deliveries", { intent: "retry-all" }, customer),
    );
    expect(statusOf(refused)).toBe(404);

    const retried = await submit(
      deliveriesRoute,
      "/admin/deliveries",
      { intent: "retry", deliveryId: first.id },
      owner.jar,
    );
    expect((retried as Response).status).toBe(302);
    const [row] = await first.db
      .select()
      .from(first.deliveries)
      .where(eq(first.deliveries.id, first.id));
    // Queued again from the start: its 8 attempts are forgotten (the outbox worker, woken by the
    // retry, may already have made a new one).
    expect(row!.attempts).toBeLessThan(2);
    expect(row!.status).not.toBe("dead");

    const again = await submit(
      deliveriesRoute,
      "/admin/deliveries",
      { intent: "retry", deliveryId: first.id },
      owner.jar,
    );
    expect((again as { init: ResponseInit }).init?.status).toBe(409);

    const all = await submit(
      deliveriesRoute,
      "/admin/deliveries",
      { intent: "retry-all" },
      owner.jar,
    );
    expect((all as Response).status).toBe(302);
    const [other] = await first.db
      .select()
      .from(first.deliveries)
      .where(eq(first.deliveries.id, second.id));
    expect(other!.status).not.toBe("dead");
    const lines = await listAuditLog(first.db, { adminEmail: OWNER, limit: 2 });
    expect(lines.map((l) => [l.action, l.target])).toEqual(
      expect.arrayContaining([
        ["deliveries.retry-all", null],
        ["delivery.retry", first.id],
      ]),
    );
  });
});

describe("subscribers and exports", () => {
  it("finds a subscriber, asks before unsubscribing, unsubscribes (audited), and exports with the status", async () => {
    const db = site().app.db;
    const email = `mae-${Date.now()}@example.test`;
    const [row] = await db
      .insert(newsletterSubscribers)
      .values({ email, fullName: '=HYPERLINK("x")' })
      .returning();

    const page = (await loadAs(
      subscribersRoute.loader,
      `/admin/subscribers?q=${email.slice(0, 12).toUpperCase()}&confirm=${row!.id}`,
      owner.jar,
    )) as { value: { data: { rows: { email: string }[]; confirm: { email: string } | null } } };
    expect(page.value.data.rows.map((r) => r.email)).toEqual([email]);
    expect(page.value.data.confirm?.email).toBe(email);

    const { jar: customer } = await signUp("unsub-meddler", PASSWORD);
    for (const jar of [new Jar(), customer]) {
      expect(statusOf(await loadAs(subscribersRoute.loader, "/admin/subscribers", jar))).toBe(404);
      expect(statusOf(await loadAs(subscribersCsv.loader, "/admin/subscribers.csv", jar))).toBe(
        404,
      );
      expect(statusOf(await loadAs(leadsCsv.loader, "/admin/leads.csv", jar))).toBe(404);
    }
    const refused = await settled(() =>
      submit(
        subscribersRoute,
        "/admin/subscribers",
        { intent: "unsubscribe", subscriberId: row!.id },
        customer,
      ),
    );
    expect(statusOf(refused)).toBe(404);

    const done = await submit(
      subscribersRoute,
      "/admin/subscribers",
      { intent: "unsubscribe", subscriberId: row!.id },
      owner.jar,
    );
    expect((done as Response).status).toBe(302);

    const csv = (await loadAs(
      subscribersCsv.loader,
      `/admin/subscribers.csv?q=${email}`,
      owner.jar,
    )) as {
      value: Response;
    };
    expect(csv.value.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.value.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="subscribers-/,
    );
    const lines = (await csv.value.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    // The name a visitor typed cannot become a spreadsheet formula.
    expect(lines[1]).toContain(`${email},"'=HYPERLINK(""x"")",unsubscribed,`);
    const audit = await listAuditLog(db, { adminEmail: OWNER, limit: 5 });
    expect(audit.map((l) => l.action)).toEqual(
      expect.arrayContaining(["subscriber.unsubscribe", "subscribers.export"]),
    );
    expect(audit.find((l) => l.action === "subscribers.export")).toMatchObject({
      target: `?q=${email}`,
      ip: BROWSER_IP,
    });
  });

  it("exports the leads list's current filter", async () => {
    const marker = `export${Date.now()}`;
    await sendContact("Annie Easley", "annie@example.test", `Centaur rocket ${marker}`);
    await sendContact("Someone Else", "else@example.test", "Unrelated");
    const csv = (await loadAs(
      leadsCsv.loader,
      `/admin/leads.csv?kind=contact&q=${marker}`,
      owner.jar,
    )) as {
      value: Response;
    };
    const lines = (await csv.value.text()).trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,kind,created_at,handled_at,fullName,email/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Annie Easley,annie@example.test");
    const [audited] = await listAuditLog(site().app.db, { adminEmail: OWNER, limit: 1 });
    expect(audited).toMatchObject({ action: "leads.export", ip: BROWSER_IP });
  });
});

describe("orders and the audit log", () => {
  it("lists every payment with customer, item, amount, status and reference; filters by status and searches", async () => {
    const db = site().app.db;
    const ref = `ORDER-${Date.now()}`;
    await db.insert(payments).values({
      userId: crypto.randomUUID(),
      productId: "plan-funding",
      amountCents: 40000,
      status: "completed",
      provider: "offline",
      method: "card",
      providerRef: ref,
      payerEmail: "buyer@example.test",
      idempotencyKey: `test-${ref}`,
    });
    type Orders = { value: { data: { rows: Record<string, unknown>[] } } };
    const found = (await loadAs(
      ordersRoute.loader,
      `/admin/orders?status=completed&q=${ref.toLowerCase()}`,
      owner.jar,
    )) as Orders;
    expect(found.value.data.rows).toEqual([
      expect.objectContaining({
        payerEmail: "buyer@example.test",
        amountCents: 40000,
        status: "completed",
        provider: "offline",
        providerRef: ref,
        item: expect.any(String),
      }),
    ]);
    const none = (await loadAs(
      ordersRoute.loader,
      `/admin/orders?status=refunded&q=${ref}`,
      owner.jar,
    )) as Orders;
    expect(none.value.data.rows).toEqual([]);
  });

  it("an order's page shows every step it took (kept by the database) and keeps the owner's note, audited", async () => {
    const db = site().app.db;
    const [payment] = await db
      .insert(payments)
      .values({
        userId: crypto.randomUUID(),
        productId: "plan-funding",
        amountCents: 40000,
        status: "pending",
        provider: "offline",
        method: "invoice",
        payerEmail: "invoice@example.test",
        idempotencyKey: `test-${crypto.randomUUID()}`,
      })
      .returning();
    await db.update(payments).set({ status: "completed" }).where(eq(payments.id, payment!.id));
    const url = `/admin/order?id=${payment!.id}`;
    type Page = {
      value: { data: { order: { ownerNote: string | null }; timeline: { label: string }[] } };
    };
    const page = (await loadAs(orderRoute.loader, url, owner.jar)) as Page;
    expect(page.value.data.timeline.map((step) => step.label)).toEqual([
      "Ordered, invoice sent",
      "Invoice paid",
    ]);

    const tooLong = await submit(
      orderRoute,
      url,
      { intent: "note", note: "x".repeat(2001) },
      owner.jar,
    );
    expect(tooLong).toMatchObject({
      data: { error: "The note can hold 2000 characters at most.", note: "x".repeat(2001) },
      init: { status: 400 },
    });
    const saved = await submit(
      orderRoute,
      url,
      { intent: "note", note: "  Called the customer; paid by phone.  " },
      owner.jar,
    );
    expect((saved as Response).headers.get("Location")).toBe(url);
    const after = (await loadAs(orderRoute.loader, url, owner.jar)) as Page;
    expect(after.value.data.order.ownerNote).toBe("Called the customer; paid by phone.");

    const { jar: customer } = await signUp("order-peek", PASSWORD);
    expect(statusOf(await loadAs(orderRoute.loader, url, customer))).toBe(404);
    expect(
      statusOf(
        await settled(() => submit(orderRoute, url, { intent: "note", note: "x" }, customer)),
      ),
    ).toBe(404);
    expect(
      statusOf(await loadAs(orderRoute.loader, `/admin/order?id=${randomId()}`, owner.jar)),
    ).toBe(404);
    const [line] = await listAuditLog(db, { adminEmail: OWNER, limit: 1 });
    expect(line).toMatchObject({ action: "order.note", target: payment!.id });
  });

  it("shows the latest admin actions, and one admin's; to others both pages are the 404", async () => {
    type Audit = { value: { data: { rows: { adminEmail: string }[]; admins: string[] } } };
    const mine = (await loadAs(
      auditRoute.loader,
      `/admin/audit?admin=${OWNER}`,
      owner.jar,
    )) as Audit;
    expect(mine.value.data.rows.length).toBeGreaterThan(0);
    expect(new Set(mine.value.data.rows.map((r) => r.adminEmail))).toEqual(new Set([OWNER]));
    expect(mine.value.data.admins).toContain(OWNER);
    const deputy = (await loadAs(
      auditRoute.loader,
      "/admin/audit?admin=deputy@example.test",
      owner.jar,
    )) as Audit;
    expect(deputy.value.data.rows).toEqual([]);
    for (const jar of [new Jar()]) {
      expect(statusOf(await loadAs(auditRoute.loader, "/admin/audit", jar))).toBe(404);
      expect(statusOf(await loadAs(ordersRoute.loader, "/admin/orders", jar))).toBe(404);
    }
  });
});

describe("orders by number and customer, their CSV export, and the audit log in words", () => {
  /** A customer with a profile (as sign-up writes it) and one order of theirs. */
  async function customerOrder(status: "completed" | "refunded", fullName: string) {
    const db = site().app.db;
    const userId = crypto.randomUUID();
    await db.insert(profiles).values({
      id: userId,
      fullName,
      businessName: "@SUM(A1:A9) Holdings",
      telephone: "+1 704 555 0199",
    });
    const [order] = await db
      .insert(payments)
      .values({
        userId,
        productId: "plan-funding",
        amountCents: 40000,
        status,
        provider: "offline",
        method: "card",
        providerRef: `ref-${crypto.randomUUID()}`,
        payerEmail: `${status}-${Date.now()}@example.test`,
        idempotencyKey: `test-${crypto.randomUUID()}`,
      })
      .returning();
    return order!;
  }

  type Orders = { value: { data: { rows: Record<string, unknown>[] } } };

  it("lists an order with its short number and the customer's name, business and phone; finds it by that number", async () => {
    const order = await customerOrder("completed", "Dorothy Vaughan");
    const found = (await loadAs(
      ordersRoute.loader,
      `/admin/orders?q=${formatOrderNumber(order.number).toLowerCase()}`,
      owner.jar,
    )) as Orders;
    expect(found.value.data.rows).toEqual([
      expect.objectContaining({
        id: order.id,
        number: order.number,
        customerName: "Dorothy Vaughan",
        businessName: "@SUM(A1:A9) Holdings",
        telephone: "+1 704 555 0199",
      }),
    ]);
    const byName = (await loadAs(
      ordersRoute.loader,
      `/admin/orders?q=vaughan`,
      owner.jar,
    )) as Orders;
    expect(byName.value.data.rows.map((row) => row.id)).toContain(order.id);
  });

  it("exports the orders list's filter as CSV, formulas kept as text, audited; to anyone else the 404, to an admin owing the code a way back to /admin", async () => {
    const marker = `Katherine${Date.now()}`;
    const paid = await customerOrder("completed", `=HYPERLINK("http://evil.test","${marker}")`);
    await customerOrder("refunded", `=HYPERLINK("http://evil.test","${marker}")`);
    const csv = (await loadAs(
      ordersCsv.loader,
      `/admin/orders.csv?status=completed&q=${marker}`,
      owner.jar,
    )) as { value: Response };
    expect(csv.value.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.value.headers.get("Content-Disposition")).toMatch(/^attachment; filename="orders-/);
    expect(csv.value.headers.get("Cache-Control")).toBe("private, no-store");
    const lines = (await csv.value.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "order,placed_at,customer_name,business,email,telephone,item,amount,currency,status,provider,method,provider_ref",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${formatOrderNumber(paid.number)},`));
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""${marker}"")"`);
    expect(lines[1]).toContain(",'@SUM(A1:A9) Holdings,");
    expect(lines[1]).toContain(",400.00,USD,completed,offline,card,");
    const [audited] = await listAuditLog(site().app.db, { adminEmail: OWNER, limit: 1 });
    expect(audited).toMatchObject({
      action: "orders.export",
      target: `?status=completed&q=${marker}`,
      ip: BROWSER_IP,
    });

    // Odd input: a NUL byte, an unknown status, a search far too long: an answer, never a 500.
    for (const query of ["?q=%00", "?status=%00bogus", `?q=${"x".repeat(5000)}`]) {
      const odd = (await loadAs(ordersCsv.loader, `/admin/orders.csv${query}`, owner.jar)) as {
        value: Response;
      };
      expect(odd.value.status).toBe(200);
      const list = await loadAs(ordersRoute.loader, `/admin/orders${query}`, owner.jar);
      expect(list).toMatchObject({ value: { data: { rows: expect.any(Array) } } });
      const leadsList = await loadAs(leadsRoute.loader, `/admin/leads${query}`, owner.jar);
      expect(leadsList).toMatchObject({ value: { data: { view: expect.any(Object) } } });
    }

    const { jar: customer } = await signUp("orders-csv-peek", PASSWORD);
    for (const jar of [new Jar(), customer]) {
      expect(statusOf(await loadAs(ordersCsv.loader, "/admin/orders.csv", jar))).toBe(404);
    }
    const pending = new Jar();
    await asBrowser(pending, (auth) => auth.signIn(OWNER, PASSWORD)); // owes the code
    const sentBack = await loadAs(ordersCsv.loader, "/admin/orders.csv", pending);
    const response = "thrown" in sentBack ? sentBack.thrown : sentBack.value;
    expect(response).toBeInstanceOf(Response);
    expect([(response as Response).status, (response as Response).headers.get("Location")]).toEqual(
      [302, "/admin"],
    );
  });

  it("says in words what each action touched, with a link to it", async () => {
    const db = site().app.db;
    const order = await customerOrder("completed", "Mary Jackson");
    const url = `/admin/order?id=${order.id}`;
    await submit(orderRoute, url, { intent: "note", note: "Called back." }, owner.jar);
    await sendContact("Ann Lee", `ann-${Date.now()}@example.test`, "Audit words");
    const [lead] = await db
      .select()
      .from(leads)
      .where(eq(leads.kind, "contact"))
      .orderBy(desc(leads.createdAt))
      .limit(1);
    await submit(
      leadsRoute,
      "/admin/leads",
      { intent: "handled", leadId: lead!.id, returnTo: "/admin/leads" },
      owner.jar,
    );
    type Audit = { value: { data: { rows: { text: string; href: string | null }[] } } };
    const page = (await loadAs(auditRoute.loader, "/admin/audit", owner.jar)) as Audit;
    const [handled, noted] = page.value.data.rows;
    expect(handled).toEqual({
      ...handled,
      text: "Marked the Contact Form lead from Ann Lee handled",
      href: `/admin/lead?id=${lead!.id}`,
    });
    expect(noted).toEqual({
      ...noted,
      text: `Noted on order ${formatOrderNumber(order.number)}`,
      href: url,
    });
    const texts = page.value.data.rows.map((row) => row.text);
    expect(
      texts.some((text) =>
        text.startsWith("Exported orders as CSV (status completed, search “Katherine"),
      ),
    ).toBe(true);
    expect(
      texts.some((text) => /^Unsubscribed mae-\d+@example\.test from the newsletter$/.test(text)),
    ).toBe(true);
    // No raw action names or bare ids.
    expect(texts.filter((text) => /^[a-z-]+\.[a-z-]+/.test(text))).toEqual([]);
  });

  it("offers the dashboard in the header to an admin only (the root loader's user)", async () => {
    const rootData = async (jar: Jar) => {
      const answer = (await callRoute(root.loader, {
        request: new Request("http://localhost:3000/", { headers: { cookie: jar.header() } }),
        params: {},
        context: loadContext(),
      })) as { data: { user: { isAdmin: boolean } | null } };
      return answer.data.user;
    };
    expect(await rootData(owner.jar)).toMatchObject({ isAdmin: true });
    const { jar: customer } = await signUp("header-customer", PASSWORD);
    expect(await rootData(customer)).toMatchObject({ isAdmin: false });
    expect(await rootData(new Jar())).toBeNull();
  });
});

function randomId() {
  return crypto.randomUUID();
}
