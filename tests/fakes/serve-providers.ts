// The payment providers' fakes for a smoke run against the real providers' code paths
// (scripts/smoke-full.sh --providers): Square (./square-server.ts) and PayPal
// (./paypal-server.ts) on 127.0.0.1, and a buyer's server playing the parts a person plays at
// the provider, over HTTP:
//   POST <buyerUrl>/paypal/approve?token=ORDER     the buyer approves the order on PayPal's page:
//                                                  303 back to the site's return URL
//   POST <buyerUrl>/square/invoices/ID/pay         the payer pays the invoice: answers the signed
//                                                  invoice.payment_made webhook Square then sends,
//                                                  as JSON { body, signature } for the smoke to post
// Square signs its webhooks for the notification URL given (the site's /webhooks/square).
// Once listening it prints one JSON line: { env, buyerUrl }, env being the site's settings for
// the fakes (SQUARE_API_URL, SQUARE_ACCESS_TOKEN, …, PAYPAL_API_URL, PAYPAL_CLIENT_ID, …).
// It stops on SIGTERM or SIGINT. The fakes import the app's modules (`~/…`), hence tsx:
//
//   node --import tsx tests/fakes/serve-providers.ts --square-webhook-url URL
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import process from "node:process";
import { parseArgs } from "node:util";
import { SQUARE_SIGNATURE_HEADER } from "~/.server/payments/square/webhooks";
import { startFakePayPal } from "./paypal-server";
import { fakeSquareEnv, startFakeSquare } from "./square-server";

const { values } = parseArgs({ options: { "square-webhook-url": { type: "string" } } });
const notificationUrl = values["square-webhook-url"];
if (!notificationUrl || !URL.canParse(notificationUrl)) {
  console.error("usage: serve-providers.ts --square-webhook-url <site>/webhooks/square");
  process.exit(2);
}

const secret = () => randomBytes(24).toString("base64url");
const square = await startFakeSquare({
  accessToken: `EAAA${secret()}`,
  signatureKey: secret(),
  notificationUrl,
});
const paypal = await startFakePayPal({ clientId: `A${secret()}`, clientSecret: `E${secret()}` });

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

/** The buyer approves: PayPal sends them back to the return URL with the order and payer ids. */
function approvePayPal(res: ServerResponse, orderId: string) {
  paypal.approve(orderId);
  const back = new URL(paypal.orders.get(orderId)?.returnUrl ?? "");
  back.searchParams.set("token", orderId);
  back.searchParams.set("PayerID", randomUUID().slice(0, 13).toUpperCase());
  res.writeHead(303, { Location: back.href }).end();
}

function payInvoice(res: ServerResponse, invoiceId: string) {
  const { rawBody, headers } = square.payInvoice(invoiceId);
  answer(res, 200, { body: rawBody, signature: headers.get(SQUARE_SIGNATURE_HEADER) });
}

const buyer = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://buyer.invalid");
  const invoice = /^\/square\/invoices\/([^/]+)\/pay$/.exec(url.pathname);
  try {
    if (req.method === "POST" && url.pathname === "/paypal/approve") {
      approvePayPal(res, url.searchParams.get("token") ?? "");
    } else if (req.method === "POST" && invoice) {
      payInvoice(res, decodeURIComponent(invoice[1]!));
    } else {
      answer(res, 404, { error: `no ${req.method} ${url.pathname}` });
    }
  } catch (error) {
    answer(res, 409, { error: String(error) });
  }
});
await new Promise<void>((resolve, reject) => {
  buyer.once("error", reject);
  buyer.listen(0, "127.0.0.1", resolve);
});

console.log(
  JSON.stringify({
    env: {
      ...fakeSquareEnv(square),
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_API_URL: paypal.url,
    },
    buyerUrl: `http://127.0.0.1:${(buyer.address() as AddressInfo).port}`,
  }),
);

async function stop() {
  buyer.closeAllConnections();
  await Promise.all([
    square.close(),
    paypal.close(),
    new Promise<void>((resolve) => buyer.close(() => resolve())),
  ]);
  process.exit(0);
}
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
