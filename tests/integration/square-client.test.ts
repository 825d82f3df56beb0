import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProviderUnavailable } from "~/.server/payments/port";
import {
  SQUARE_VERSION,
  squareClient,
  type SquareClientOptions,
  type SquareConfig,
} from "~/.server/payments/square/client";
import {
  SquareHttpError,
  SquareNoAnswerError,
  squareRefusal,
} from "~/.server/payments/square/errors";
import { startFakeSquare, type FakeSquare } from "../fakes/square-server";

/** A token no message, log line or error may ever show. */
const TOKEN = "EAAAl-secret-square-token-7f3c9d";

const started: FakeSquare[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(started.splice(0).map((fake) => fake.close()));
});

async function fake() {
  const square = await startFakeSquare({ accessToken: TOKEN });
  started.push(square);
  return square;
}

function config(overrides: Partial<SquareConfig> = {}): SquareConfig {
  return {
    accessToken: TOKEN,
    applicationId: "sandbox-sq0idb-app",
    locationId: "LFAKE0LOCATION",
    webhookSignatureKey: "key",
    webhookUrl: "https://shop.example.test/webhooks/square",
    environment: "sandbox",
    apiUrl: undefined,
    ...overrides,
  };
}

const clientFor = (square: FakeSquare, options: SquareClientOptions = { maxRetries: 0 }) =>
  squareClient(config({ apiUrl: square.url }), options);

const payment = (sourceId: string, key: string) => ({
  idempotency_key: key,
  source_id: sourceId,
  amount_money: { amount: 2500, currency: "USD" },
  location_id: "LFAKE0LOCATION",
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error === undefined) throw new Error("expected the call to fail");
  return error;
}

/** Everything an error could show: message, stack, causes and own fields. */
const shown = (error: unknown) => `${inspect(error, { depth: 10 })} ${JSON.stringify(error)}`;

