// Checkout steps the full smoke's checks share (scripts/lib/smoke-full-checks.mjs with the
// offline sandbox, scripts/lib/smoke-provider-checks.mjs with the providers' fakes).
import { randomUUID } from "node:crypto";
import { isRedirect, textOf } from "./smoke-browser.mjs";
import { expect, findForm, hasField } from "./smoke-check.mjs";

/** The checkout page's form whose intent is `intent`. */
export async function checkoutForm(browser, product, intent) {
  const page = await browser.get(`/checkout?product=${product}`);
  expect(page.status === 200, `HTTP 200 for /checkout?product=${product}`, page);
  return findForm(page, `checkout form (intent ${intent})`, (f) => hasField(f, "intent", intent));
}

/**
 * What the card form's script posts once the card provider's SDK handed it `nonce`: the page's
 * form guards (taken from the PayPal form, which has no script), a fresh attempt and the nonce.
 */
export async function postCard(browser, nonce) {
  const form = await checkoutForm(browser, "plan-funding", "paypal");
  const guards = form.fields.filter(([name]) => name !== "intent" && name !== "attempt");
  return browser.post(form.action, [
    ...guards,
    ["intent", "card"],
    ["attempt", randomUUID()],
    ["sourceId", nonce],
  ]);
}

/** The order `answer` redirected to, checked to be the account's order page `showing` a text. */
export async function orderPageOf(browser, answer, showing) {
  const order = isRedirect(answer) ? new URL(answer.location, browser.origin) : null;
  expect(
    order?.pathname === "/account/order" && /^\d+$/.test(order.searchParams.get("number") ?? ""),
    "a redirect to /account/order?number=N",
    answer,
  );
  const page = await browser.get(order.pathname + order.search);
  expect(
    page.status === 200 && textOf(page.body).includes(showing),
    `HTTP 200 for ${order.pathname}${order.search} showing "${showing}"`,
    page,
  );
  return { number: order.searchParams.get("number"), path: order.pathname + order.search, page };
}
