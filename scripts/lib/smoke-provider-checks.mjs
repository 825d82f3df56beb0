// The full smoke's payment checks against the real providers' code paths (scripts/smoke.mjs with
// --providers): the site talks to the fakes of tests/fakes/serve-providers.ts, whose buyer's
// server (`buyerUrl`) plays what a person does at PayPal or on a Square invoice's page.
import { isRedirect, SmokeError, textOf } from "./smoke-browser.mjs";
import { expect } from "./smoke-check.mjs";
import { checkoutForm, orderPageOf, postCard } from "./smoke-checkout.mjs";
import { sendSquareWebhook } from "./smoke-webhook.mjs";

/** Square's sandbox test nonce of a declined card, and the words the site shows for it. */
const CARD_DECLINED_NONCE = "cnon:card-nonce-declined";
const CARD_DECLINED = ["Payment Failed", "Your card was declined. Please use another card."];
const INVOICE_PAID = "Your invoice is paid";
const WAIT_MS = 10_000;

/** `browser` is signed in; `buyerUrl` the providers' fakes' buyer (serve-providers.ts). */
export function createProviderChecks({ browser, buyerUrl }) {
  async function buyer(path) {
    return fetch(new URL(path, buyerUrl), {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
  }

  async function paidOrders() {
    const page = await browser.get("/account?tab=orders");
    expect(page.status === 200, "HTTP 200 for /account?tab=orders", page);
    return page.body.split('data-status="completed"').length - 1;
  }

  return {
    async declinedCard() {
      const before = await paidOrders();
      const answer = await postCard(browser, CARD_DECLINED_NONCE);
      const text = textOf(answer.body);
      expect(
        answer.status >= 400 && answer.status < 500 && CARD_DECLINED.every((t) => text.includes(t)),
        `a 4xx showing "${CARD_DECLINED.join(": ")}"`,
        answer,
      );
      const after = await paidOrders();
      if (after !== before) {
        throw new SmokeError(`paid orders in the history went from ${before} to ${after}`);
      }
    },

    async payWithPayPal() {
      const form = await checkoutForm(browser, "plan-funding", "paypal");
      const answer = await browser.submit(form);
      const approval = isRedirect(answer) ? new URL(answer.location, browser.origin) : null;
      expect(
        approval?.pathname === "/checkoutnow" && approval.origin !== browser.origin,
        "a redirect to PayPal's approval page (the fake's /checkoutnow?token=…)",
        answer,
      );
      const page = await fetch(approval, { signal: AbortSignal.timeout(15_000) });
      await page.body?.cancel();
      if (!page.ok) throw new SmokeError(`GET ${approval.href}: HTTP ${page.status}`);
      const token = approval.searchParams.get("token");
      const approved = await buyer(`/paypal/approve?token=${encodeURIComponent(token)}`);
      const back = approved.headers.get("location");
      if (approved.status !== 303 || !back) {
        throw new SmokeError(
          `the buyer's approval: HTTP ${approved.status} ${await approved.text()}`,
        );
      }
      await orderPageOf(browser, await browser.get(back), "Paid with PayPal");
    },

    /**
     * The invoice of `orderPath` paid on Square's page: Square's signed `invoice.payment_made`,
     * badly signed refused, signed accepted, then the order's page shows it paid.
     */
    async squareWebhook(orderPath) {
      const order = await browser.get(orderPath);
      const invoiceId = /\/pay-invoice\/([^"?#]+)/.exec(order.body)?.[1];
      expect(invoiceId, `a link to the invoice's page at Square on ${orderPath}`, order);
      const paid = await buyer(`/square/invoices/${invoiceId}/pay`);
      if (!paid.ok) throw new SmokeError(`paying the invoice: HTTP ${paid.status}`);
      const { body, signature } = await paid.json();
      await sendSquareWebhook(browser.origin, body, signature, ["badly signed", "signed"]);
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const page = await browser.get(orderPath);
        if (page.status === 200 && textOf(page.body).includes(INVOICE_PAID)) return;
        if (Date.now() > deadline) {
          throw new SmokeError(`${orderPath} not showing "${INVOICE_PAID}" within ${WAIT_MS} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
  };
}
