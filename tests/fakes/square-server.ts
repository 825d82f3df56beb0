import { randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { SQUARE_SIGNATURE_HEADER, squareSignature } from "~/.server/payments/square/webhooks";
import { FakeSquareState, SquareApiError, type Json } from "./square-model";

/**
 * A local stand-in for Square's API, for the Square adapter's tests: a node:http server on
 * 127.0.0.1 answering exactly the calls the adapter makes (payments, customer search and
 * creation, orders, invoices and their publication, refunds and the invoice and order reads a
 * refund of an invoice makes) in Square's documented JSON shapes, with
 * its rules: a bearer access token on every call (401 AUTHENTICATION_ERROR otherwise), the
 * sandbox's test nonces (./square-model.ts), and idempotency keys — the same key with the same
 * body answers the stored first answer again, the same key with another body is refused with
 * IDEMPOTENCY_KEY_REUSED. It also plays Square's part after the call: the payer paying an
 * invoice and the signed webhooks Square then sends, and faults (a 5xx, a slow answer).
 */
export type FakeSquareOptions = {
  accessToken?: string;
  locationId?: string;
  /** The webhook subscription's signature key and notification URL: what Square signs with. */
  signatureKey?: string;
  notificationUrl?: string;
};

type ReceivedSquareRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Json;
  status: number;
};

/** A webhook request as Square would send it: the raw body and its signature header. */
type SquareWebhookRequest = { rawBody: string; headers: Headers };

export type FakeSquare = {
  url: string;
  accessToken: string;
  locationId: string;
  signatureKey: string;
  notificationUrl: string;
  /** Every request received, oldest first (including refused and faulted ones). */
  received: ReceivedSquareRequest[];
  state: FakeSquareState;
  /**
   * Answers the next request (whose path matches `path`, when given) with this 5xx, without
   * doing its work: Square failed before acting.
   */
  failNext(status: 500 | 502 | 503, path?: RegExp): void;
  /**
   * Does the next request's work (whose path matches `path`, when given), then waits `ms` before
   * answering: to a client with a shorter timeout the outcome is unknown although Square acted,
   * which is what a replay with the same key must then settle.
   */
  delayNext(ms: number, path?: RegExp): void;
  /** The payer pays the invoice; returns the signed `invoice.payment_made` webhook. */
  payInvoice(invoiceId: string): SquareWebhookRequest;
  /** A signed `payment.updated` webhook saying the payment completed. */
  completedEvent(paymentId: string, referenceId: string): SquareWebhookRequest;
  /** Square settles the refund COMPLETED; returns the signed `refund.updated` webhook. */
  refundCompletedEvent(refundId: string): SquareWebhookRequest;
  close(): Promise<void>;
};

type Route = {
  method: "GET" | "POST";
  pattern: RegExp;
  /** Square's documented maximum idempotency key length for the call, when it has one. */
  maxKeyLength?: number;
  /** Whether Square requires the call to carry an idempotency key. */
  keyRequired?: boolean;
  handle(state: FakeSquareState, body: Json, params: string[]): Json;
};

const routes: Route[] = [
  {
    method: "POST",
    pattern: /^\/v2\/payments$/,
    maxKeyLength: 45,
    keyRequired: true,
    handle: (s, body) => s.createPayment(body),
  },
  {
    method: "POST",
    pattern: /^\/v2\/customers\/search$/,
    handle: (s, body) => s.searchCustomers(body),
  },
  { method: "POST", pattern: /^\/v2\/customers$/, handle: (s, body) => s.createCustomer(body) },
  { method: "POST", pattern: /^\/v2\/orders$/, handle: (s, body) => s.createOrder(body) },
  { method: "POST", pattern: /^\/v2\/invoices$/, handle: (s, body) => s.createInvoice(body) },
  {
    method: "POST",
    pattern: /^\/v2\/invoices\/([^/]+)\/publish$/,
    handle: (s, body, [id]) => s.publishInvoice(id!, body),
  },
  {
    method: "POST",
    pattern: /^\/v2\/refunds$/,
    maxKeyLength: 45,
    keyRequired: true,
    handle: (s, body) => s.refundPayment(body),
  },
  {
    method: "GET",
    pattern: /^\/v2\/invoices\/([^/]+)$/,
    handle: (s, _b, [id]) => s.getInvoice(id!),
  },
  { method: "GET", pattern: /^\/v2\/orders\/([^/]+)$/, handle: (s, _b, [id]) => s.getOrder(id!) },
];

