import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthSession } from "~/.server/auth";
import { getAuth } from "~/.server/auth";
import { listAuditLog } from "~/.server/admin/audit";
import { describeAuditRows } from "~/.server/admin/audit-lines";
import {
  leads,
  localCredentials,
  paymentRefunds,
  payments,
  profiles,
  type PaymentStatus,
} from "~/.server/db/schema";
import * as customerRoute from "~/routes/admin.customer";
import * as customersRoute from "~/routes/admin.customers";
import * as customersCsv from "~/routes/admin.customers-csv";
import {
  Jar,
  loadContext,
  mailedEnrolmentCode,
  onEmbeddedSite,
  signUp,
  site,
} from "./support/route-requests";
import { createLoadContext, type RouteArgs } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * The owner's list of customers (/admin/customers), a customer's page and the CSV export, through
 * the route loaders on the embedded database (and on Postgres with `npm run
 * test:integration:postgres`): who counts as a customer, what they paid, the leads sent from
 * their address, the search, the pages, and who may see any of it.
 */
const OWNER = `owner-${Date.now()}@example.test`;
onEmbeddedSite("admin-customers", { ADMIN_EMAILS: OWNER, TRUST_PROXY: "1" });

const PASSWORD = "copper-kettle-orbit-42";
/** The address the production server computes from the socket and hands every loader. */
const BROWSER_IP = "203.0.113.9";
let owner: Jar;
let ownerOwingCode: Jar;

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

type Outcome = { value: unknown } | { thrown: unknown };

/** A loader of the dashboard as `jar`'s browser, at `url`: what it returned or threw. */
function loadAs(
  loader: (args: RouteArgs) => Promise<unknown>,
  url: string,
  jar: Jar,
): Promise<Outcome> {
  return callRoute(loader, {
    request: new Request(`http://localhost:3000${url}`, { headers: { cookie: jar.header() } }),
    params: {},
    context: createLoadContext({ app: site().app, clientIp: BROWSER_IP }),
  }).then(
    (value) => ({ value }),
    (thrown: unknown) => ({ thrown }),
  );
}

function responseOf(outcome: Outcome): Response | null {
  const response = "thrown" in outcome ? outcome.thrown : outcome.value;
  return response instanceof Response ? response : null;
}

type ListView = {
  customers: {
    id: string;
    fullName: string | null;
    businessName: string | null;
    telephone: string | null;
    email: string | null;
    orders: number;
    paidCents: number;
    leads: number;
    joinedAt: string;
    lastOrderAt: string | null;
  }[];
  filter: { q: string; page: number };
  total: number;
  pages: number;
};

async function list(url: string): Promise<ListView> {
  const outcome = await loadAs(customersRoute.loader, url, owner);
  return (outcome as { value: { data: ListView } }).value.data;
}

type PageView = {
  customer: ListView["customers"][number];
  orders: { id: string; number: number; amountCents: number; status: string; item: string }[];
  leads: { id: string; kindLabel: string; name: string }[];
};