describe("Square client", () => {
  it("sends the token, Square-Version and the idempotency key as given, and answers the JSON", async () => {
    const square = await fake();
    const client = clientFor(square);
    const answer = await client.post<{ payment: { id: string; status: string } }>(
      "/v2/payments",
      payment("cnon:card-nonce-ok", "key-1-payment"),
    );
    expect(answer.payment.status).toBe("COMPLETED");
    const got = await client
      .get<{ order?: { id: string } }>(`/v2/orders/${encodeURIComponent("no:such order")}`)
      .catch((e: unknown) => e);
    expect(got).toBeInstanceOf(SquareHttpError);

    const [post, get] = square.received;
    expect(post?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      "square-version": SQUARE_VERSION,
      "content-type": "application/json",
      accept: "application/json",
    });
    expect(post?.body).toMatchObject({
      idempotency_key: "key-1-payment",
      amount_money: { amount: 2500, currency: "USD" },
    });
    expect(get).toMatchObject({ method: "GET", path: "/v2/orders/no%3Asuch%20order" });
    expect(get?.headers["content-type"]).toBeUndefined();
    expect(SQUARE_VERSION).toBe("2026-09-16");
  });

  it("a decline is a SquareHttpError with Square's errors, which squareRefusal returns as a refusal", async () => {
    const square = await fake();
    const error = await failure(
      clientFor(square).post("/v2/payments", payment("cnon:card-nonce-declined", "key-2")),
    );
    expect(error).toBeInstanceOf(SquareHttpError);
    expect(error).toMatchObject({
      status: 400,
      call: "POST /v2/payments",
      errors: [{ category: "PAYMENT_METHOD_ERROR", code: "GENERIC_DECLINE" }],
    });
    expect(squareRefusal(error, "the card payment")).toEqual({
      status: 400,
      category: "PAYMENT_METHOD_ERROR",
      code: "GENERIC_DECLINE",
      detail: "Authorization error: 'GENERIC_DECLINE'",
    });
    expect(shown(error)).not.toContain(TOKEN);
  });

  it.each([500, 503] as const)(
    "a %i is a failure, never a refusal; with a retry the same request goes again and succeeds",
    async (status) => {
      const square = await fake();
      square.failNext(status);
      const error = await failure(
        clientFor(square).post("/v2/payments", payment("cnon:card-nonce-ok", "key-3")),
      );
      expect(error).toMatchObject({ status });
      expect(() => squareRefusal(error, "the card payment")).toThrow(ProviderUnavailable);
      expect(square.state.payments.size).toBe(0);

      square.failNext(status);
      await clientFor(square, { maxRetries: 1 }).post(
        "/v2/payments",
        payment("cnon:card-nonce-ok", "key-4"),
      );
      const retried = square.received.slice(-2);
      expect(retried.map((r) => r.status)).toEqual([status, 200]);
      expect(retried.map((r) => r.body.idempotency_key)).toEqual(["key-4", "key-4"]);
    },
  );

  it("a timeout is an unknown outcome: SquareNoAnswerError, then ProviderUnavailable", async () => {
    const square = await fake();
    square.delayNext(3_000);
    const began = Date.now();
    const error = await failure(
      clientFor(square, { maxRetries: 1, timeoutSeconds: 1 }).post(
        "/v2/payments",
        payment("cnon:card-nonce-ok", "key-5"),
      ),
    );
    expect(Date.now() - began).toBeLessThan(2_500);
    expect(error).toBeInstanceOf(SquareNoAnswerError);
    expect(error).toMatchObject({ timedOut: true, call: "POST /v2/payments" });
    // Square acted although no answer came: only a replay with the same key can tell.
    expect(square.state.payments.size).toBe(1);
    expect(square.received).toHaveLength(1);
    expect(() => squareRefusal(error, "the card payment")).toThrow(
      /Square did not answer the card payment in time/,
    );
    expect(shown(error)).not.toContain(TOKEN);
  });

  it("Square out of reach is SquareNoAnswerError (not a timeout)", async () => {
    const square = await fake();
    const client = clientFor(square);
    await square.close();
    started.splice(started.indexOf(square), 1);
    const error = await failure(client.get("/v2/invoices/inv"));
    expect(error).toMatchObject({ timedOut: false });
    expect(() => squareRefusal(error, "the invoice")).toThrow(
      /Square could not be reached for the invoice/,
    );
    expect(shown(error)).not.toContain(TOKEN);
  });

  it("a refused token is named by its setting, never shown", async () => {
    const square = await fake();
    const wrong = "EAAAl-wrong-secret-token-91ab";
    const client = squareClient(config({ apiUrl: square.url, accessToken: wrong }), {
      maxRetries: 0,
    });
    const error = await failure(client.post("/v2/payments", payment("cnon:card-nonce-ok", "k")));
    expect(error).toMatchObject({ status: 401 });
    let sorted: unknown;
    try {
      squareRefusal(error, "the card payment");
    } catch (e) {
      sorted = e;
    }
    expect(sorted).toBeInstanceOf(ProviderUnavailable);
    expect(String(sorted)).toMatch(/SQUARE_ACCESS_TOKEN/);
    expect(shown(sorted)).not.toContain(wrong);
    expect(shown(sorted)).not.toContain(TOKEN);
  });

  it("does not follow a redirect: a 3xx is a failure naming no error code", async () => {
    const server = createServer((_req, res) => {
      res.writeHead(302, { location: "https://elsewhere.example.test/v2/payments" }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = squareClient(config({ apiUrl: `http://127.0.0.1:${port}/` }));
      const error = await failure(client.post("/v2/payments", payment("x", "k")));
      expect(error).toMatchObject({ status: 302, errors: [] });
      expect(() => squareRefusal(error, "the card payment")).toThrow(
        /Square answered the card payment with 302 and no error code/,
      );
    } finally {
      server.close();
    }
  });

  it("talks to the environment's host unless SQUARE_API_URL says otherwise", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response("{}", { status: 200 }));
    });
    await squareClient(config()).get("/v2/invoices/a");
    await squareClient(config({ environment: "production" })).get("/v2/invoices/b");
    await squareClient(config({ apiUrl: "http://127.0.0.1:9/square/" })).get("/v2/invoices/c");
    expect(urls).toEqual([
      "https://connect.squareupsandbox.com/v2/invoices/a",
      "https://connect.squareup.com/v2/invoices/b",
      "http://127.0.0.1:9/square/v2/invoices/c",
    ]);
  });
});
