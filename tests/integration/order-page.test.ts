import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  Jar,
  load,
  onEmbeddedSite,
  signUp,
  site,
  submit,
  type DataAnswer,
} from "./support/route-requests";
import { recordingMailer } from "./support/checkout";
import { payments, sandboxObjects } from "~/.server/db/schema";
import { runOutboxOnce } from "~/.server/leads/outbox";
import { createSenders } from "~/.server/leads/senders";
import { fileMailer, type MailMessage, type Mailer } from "~/.server/mail/mailer";
import * as checkout from "~/routes/checkout";
import * as orderRoute from "~/routes/account.order";
import { formatLocalDateTime } from "~/utils/local-time";

/**
 * Where a checkout ends (ADR 34): the order's page, its owner's only; one invoice per attempt and
 * per unpaid item, however often Send Invoice is pressed; the receipt as HTML and text.
 */
/** The site's mail: kept (to read) and written as `.eml` files (to see its MIME parts). */
const mailDir = mkdtempSync(join(tmpdir(), "order-page-mail-"));
const files = fileMailer(mailDir, "BTE <hi@bte.test>");
const recorded = recordingMailer();
const mailer: Mailer = {
  describe: () => "files and a record",
  send: async (message: MailMessage) => {
    await files.send(message);
    await recorded.send(message);
  },
};
onEmbeddedSite("order-page", { SITE_TIME_ZONE: "America/Chicago" }, { mailer });

const PASSWORD = "amber-lantern-pivot-73";
const PLAN = "/checkout?product=plan-funding";
const CARD_OK = "cnon:card-nonce-ok";

async function paymentsOf(email: string) {
  return site().app.db.select().from(payments).where(eq(payments.payerEmail, email));
}

async function invoicesIn(sandbox: string[]) {
  const rows = await site().app.db.select().from(sandboxObjects);
  return rows.filter((r) => r.kind === "invoice" && sandbox.includes(r.id));
}

type OrderData = {
  number: string;
  product: string;
  amountCents: number;
  method: string;
  status: string;
  customerName: string | null;
  next: { headline: string; steps: string[] };
  payInvoiceUrl: string | null;
};

async function orderPage(path: string, jar: Jar) {
  return load(orderRoute.loader, path, jar).catch((thrown: unknown) => thrown);
}

/** The site's outbox sends it (woken by the payment); this pass sends it if it has not yet. */
async function mailSentTo(email: string) {
  const { app } = site();
  const senders = createSenders(app.config.leads, mailer, {
    siteUrl: app.config.siteUrl,
    timeZone: app.config.timeZone,
    newsletterSecret: () => "n".repeat(32),
  });
  await runOutboxOnce(app.db, senders, { maxAttempts: 4 });
  await expect
    .poll(() => recorded.sent.some((m) => m.to === email), { timeout: 15_000 })
    .toBe(true);
}

function statusOf(answer: unknown) {
  return answer instanceof Response ? answer.status : 200;
}