async function customerPage(id: string): Promise<PageView> {
  const outcome = await loadAs(customerRoute.loader, `/admin/customer?id=${id}`, owner);
  return (outcome as { value: { data: PageView } }).value.data;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function order(userId: string, status: PaymentStatus, amountCents: number, at: Date) {
  const [row] = await site()
    .app.db.insert(payments)
    .values({
      userId,
      productId: "plan-funding",
      amountCents,
      status,
      provider: "offline",
      method: "card",
      payerEmail: null,
      idempotencyKey: `test-${crypto.randomUUID()}`,
      createdAt: at,
    })
    .returning();
  return row!;
}

async function lead(kind: string, email: string, fullName: string, at = new Date()) {
  const [row] = await site()
    .app.db.insert(leads)
    .values({ kind, fields: { fullName, email, comments: "Hello" }, createdAt: at })
    .returning();
  return row!;
}

describe("the customers list and a customer's page", () => {
  /** A local account (signed up through /auth) with a completed, a refunded and a pending order. */
  let grace: { id: string; email: string; orders: string[]; leads: string[]; lastOrderAt: Date };
  /** A Supabase user: a profile and an order, the address only on the order. */
  let ada: { id: string; email: string; joinedAt: Date };
  const marker = `marker${Date.now()}`;

  beforeAll(async () => {
    const db = site().app.db;
    const { email } = await signUp(`grace-${marker}`, PASSWORD);
    const [account] = await db
      .select()
      .from(localCredentials)
      .where(eq(localCredentials.email, email));
    const id = account!.userId;
    await db
      .update(profiles)
      .set({ businessName: `Compilers ${marker}` })
      .where(eq(profiles.id, id));
    const paid = await order(id, "completed", 42_500, minutesAgo(30));
    // $25 of it refunded: the totals are net of it (issue 45).
    await db.insert(paymentRefunds).values({
      paymentId: paid.id,
      amountCents: 2_500,
      refundId: `refund-${marker}`,
      idempotencyKey: `test-${crypto.randomUUID()}`,
    });
    const refunded = await order(id, "refunded", 20_000, minutesAgo(20));
    const pending = await order(id, "pending", 15_050, minutesAgo(10));
    const shouted = await lead("contact", email.toUpperCase(), "Grace Hopper", minutesAgo(5));
    const mixed = await lead(
      "academy",
      ` ${email[0]!.toUpperCase()}${email.slice(1)}`.trim(),
      "Grace H.",
      minutesAgo(4),
    );
    // Not hers: another address, and the site's own notice of her sign-up (not an enquiry).
    await lead("contact", `not-${email}`, "Someone Else");
    await lead("signup", email, "Grace Hopper");
    grace = {
      id,
      email,
      orders: [pending.id, refunded.id, paid.id],
      leads: [mixed.id, shouted.id],
      lastOrderAt: pending.createdAt,
    };

    const adaId = crypto.randomUUID();
    const adaJoined = minutesAgo(600);
    await db.insert(profiles).values({
      id: adaId,
      fullName: `=HYPERLINK("http://evil.test","Ada")`,
      businessName: `@Engines ${marker}`,
      telephone: "+1 704 555 0100",
      createdAt: adaJoined,
    });
    const adaEmail = `ada-${marker}@example.test`;
    await db.insert(payments).values({
      userId: adaId,
      productId: "plan-funding",
      amountCents: 12_345,
      status: "completed",
      provider: "offline",
      payerEmail: adaEmail,
      idempotencyKey: `test-${crypto.randomUUID()}`,
      createdAt: minutesAgo(300),
    });
    ada = { id: adaId, email: adaEmail, joinedAt: adaJoined };
  });

  it("counts every order, totals the completed ones net of refunds, and the enquiries from the address in any case", async () => {
    const found = await list(`/admin/customers?q=${encodeURIComponent(grace.email)}`);
    expect(found.total).toBe(1);
    expect(found.customers).toEqual([
      expect.objectContaining({
        id: grace.id,
        fullName: "Grace Hopper",
        businessName: `Compilers ${marker}`,
        telephone: "7045550111",
        email: grace.email,
        orders: 3,
        paidCents: 40_000,
        leads: 2,
        lastOrderAt: grace.lastOrderAt.toISOString(),
      }),
    ]);
    const page = await customerPage(grace.id);
    expect(page.customer).toMatchObject({ paidCents: 40_000, orders: 3, leads: 2 });
    expect(page.orders.map((o) => [o.id, o.status, o.amountCents])).toEqual([
      [grace.orders[0], "pending", 15_050],
      [grace.orders[1], "refunded", 20_000],
      [grace.orders[2], "completed", 42_500],
    ]);
    expect(page.leads.map((l) => l.id)).toEqual(grace.leads);
    expect(page.leads[0]).toMatchObject({ kindLabel: "Academy Interest Form", name: "Grace H." });
  });

  it("lists a Supabase user by the address they paid with, and sorts by the latest activity", async () => {
    const found = await list(`/admin/customers?q=${marker.toUpperCase()}`);
    expect(found.customers.map((c) => c.id)).toEqual([grace.id, ada.id]);
    expect(found.customers[1]).toMatchObject({
      email: ada.email,
      orders: 1,
      paidCents: 12_345,
      leads: 0,
      joinedAt: ada.joinedAt.toISOString(),
    });
    // Ada sends an enquiry now: she is the latest active.
    await lead("contact", ada.email.toUpperCase(), "Ada");
    const after = await list(`/admin/customers?q=${marker}`);
    expect(after.customers.map((c) => [c.id, c.leads])).toEqual([
      [ada.id, 1],
      [grace.id, 2],
    ]);
  });

  it("searches names, businesses and addresses; pages hold 50", async () => {
    expect((await list(`/admin/customers?q=grace hopper`)).customers.map((c) => c.id)).toContain(
      grace.id,
    );
    expect((await list(`/admin/customers?q=${ada.email.toUpperCase()}`)).total).toBe(1);
    expect((await list(`/admin/customers?q=nobody-${marker}`)).customers).toEqual([]);
    // A literal % matches only a %.
    expect((await list(`/admin/customers?q=%25`)).total).toBe(0);

    const many = `many${Date.now()}`;
    await site()
      .app.db.insert(profiles)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          id: crypto.randomUUID(),
          fullName: `Customer ${i} ${many}`,
          createdAt: minutesAgo(1000 + i),
        })),
      );
    const first = await list(`/admin/customers?q=${many}`);
    expect([first.total, first.pages, first.customers.length]).toEqual([55, 2, 50]);
    expect(first.customers[0]!.fullName).toBe(`Customer 0 ${many}`);
    const second = await list(`/admin/customers?q=${many}&page=2`);
    expect(second.customers.map((c) => c.fullName)).toEqual(
      [50, 51, 52, 53, 54].map((i) => `Customer ${i} ${many}`),
    );
    // Odd input is an answer, never a 500.
    for (const query of ["?q=%00", "?page=-3", "?page=abc", `?q=${"x".repeat(5000)}`]) {
      expect(await list(`/admin/customers${query}`)).toMatchObject({ total: expect.any(Number) });
    }
  });

  it("the owner's own account (ADMIN_EMAILS, any case) is no customer: not listed, not exported", async () => {
    expect((await list(`/admin/customers?q=${encodeURIComponent(OWNER)}`)).total).toBe(0);
    expect(
      (await list(`/admin/customers?q=${encodeURIComponent(OWNER.toUpperCase())}`)).total,
    ).toBe(0);
    const outcome = await loadAs(
      customersCsv.loader,
      `/admin/customers.csv?q=${encodeURIComponent(OWNER)}`,
      owner,
    );
    const lines = (await responseOf(outcome)!.text()).trim().split("\r\n");
    expect(lines).toHaveLength(1);
  });

  it("a customer's page is the 404 for an unknown or malformed id", async () => {
    for (const id of [crypto.randomUUID(), "not-a-uuid", ""]) {
      const outcome = await loadAs(customerRoute.loader, `/admin/customer?id=${id}`, owner);
      expect(responseOf(outcome)?.status).toBe(404);
    }
  });

  it("exports the search as CSV, formulas kept as text, amounts in dollars, audited", async () => {
    const outcome = await loadAs(customersCsv.loader, `/admin/customers.csv?q=${marker}`, owner);
    const response = responseOf(outcome)!;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="customers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "name,business,email,telephone,orders,total_paid,leads,joined_at,last_order_at,last_active_at",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(`^"'=HYPERLINK\\(""http://evil.test"",""Ada""\\)",'@Engines ${marker},`),
    );
    expect(lines[1]).toContain(`,${ada.email},'+1 704 555 0100,1,123.45,1,`);
    expect(lines[2]).toContain(
      `Grace Hopper,Compilers ${marker},${grace.email},7045550111,3,400.00,2,`,
    );
    const [audited] = await listAuditLog(site().app.db, { adminEmail: OWNER, limit: 1 });
    expect(audited).toMatchObject({
      action: "customers.export",
      target: `?q=${marker}`,
      ip: BROWSER_IP,
    });
    const [line] = await describeAuditRows(site().app.db, [audited!]);
    expect(line).toMatchObject({
      text: `Exported customers as CSV (search “${marker}”)`,
      href: `/admin/customers?q=${marker}`,
    });
  });
});

