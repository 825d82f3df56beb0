import { describe, expect, it } from "vitest";
import { createPayPalClient } from "~/.server/payments/paypal/api-client";

/**
 * A fetch that refuses, as workerd's does, to run as a method of another object: calling it as
 * `options.fetch(…)` throws "Illegal invocation" there, which the client took for PayPal being
 * unreachable, so every PayPal checkout on the edge answered 503.
 */
function workerdFetch(this: unknown, input: RequestInfo | URL): Promise<Response> {
  if (this !== undefined && this !== globalThis) {
    throw new TypeError("Illegal invocation: function called with incorrect `this` reference.");
  }
  const path = new URL(String(input)).pathname;
  return Promise.resolve(
    path === "/v1/oauth2/token"
      ? Response.json({ access_token: "A21AA-token", token_type: "Bearer", expires_in: 32_400 })
      : Response.json({ id: "5O190127TN364715T", status: "PAYER_ACTION_REQUIRED" }),
  );
}

describe("the PayPal client's fetch", () => {
  it("calls the given fetch as a function, as workerd requires of its own", async () => {
    const client = createPayPalClient({
      baseUrl: "https://api-m.sandbox.paypal.com",
      clientId: "client-id",
      clientSecret: "client-secret",
      timeoutMs: 1_000,
      fetch: workerdFetch as typeof fetch,
    });
    const answer = await client.request("GET", "/v2/checkout/orders/5O190127TN364715T");
    expect(answer).toEqual({
      status: 200,
      body: { id: "5O190127TN364715T", status: "PAYER_ACTION_REQUIRED" },
    });
  });
});