describe("the order's page", () => {
  it("after a card payment: its number, service, amount, way of paying and what happens next", async () => {
    const { email, jar } = await signUp("order-card", PASSWORD);
    const paid = (await submit(
      checkout,
      PLAN,
      { intent: "card", attempt: randomUUID(), sourceId: CARD_OK },
      jar,
    )) as Response;
    const [row] = await paymentsOf(email);
    expect(paid.headers.get("Location")).toBe(`/account/order?number=${row!.number}`);

    const page = (await orderPage(paid.headers.get("Location")!, jar)) as { data: OrderData };
    expect(page.data).toMatchObject({
      number: `BTE-${row!.number}`,
      product: "Funding Business Plan",
      amountCents: 40000,
      method: "Visa ending in 1111",
      status: "completed",
      customerName: "Grace Hopper",
      payInvoiceUrl: null,
    });
    expect(row!.providerData.card).toEqual({ brand: "VISA", last4: "1111" });
    expect(page.data.next.headline).toBe("Thank you! Your order is paid");
    expect(page.data.next.steps).toContain(
      "We'll be in touch within one business day to get started.",
    );
    // "BTE-1042" and "1042" name the same order.
    const byName = (await orderPage(`/account/order?number=BTE-${row!.number}`, jar)) as {
      data: OrderData;
    };
    expect(byName.data.number).toBe(`BTE-${row!.number}`);
    expect(orderRoute.headers({} as never)).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("is a 404 to another signed-in user and to a visitor who is not signed in, never their order", async () => {
    const owner = await signUp("order-owner", PASSWORD);
    await submit(
      checkout,
      PLAN,
      { intent: "card", attempt: randomUUID(), sourceId: CARD_OK },
      owner.jar,
    );
    const [row] = await paymentsOf(owner.email);
    const path = `/account/order?number=${row!.number}`;
    const mallory = await signUp("order-mallory", PASSWORD);
    for (const jar of [mallory.jar, new Jar()]) {
      const answer = await orderPage(path, jar);
      expect(statusOf(answer)).toBe(404);
      expect(JSON.stringify(answer)).not.toContain("Funding Business Plan");
    }
    expect(statusOf(await orderPage(path, owner.jar))).toBe(200);
  });

  it("odd numbers are a 404, never a 500", async () => {
    const { jar } = await signUp("order-odd", PASSWORD);
    for (const number of [
      "",
      "abc",
      "1001%00",
      "%00",
      "99999999999999",
      "-5",
      "1e3",
      "1001;1002",
    ]) {
      const answer = await orderPage(`/account/order?number=${number}`, jar);
      expect(statusOf(answer), number).toBe(404);
    }
    expect(statusOf(await orderPage("/account/order", jar))).toBe(404);
  });
});

describe("with SITE_URL set", () => {
  it("PayPal started at another address (127.0.0.1) still returns to SITE_URL", async () => {
    const { jar } = await signUp("site-url-paypal", PASSWORD);
    const started = (await submit(
      checkout,
      PLAN,
      { intent: "paypal", attempt: randomUUID() },
      jar,
      { origin: "http://127.0.0.1:3000" },
    )) as Response;
    const approval = new URL(started.headers.get("Location")!);
    expect(approval.origin).toBe("http://localhost:3000");
  });
});

describe("one invoice per attempt", () => {
  it("two identical posts of Send Invoice make one invoice and one pending order, and both land on it", async () => {
    const { email, jar } = await signUp("invoice-twice", PASSWORD);
    const attempt = randomUUID();
    const first = (await submit(checkout, PLAN, { intent: "invoice", attempt }, jar)) as Response;
    const second = (await submit(checkout, PLAN, { intent: "invoice", attempt }, jar)) as Response;
    const rows = await paymentsOf(email);
    expect(rows.map((r) => [r.method, r.status])).toEqual([["invoice", "pending"]]);
    expect(first.headers.get("Location")).toBe(`/account/order?number=${rows[0]!.number}`);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await invoicesIn([rows[0]!.providerRef!])).toHaveLength(1);
  });

  it("two identical posts at once make one invoice", async () => {
    const { email, jar } = await signUp("invoice-race", PASSWORD);
    const attempt = randomUUID();
    const answers = (await Promise.all([
      submit(checkout, PLAN, { intent: "invoice", attempt }, jar),
      submit(checkout, PLAN, { intent: "invoice", attempt }, jar),
    ])) as Response[];
    const rows = await paymentsOf(email);
    expect(rows).toHaveLength(1);
    expect(answers.map((a) => a.headers.get("Location"))).toEqual([
      `/account/order?number=${rows[0]!.number}`,
      `/account/order?number=${rows[0]!.number}`,
    ]);
  });

  it("a new attempt while the item's invoice is unpaid (the page loaded again) answers that invoice; the checkout shows it instead of the ways to pay", async () => {
    const { email, jar } = await signUp("invoice-again", PASSWORD);
    await submit(checkout, PLAN, { intent: "invoice", attempt: randomUUID() }, jar);
    const again = (await submit(
      checkout,
      PLAN,
      { intent: "invoice", attempt: randomUUID() },
      jar,
    )) as Response;
    const rows = await paymentsOf(email);
    expect(rows).toHaveLength(1);
    expect(again.headers.get("Location")).toBe(`/account/order?number=${rows[0]!.number}`);

    // The checkout's loader answers its object as it is (no `data()`).
    const page = (await load(checkout.loader, PLAN, jar)) as unknown as {
      openInvoice: { number: string; orderPath: string; invoiceUrl: string } | null;
    };
    expect(page.openInvoice).toMatchObject({
      number: `BTE-${rows[0]!.number}`,
      orderPath: `/account/order?number=${rows[0]!.number}`,
      invoiceUrl: rows[0]!.providerData.invoiceUrl,
    });
    const order = (await orderPage(page.openInvoice!.orderPath, jar)) as { data: OrderData };
    expect(order.data.next.headline).toBe("Invoice sent");
    expect(order.data.method).toBe("Invoice (Buy Now Pay Later)");
    expect(order.data.payInvoiceUrl).toBe(rows[0]!.providerData.invoiceUrl);
  });

  it("a refused form still answers with data, not a redirect", async () => {
    const { jar } = await signUp("invoice-bad", PASSWORD);
    const answer = (await submit(
      checkout,
      PLAN,
      { intent: "invoice", attempt: "not-a-uuid\u0000" },
      jar,
    )) as DataAnswer<{ ok: boolean }>;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.ok).toBe(false);
  });
});