describe("who may see customers", () => {
  it("to a visitor and to a signed-in customer the list, a page and the CSV are the 404", async () => {
    const { jar: customer } = await signUp("nosy", PASSWORD);
    for (const jar of [new Jar(), customer]) {
      for (const [loader, url] of [
        [customersRoute.loader, "/admin/customers"],
        [customerRoute.loader, `/admin/customer?id=${crypto.randomUUID()}`],
        [customersCsv.loader, "/admin/customers.csv"],
      ] as const) {
        expect(responseOf(await loadAs(loader, url, jar))?.status).toBe(404);
      }
    }
    const audited = await listAuditLog(site().app.db, { limit: 100 });
    expect(
      audited.filter((row) => row.action === "customers.export" && row.adminEmail !== OWNER),
    ).toEqual([]);
  });

  it("an admin owing the second factor gets nothing from the list or a page, and the CSV sends them to /admin", async () => {
    const listed = await loadAs(customersRoute.loader, "/admin/customers", ownerOwingCode);
    expect(listed).toMatchObject({ value: { data: null } });
    const page = await loadAs(
      customerRoute.loader,
      `/admin/customer?id=${crypto.randomUUID()}`,
      ownerOwingCode,
    );
    expect(page).toMatchObject({ value: { data: null } });
    const csv = responseOf(
      await loadAs(customersCsv.loader, "/admin/customers.csv", ownerOwingCode),
    );
    expect([csv?.status, csv?.headers.get("Location")]).toEqual([302, "/admin"]);
  });
});