/** JSON with object keys sorted, so two bodies that differ only in key order compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Json)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

type Stored = { fingerprint: string; status: number; text: string };

/** The SQUARE_* settings of a shop pointed at the fake (SQUARE_API_URL), as the config reads them. */
export function fakeSquareEnv(
  fake: FakeSquare,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    SQUARE_ACCESS_TOKEN: fake.accessToken,
    SQUARE_APPLICATION_ID: "sandbox-sq0idb-fake-application",
    SQUARE_LOCATION_ID: fake.locationId,
    SQUARE_WEBHOOK_SIGNATURE_KEY: fake.signatureKey,
    SQUARE_WEBHOOK_URL: fake.notificationUrl,
    SQUARE_API_URL: fake.url,
    ...overrides,
  };
}

export async function startFakeSquare(options: FakeSquareOptions = {}): Promise<FakeSquare> {
  const accessToken = options.accessToken ?? "fake-square-access-token";
  const locationId = options.locationId ?? "LFAKE0LOCATION";
  const signatureKey = options.signatureKey ?? "fake-square-signature-key";
  const notificationUrl = options.notificationUrl ?? "https://shop.example.test/webhooks/square";
  const merchantId = "MFAKE0MERCHANT";
  const received: ReceivedSquareRequest[] = [];
  /** Answers by endpoint and idempotency key, as Square keeps them. */
  const idempotent = new Map<string, Stored>();
  const faults: { status: number; path?: RegExp }[] = [];
  const delays: { ms: number; path?: RegExp }[] = [];
  /** Takes the first planned fault or delay that applies to `path`. */
  const take = <T extends { path?: RegExp }>(plans: T[], path: string) => {
    const i = plans.findIndex((plan) => !plan.path || plan.path.test(path));
    return i < 0 ? undefined : plans.splice(i, 1)[0];
  };
  let url = "";
  const state = new FakeSquareState(locationId, merchantId, () => url);

  function answer(
    req: IncomingMessage,
    path: string,
    body: Json,
  ): { status: number; text: string } {
    const error = (e: SquareApiError) => ({ status: e.status, text: JSON.stringify(e.body()) });
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      return error(
        new SquareApiError(
          401,
          "AUTHENTICATION_ERROR",
          "UNAUTHORIZED",
          "This request could not be authorized.",
        ),
      );
    }
    const fault = take(faults, path)?.status;
    if (fault !== undefined) {
      const code = fault === 503 ? "SERVICE_UNAVAILABLE" : "INTERNAL_SERVER_ERROR";
      return error(new SquareApiError(fault, "API_ERROR", code, "An internal error occurred."));
    }
    for (const route of routes) {
      const match = route.pattern.exec(path);
      if (!match || route.method !== req.method) continue;
      const params = match.slice(1).map(decodeURIComponent);
      const key = body.idempotency_key;
      if ((key !== undefined || route.keyRequired) && (typeof key !== "string" || key === "")) {
        return error(
          new SquareApiError(
            400,
            "INVALID_REQUEST_ERROR",
            "INVALID_VALUE",
            "Invalid idempotency_key",
            {},
            "idempotency_key",
          ),
        );
      }
      if (
        route.maxKeyLength !== undefined &&
        typeof key === "string" &&
        key.length > route.maxKeyLength
      ) {
        return error(
          new SquareApiError(
            400,
            "INVALID_REQUEST_ERROR",
            "VALUE_TOO_LONG",
            `Field must not be greater than ${route.maxKeyLength} length`,
            {},
            "idempotency_key",
          ),
        );
      }
      const slot = typeof key === "string" ? `${req.method} ${path} ${key}` : undefined;
      const fingerprint = canonical(body);
      const stored = slot ? idempotent.get(slot) : undefined;
      if (stored) {
        if (stored.fingerprint === fingerprint) return stored;
        return error(
          new SquareApiError(
            400,
            "INVALID_REQUEST_ERROR",
            "IDEMPOTENCY_KEY_REUSED",
            "The idempotency key can only be retried with the same request data.",
            {},
            "idempotency_key",
          ),
        );
      }
      let result: { status: number; text: string };
      try {
        result = { status: 200, text: JSON.stringify(route.handle(state, body, params)) };
      } catch (e) {
        if (!(e instanceof SquareApiError)) throw e;
        result = error(e);
      }
      // Square keeps the answer to a keyed request that it processed, refusals included, so a
      // repeat of a declined charge is declined again rather than charged.
      if (slot) idempotent.set(slot, { fingerprint, ...result });
      return result;
    }
    return error(
      new SquareApiError(
        404,
        "INVALID_REQUEST_ERROR",
        "NOT_FOUND",
        `No route ${req.method} ${path}`,
      ),
    );
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://fake.invalid").pathname;
      const text = Buffer.concat(chunks).toString("utf8");
      let body: Json = {};
      let result: { status: number; text: string };
      try {
        body = text ? (JSON.parse(text) as Json) : {};
        result = answer(req, path, body);
      } catch (e) {
        const bad =
          e instanceof SyntaxError
            ? new SquareApiError(
                400,
                "INVALID_REQUEST_ERROR",
                "INVALID_CONTENT_TYPE",
                "Invalid JSON",
              )
            : new SquareApiError(500, "API_ERROR", "INTERNAL_SERVER_ERROR", String(e));
        result = { status: bad.status, text: JSON.stringify(bad.body()) };
      }
      received.push({
        method: req.method ?? "",
        path,
        headers: req.headers,
        body,
        status: result.status,
      });
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(result.status, { "content-type": "application/json" });
        res.end(result.text);
      };
      const delay = take(delays, path)?.ms;
      if (delay === undefined) send();
      else setTimeout(send, delay).unref();
    });
  });

  /** A webhook notification as Square sends it, signed over the notification URL and body. */
  function webhook(type: string, dataType: string, id: string, object: Json): SquareWebhookRequest {
    const rawBody = JSON.stringify({
      merchant_id: merchantId,
      type,
      event_id: randomUUID(),
      created_at: new Date().toISOString(),
      data: { type: dataType, id, object },
    });
    const headers = new Headers({
      "content-type": "application/json",
      [SQUARE_SIGNATURE_HEADER]: squareSignature(signatureKey, notificationUrl, rawBody),
    });
    return { rawBody, headers };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    accessToken,
    locationId,
    signatureKey,
    notificationUrl,
    received,
    state,
    failNext: (status, path) => void faults.push({ status, path }),
    delayNext: (ms, path) => void delays.push({ ms, path }),
    payInvoice(invoiceId) {
      const invoice = state.payInvoice(invoiceId);
      return webhook("invoice.payment_made", "invoice", invoiceId, { invoice });
    },
    completedEvent(paymentId, referenceId) {
      const known = state.payments.get(paymentId);
      const at = new Date().toISOString();
      const payment = {
        ...(known ?? { id: paymentId, created_at: at, location_id: locationId }),
        reference_id: referenceId,
        status: "COMPLETED",
        updated_at: at,
      };
      return webhook("payment.updated", "payment", paymentId, { payment });
    },
    refundCompletedEvent(refundId) {
      const refund = state.settleRefund(refundId);
      return webhook("refund.updated", "refund", refundId, { refund });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