describe("a monthly item, until recurring billing exists", () => {
  it("says on the order page and the receipt that one month is paid and nothing renews by itself", async () => {
    const { email, jar } = await signUp("order-monthly", PASSWORD);
    const paid = (await submit(
      checkout,
      "/checkout?product=grant-g-club-plus",
      { intent: "card", attempt: randomUUID(), sourceId: CARD_OK },
      jar,
    )) as Response;
    const page = (await orderPage(paid.headers.get("Location")!, jar)) as { data: OrderData };
    const note =
      "$150.00 now pays for your first month only. Nothing renews or is charged automatically: before your next month we'll contact you, and you pay $150.00 for each further month only if you choose to continue.";
    expect(page.data.amountCents).toBe(15_000);
    expect(page.data.next.steps).toContain(note);
    await mailSentTo(email);
    expect(recorded.sent.find((m) => m.to === email)!.text).toContain(note);

    // A one-off item says nothing of the kind.
    const other = await signUp("order-once", PASSWORD);
    const once = (await submit(
      checkout,
      PLAN,
      { intent: "card", attempt: randomUUID(), sourceId: CARD_OK },
      other.jar,
    )) as Response;
    const oncePage = (await orderPage(once.headers.get("Location")!, other.jar)) as {
      data: OrderData;
    };
    expect(oncePage.data.next.steps.join(" ")).not.toContain("first month");
  });
});

describe("the receipt", () => {
  it("is HTML with a text part, with the short number and the business's local time", async () => {
    const { email, jar } = await signUp("receipt-mail", PASSWORD);
    await submit(checkout, PLAN, { intent: "card", attempt: randomUUID(), sourceId: CARD_OK }, jar);
    const [row] = await paymentsOf(email);
    await mailSentTo(email);
    const receipt = recorded.sent.find((m) => m.to === email)!;
    const number = `BTE-${row!.number}`;
    const local = formatLocalDateTime(row!.updatedAt, "America/Chicago");
    expect(local).toMatch(/C[SD]T$/);
    expect(receipt.subject).toBe(
      `Your receipt from BTE Consulting: Funding Business Plan, order ${number}`,
    );
    expect(receipt.text).toContain(`Order number: ${number}\n`);
    expect(receipt.text).toContain(`Paid on: ${local}\n`);
    // The card as Square's sandbox answers its test nonce, who paid, and who sold it.
    expect(receipt.text).toContain("Paid by: Visa ending in 1111\n");
    expect(receipt.text).toContain(`Billed to: Grace Hopper, ${email}\n`);
    expect(receipt.text).toContain(
      "Sold by: BTE Consulting\n  Charlotte, NC, US\n  hello@bteconsulting.example\n  (704) 555-0142\n",
    );
    expect(receipt.html).toContain(
      '<td style="padding:4px 0;white-space:pre-line">BTE Consulting\nCharlotte, NC, US\n',
    );
    expect(receipt.html).toContain(`<td style="padding:4px 0">${number}</td>`);
    expect(receipt.html).toContain(`<td style="padding:4px 0">${local}</td>`);
    expect(receipt.html).toContain(
      `href="http://localhost:3000/account/order?number=${row!.number}"`,
    );
    for (const part of [receipt.text, receipt.html!]) {
      expect(part).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
      expect(part).not.toContain(row!.id);
    }
    const notice = recorded.sent.find(
      (m) => m.subject === `New order ${number}: Funding Business Plan`,
    )!;
    expect(notice.replyTo).toBe(email);
    expect(notice.html).toContain(local);
    // The owner opens the order from the mail, by its number.
    const dashboardLink = `http://localhost:3000/admin/order?number=${row!.number}`;
    expect(notice.html).toContain(`href="${dashboardLink}"`);
    expect(notice.text).toContain(dashboardLink);

    const eml = (await readdir(mailDir)).map((name) => readFile(join(mailDir, name), "utf8"));
    const written = (await Promise.all(eml)).find((m) => m.includes(`\nTo: ${email}\r\n`))!;
    expect(written).toContain("Content-Type: multipart/alternative");
    expect(written).toContain("Content-Type: text/plain");
    expect(written).toContain("Content-Type: text/html");
  });
});
