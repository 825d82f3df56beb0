import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { load, onEmbeddedSite, signUp, site, submit } from "./support/route-requests";
import { recordingMailer } from "./support/checkout";
import { leads, payments } from "~/.server/db/schema";
import * as checkout from "~/routes/checkout";
import * as paypalReturn from "~/routes/checkout.paypal";
import * as orderRoute from "~/routes/account.order";
import * as sandboxPayPal from "~/routes/sandbox.paypal";

/**
 * SITE_URL unset (a trial on this machine, ADR 34): the links the visitor's own browser follows
 * next (PayPal's return, the invoice page) keep the address they opened the site at, so a phone on
 * the local network or `127.0.0.1` keeps its session; anything mailed still uses the configured
 * address, whatever Host a request claims. Only on the embedded database: a shared one needs
 * SITE_URL (ADR 31), where links always follow it (order-page.test.ts).
 */
const onPostgres = process.env.ROUTE_TESTS_ON_POSTGRES === "1";
const mailer = recordingMailer();
if (!onPostgres) onEmbeddedSite("visitor-address", { SITE_URL: "" }, { mailer });

const PASSWORD = "amber-lantern-pivot-73";
const PLAN = "/checkout?product=plan-funding";
const LOOPBACK = "http://127.0.0.1:3000";
const FORGED = "http://evil.example";

async function paymentsOf(email: string) {
  return site().app.db.select().from(payments).where(eq(payments.payerEmail, email));
}

describe.skipIf(onPostgres)("links when SITE_URL is not set", () => {
  it("PayPal started at 127.0.0.1 approves and returns at 127.0.0.1, onto the order's page", async () => {
    expect(site().app.config.siteUrl).toBe("http://localhost:3000");
    const { email, jar } = await signUp("loopback-paypal", PASSWORD);
    const started = (await submit(
      checkout,
      PLAN,
      { intent: "paypal", attempt: randomUUID() },
      jar,
      { origin: LOOPBACK },
    )) as Response;
    const approval = new URL(started.headers.get("Location")!);
    expect(approval.origin).toBe(LOOPBACK);
    const approved = (await submit(
      sandboxPayPal,
      approval.pathname + approval.search,
      { intent: "approve" },
      jar,
      { origin: LOOPBACK },
    )) as Response;
    const back = new URL(approved.headers.get("Location")!);
    expect(back.origin).toBe(LOOPBACK);
    expect(back.pathname).toBe("/checkout/paypal");
    const landed = (await load(paypalReturn.loader, back.pathname + back.search, jar, {
      origin: LOOPBACK,
    })) as Response;
    const [row] = await paymentsOf(email);
    expect(row!.status).toBe("completed");
    expect(landed.headers.get("Location")).toBe(`/account/order?number=${row!.number}`);
  });

  it("the invoice's page opens at the visitor's address; the mailed invoice and receipt links keep the site's, whatever Host the request forged", async () => {
    const { email, jar } = await signUp("forged-host", PASSWORD);
    await submit(checkout, PLAN, { intent: "invoice", attempt: randomUUID() }, jar, {
      origin: FORGED,
    });
    const [invoice] = await paymentsOf(email);
    expect(invoice!.providerData.invoiceUrl).toMatch(
      /^http:\/\/localhost:3000\/sandbox\/invoice\?/,
    );
    const mailed = mailer.sent.find((m) => m.to === email)!;
    expect(mailed.text).toContain("http://localhost:3000/sandbox/invoice?");
    expect(mailed.text).not.toContain("evil.example");

    const page = (await load(orderRoute.loader, `/account/order?number=${invoice!.number}`, jar, {
      origin: LOOPBACK,
    })) as { data: { payInvoiceUrl: string } };
    expect(page.data.payInvoiceUrl).toBe(
      invoice!.providerData.invoiceUrl!.replace("http://localhost:3000", LOOPBACK),
    );

    await submit(
      checkout,
      "/checkout?product=plan-nonprofit",
      { intent: "card", attempt: randomUUID(), sourceId: "cnon:card-nonce-ok" },
      jar,
      { origin: FORGED },
    );
    const orderLeads = await site().app.db.select().from(leads).where(eq(leads.kind, "order"));
    const mine = orderLeads.filter((lead) => lead.fields.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.fields).toMatchObject({
      ordersUrl: "http://localhost:3000/account?tab=orders",
      orderUrl: expect.stringMatching(/^http:\/\/localhost:3000\/account\/order\?number=\d+$/),
    });
    expect(JSON.stringify(mine[0]!.fields)).not.toContain("evil.example");
  });
});
