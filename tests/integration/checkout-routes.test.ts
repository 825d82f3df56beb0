import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  Jar,
  load,
  loadContext,
  site,
  onEmbeddedSite,
  signUp,
  submit,
  toastOf,
  type DataAnswer,
} from "./support/route-requests";
import * as checkout from "~/routes/checkout";
import * as paypalReturn from "~/routes/checkout.paypal";
import * as sandboxPayPal from "~/routes/sandbox.paypal";
import * as sandboxInvoice from "~/routes/sandbox.invoice";
import * as squareWebhook from "~/routes/webhooks.square";
import { payments } from "~/.server/db/schema";
import { callRoute } from "../support/route-call";

/**
 * The checkout through its routes, on the server's defaults (the offline sandbox, the embedded
 * database): what the browser may send and what it may not decide, the PayPal return, the
 * sandbox's pages and the webhook endpoint over HTTP.
 */
onEmbeddedSite("checkout-routes");

const PASSWORD = "amber-lantern-pivot-73";
const PLAN = "/checkout?product=plan-funding";

type Reply = { intent: string; ok: boolean; toast: { title: string; description?: string } };

async function paymentsOf(email: string) {
  const db = site().app.db;
  return db.select().from(payments).where(eq(payments.payerEmail, email));
}

describe("the checkout action", () => {
  it("charges the catalogue's price to the session's user, whatever amount, user or e-mail the form carries", async () => {
    const { email, jar } = await signUp("tamper", PASSWORD);
    const answer = (await submit(
      checkout,
      PLAN,
      {
        intent: "card",
        attempt: randomUUID(),
        sourceId: "cnon:card-nonce-ok",
        amount: "1",
        amountCents: "1",
        userId: randomUUID(),
        email: "mallory@example.test",
        productId: "brand-logo",
      },
      jar,
    )) as Response;
    const [row] = await paymentsOf(email);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/account/order?number=${row!.number}`);
    expect((await toastOf(answer))?.title).toBe("Payment Successful");
    expect(row).toMatchObject({
      productId: "plan-funding",
      amountCents: 40000,
      status: "completed",
      payerEmail: email,
    });
    expect(await paymentsOf("mallory@example.test")).toEqual([]);
  });

  it("[S-PAY-06] [S-PAY-20] without a session: 401, 'User not authenticated' for a card, 'Please sign in to continue' for an invoice, nothing stored", async () => {
    const jar = new Jar();
    const card = (await submit(
      checkout,
      PLAN,
      { intent: "card", attempt: randomUUID(), sourceId: "cnon:card-nonce-ok" },
      jar,
    )) as DataAnswer<Reply>;
    expect(card.init?.status).toBe(401);
    expect(card.data.toast).toMatchObject({
      title: "Payment Failed",
      description: "User not authenticated",
    });
    const invoice = (await submit(
      checkout,
      PLAN,
      { intent: "invoice", attempt: randomUUID() },
      jar,
    )) as DataAnswer<Reply>;
    expect(invoice.init?.status).toBe(401);
    expect(invoice.data.toast).toMatchObject({
      title: "Error",
      description: "Please sign in to continue",
    });
  });

  it("a malformed form is a 400 with a clear message, never a 500", async () => {
    const { jar } = await signUp("malformed", PASSWORD);
    const forms: Record<string, string>[] = [
      { intent: "card", attempt: "not-a-uuid", sourceId: "cnon:card-nonce-ok" },
      { intent: "card", attempt: randomUUID(), sourceId: "" },
      { intent: "wire-transfer", attempt: randomUUID() },
      { intent: "paypal" },
    ];
    for (const fields of forms) {
      const answer = (await submit(checkout, PLAN, fields, jar)) as DataAnswer<Reply>;
      expect(answer.init?.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data.toast.description).toBe(
        "This checkout form has expired. Please reload the page and try again.",
      );
    }
  });

  it("an item sold on an external page, or none, is a 404", async () => {
    const { jar } = await signUp("external", PASSWORD);
    for (const path of ["/checkout?product=startup-starter", "/checkout?product=nope"]) {
      const answer = (await submit(
        checkout,
        path,
        { intent: "invoice", attempt: randomUUID() },
        jar,
      )) as DataAnswer<Reply>;
      expect(answer.init?.status).toBe(404);
    }
  });
});

describe("PayPal on the offline sandbox, through the routes", () => {
  it("continue → the sandbox's approval page → approve → the return captures once and lands on the order's page", async () => {
    const { email, jar } = await signUp("paypal-route", PASSWORD);
    const started = (await submit(
      checkout,
      PLAN,
      { intent: "paypal", attempt: randomUUID() },
      jar,
    )) as Response;
    expect(started.status).toBe(303);
    const approval = new URL(started.headers.get("Location")!);
    expect(approval.pathname).toBe("/sandbox/paypal");
    const page = (await load(
      sandboxPayPal.loader,
      approval.pathname + approval.search,
      jar,
    )) as unknown as { amount: string; title: string };
    expect(page).toMatchObject({ amount: "$400.00", title: "Funding Business Plan" });

    const approved = (await submit(
      sandboxPayPal,
      approval.pathname + approval.search,
      { intent: "approve" },
      jar,
    )) as Response;
    const back = new URL(approved.headers.get("Location")!);
    expect(back.pathname).toBe("/checkout/paypal");
    expect(back.searchParams.get("PayerID")).toBeTruthy();

    for (let visit = 0; visit < 2; visit++) {
      const landed = (await load(
        paypalReturn.loader,
        back.pathname + back.search,
        jar,
      )) as Response;
      const [row] = await paymentsOf(email);
      expect(landed.headers.get("Location")).toBe(`/account/order?number=${row!.number}`);
      expect(await toastOf(landed)).toMatchObject({
        title: "Payment Successful",
        description: "Thank you for your purchase! We'll be in touch shortly.",
      });
    }
    const rows = await paymentsOf(email);
    expect(rows.map((r) => [r.method, r.status])).toEqual([["paypal", "completed"]]);
  });

  it("a forged return (another order id) captures nothing and is a 404", async () => {
    const { email, jar } = await signUp("paypal-forged", PASSWORD);
    await submit(checkout, PLAN, { intent: "paypal", attempt: randomUUID() }, jar);
    const [row] = await paymentsOf(email);
    const forged = await load(
      paypalReturn.loader,
      `/checkout/paypal?payment=${row!.id}&token=ORDER_SOMEONE_ELSES`,
      jar,
    ).catch((e: unknown) => e);
    expect((forged as { init?: ResponseInit }).init?.status).toBe(404);
    expect((await paymentsOf(email))[0]!.status).toBe("pending");
  });
});

describe("the Square webhook endpoint", () => {
  it("refuses an unsigned or forged event with 401 and answers plain text", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      callRoute(squareWebhook.action, {
        request: new Request("http://localhost:3000/webhooks/square", {
          method: "POST",
          body,
          headers: { "content-type": "application/json", ...headers },
        }),
        params: {},
        context: loadContext(),
      });
    const unsigned = await post(JSON.stringify({ event_id: "e1", type: "payment.updated" }));
    expect(unsigned.status).toBe(401);
    const forged = await post(JSON.stringify({ event_id: "e2", type: "payment.updated" }), {
      "x-square-hmacsha256-signature": "c2lnbmF0dXJl",
    });
    expect(forged.status).toBe(401);
    expect(await forged.text()).toBe("Invalid signature");
  });
});

describe("pay later, through the routes", () => {
  it("[S-PAY-22] 'Invoice Sent'; the sandbox invoice page's 'Pay invoice' completes the order through the signed webhook", async () => {
    const { email, jar } = await signUp("invoice-route", PASSWORD);
    const sent = (await submit(
      checkout,
      PLAN,
      { intent: "invoice", attempt: randomUUID() },
      jar,
    )) as Response;
    expect(await toastOf(sent)).toMatchObject({
      title: "Invoice Sent",
      description: "Please check your email for the Square invoice.",
    });
    const [row] = await paymentsOf(email);
    expect(sent.headers.get("Location")).toBe(`/account/order?number=${row!.number}`);
    expect(row).toMatchObject({ status: "pending", method: "invoice" });
    const page = new URL(row!.providerData.invoiceUrl!);
    const paid = (await submit(
      sandboxInvoice,
      page.pathname + page.search,
      {},
      new Jar(),
    )) as DataAnswer<{ paid: boolean }>;
    expect(paid.data.paid).toBe(true);
    expect((await paymentsOf(email))[0]!.status).toBe("completed");
    const again = (await submit(
      sandboxInvoice,
      page.pathname + page.search,
      {},
      new Jar(),
    )) as DataAnswer<{ paid: boolean }>;
    expect(again.init?.status).toBe(409);
  });
});
