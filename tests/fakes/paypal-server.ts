import { randomUUID, timingSafeEqual } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { isDeepStrictEqual } from "node:util";
import {
  approvalUrl,
  captureRepresentation,
  orderRepresentation,
  paypalError,
  paypalId,
  randomSignature,
  randomToken,
  refundRepresentation,
  webhookEvent,
  type Answer,
  type FakeCapture,
  type FakeOrder,
  type Money,
} from "./paypal-model";

/**
 * A local stand-in for PayPal's REST API, for the PayPal adapter's tests: a node:http server on
 * 127.0.0.1 answering exactly the calls the adapter makes, with PayPal's documented shapes and
 * rules (./paypal-model.ts):
 * - `POST /v1/oauth2/token` (Basic client id and secret; 401 `invalid_client` otherwise), whose
 *   tokens expire (`tokenLifetimeS`, or at once by `expireTokens()`);
 * - every other call answers 401 without a live bearer token;
 * - `POST /v2/checkout/orders`: an order awaiting the buyer (`PAYER_ACTION_REQUIRED`) whose
 *   `payer-action` link is an approval page on the fake; the buyer's approval is `approve(id)`;
 * - `POST /v2/checkout/orders/{id}/capture`: 422 ORDER_NOT_APPROVED before approval,
 *   ORDER_ALREADY_CAPTURED once captured, INSTRUMENT_DECLINED after `declineNext()`;
 * - `GET /v2/checkout/orders/{id}`;
 * - `POST /v2/payments/captures/{id}/refund`: a COMPLETED refund of a completed capture, in full
 *   or of `amount` (the capture is then PARTIALLY_REFUNDED until its refunds add up to it, then
 *   REFUNDED; more than is left is 422 REFUND_AMOUNT_EXCEEDED); 422 CAPTURE_FULLY_REFUNDED for a capture refunded already;
 * - `POST /v1/notifications/verify-webhook-signature`: SUCCESS only for an event the fake itself
 *   issued (`completedEvent()` and the like), with its transmission headers and body unchanged.
 * A POST with a `PayPal-Request-Id` already answered successfully replays that answer without
 * doing anything again. A refused request (4xx) is not stored: it changed nothing, so the same id
 * may succeed later (the capture of an order approved in the meantime).
 */
export type FakePayPalOptions = {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** The `expires_in` of issued tokens. Default 32400 (nine hours, as PayPal's). */
  tokenLifetimeS?: number;
  /** The fake's clock in milliseconds (token expiry). Default Date.now. */
  now?: () => number;
};

type RecordedPayPalRequest = {
  method: string;
  /** Without the query string. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the text when it is not JSON. */
  body: unknown;
  status: number;
  /** Answered from a stored PayPal-Request-Id answer. */
  replayed: boolean;
};

type FakeSignedWebhook = { rawBody: string; headers: Headers };

export type FakePayPal = {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The adapter's settings (PaymentsConfig["paypal"]) pointing at this fake. */
  config: {
    clientId: string;
    clientSecret: string;
    webhookId: string;
    environment: "sandbox";
    apiUrl: string;
  };
  requests: RecordedPayPalRequest[];
  orders: Map<string, FakeOrder>;
  /** The refunds made, by id, with the capture each refunds. */
  refunds: Map<string, { captureId: string; body: Record<string, unknown> }>;
  /** The buyer approves the order on PayPal's page. */
  approve(orderId: string): void;
  /**
   * The next capture is refused: "instrument" answers 422 INSTRUMENT_DECLINED (the order stays
   * approved); "capture" makes a capture whose status is DECLINED (the order is then done).
   */
  declineNext(how?: "instrument" | "capture"): void;
  /** The next order is created without its approval (`payer-action`) link. */
  omitApprovalLinkNext(): void;
  /** Every token issued so far stops working (as when PayPal revokes them early). */
  expireTokens(): void;
  /** The next request (matching `path`, if given) is answered `status` and not processed. */
  failNext(status: number, path?: RegExp): void;
  /** The next request (matching `path`) is processed at once but answered `ms` later. */
  delayNext(ms: number, path?: RegExp): void;
  /** A signed PAYMENT.CAPTURE.COMPLETED for the order (its capture, or one made up for it). */
  completedEvent(orderId: string, customId: string): FakeSignedWebhook;
  /** A signed PAYMENT.CAPTURE.DENIED (a capture held for review then refused). */
  deniedEvent(orderId: string, customId: string): FakeSignedWebhook;
  /** A signed PAYMENT.CAPTURE.REFUNDED; the refund carries `custom_id` only when given one. */
  refundedEvent(orderId: string, customId?: string): FakeSignedWebhook;
  /** A signed CHECKOUT.ORDER.VOIDED for the order. */
  voidedEvent(orderId: string, customId: string): FakeSignedWebhook;
  /** Any signed event, for types the site does not act on. */
  signedEvent(
    eventType: string,
    resourceType: string,
    resource: Record<string, unknown>,
  ): FakeSignedWebhook;
  close(): Promise<void>;
};

type Issued = {
  rawBody: string;
  authAlgo: string;
  certUrl: string;
  transmissionSig: string;
  transmissionTime: string;
};

type Fault = { path: RegExp | undefined; status?: number; delayMs?: number };

const ORDERS = /^\/v2\/checkout\/orders$/;
const ORDER = /^\/v2\/checkout\/orders\/([^/]+)$/;
const CAPTURE = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/;
const REFUND = /^\/v2\/payments\/captures\/([^/]+)\/refund$/;

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export async function startFakePayPal(options: FakePayPalOptions = {}): Promise<FakePayPal> {
  const now = options.now ?? (() => Date.now());
  const clientId = options.clientId ?? "fake-client-id";
  const clientSecret = options.clientSecret ?? "fake-client-secret";
  const webhookId = options.webhookId ?? "1JE4291016473214C";
  const tokenLifetimeS = options.tokenLifetimeS ?? 32_400;

  const tokens = new Map<string, number>();
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, { captureId: string; body: Record<string, unknown> }>();
  const replays = new Map<string, Answer>();
  const issued = new Map<string, Issued>();
  const requests: RecordedPayPalRequest[] = [];
  const faults: Fault[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let declining: "instrument" | "capture" | undefined;
  let omitApprovalLink = false;
  let url = "";

  function takeFault(path: string, kind: "status" | "delayMs") {
    const index = faults.findIndex((f) => f[kind] !== undefined && (!f.path || f.path.test(path)));
    return index === -1 ? undefined : faults.splice(index, 1)[0];
  }

  function issueToken(headers: IncomingHttpHeaders, body: string): Answer {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    if (!sameText(headers.authorization ?? "", expected)) {
      return {
        status: 401,
        body: { error: "invalid_client", error_description: "Client Authentication failed" },
      };
    }
    if (new URLSearchParams(body).get("grant_type") !== "client_credentials") {
      return {
        status: 400,
        body: { error: "unsupported_grant_type", error_description: "Grant Type is NULL" },
      };
    }
    const token = randomToken();
    tokens.set(token, now() + tokenLifetimeS * 1000);
    return {
      status: 200,
      body: {
        scope:
          "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-80W284485P519543T",
        expires_in: tokenLifetimeS,
        nonce: `${new Date(now()).toISOString()}${randomUUID()}`,
      },
    };
  }

  function authorized(headers: IncomingHttpHeaders) {
    const match = /^Bearer (.+)$/.exec(headers.authorization ?? "");
    const until = match ? tokens.get(match[1]!) : undefined;
    return until !== undefined && now() < until;
  }

  function createOrder(headers: IncomingHttpHeaders, body: unknown): Answer {
    if (!isObject(body) || body.intent !== "CAPTURE" || !Array.isArray(body.purchase_units)) {
      return paypalError(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER");
    }
    // PayPal requires a request id for an order that names its payment source.
    if (body.payment_source !== undefined && !headers["paypal-request-id"]) {
      return paypalError(400, "INVALID_REQUEST", "PAYPAL_REQUEST_ID_REQUIRED");
    }
    const unit = body.purchase_units[0] as Record<string, unknown> | undefined;
    const amount = unit?.amount as Partial<Money> | undefined;
    if (
      !unit ||
      typeof amount?.currency_code !== "string" ||
      !/^[A-Z]{3}$/.test(amount.currency_code) ||
      typeof amount.value !== "string"
    ) {
      return paypalError(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER");
    }
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(amount.value)) {
      return paypalError(422, "UNPROCESSABLE_ENTITY", "DECIMAL_PRECISION");
    }
    const context = ((body.payment_source as { paypal?: { experience_context?: unknown } })?.paypal
      ?.experience_context ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === "string" ? v : undefined);
    const order: FakeOrder = {
      id: paypalId(),
      status: "PAYER_ACTION_REQUIRED",
      referenceId: text(unit.reference_id),
      customId: text(unit.custom_id),
      description: text(unit.description),
      amount: { currency_code: amount.currency_code, value: amount.value },
      returnUrl: text(context.return_url),
      cancelUrl: text(context.cancel_url),
      createTime: new Date(now()).toISOString(),
      captures: [],
    };
    orders.set(order.id, order);
    const answer = orderRepresentation(url, order);
    if (omitApprovalLink) {
      omitApprovalLink = false;
      const links = (answer as { links?: { rel: string }[] }).links ?? [];
      (answer as { links?: unknown }).links = links.filter(
        (l) => !["payer-action", "approve"].includes(l.rel),
      );
    }
    return { status: 201, body: answer };
  }

  function makeCapture(order: FakeOrder, status: FakeCapture["status"]): FakeCapture {
    const capture: FakeCapture = {
      id: paypalId(),
      status,
      amount: order.amount,
      customId: order.customId,
      createTime: new Date(now()).toISOString(),
    };
    order.captures.push(capture);
    order.status = "COMPLETED";
    return capture;
  }

  function captureOrder(orderId: string): Answer {
    const order = orders.get(orderId);
    if (!order) return paypalError(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    if (order.status === "COMPLETED") {
      return paypalError(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
    }
    if (order.status !== "APPROVED") {
      return paypalError(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED");
    }
    const decline = declining;
    declining = undefined;
    if (decline === "instrument") {
      const answer = paypalError(422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED");
      // PayPal sends the buyer back to choose another funding source.
      (answer.body as Record<string, unknown>).links = [
        { href: approvalUrl(url, order.id), rel: "redirect", method: "GET" },
      ];
      return answer;
    }
    makeCapture(order, decline === "capture" ? "DECLINED" : "COMPLETED");
    return { status: 201, body: orderRepresentation(url, order) };
  }

  /** `POST /v2/payments/captures/{id}/refund`: the whole capture, or the amount asked. */
  function refundCapture(captureId: string, body: unknown): Answer {
    const capture = [...orders.values()]
      .flatMap((order) => order.captures)
      .find((c) => c.id === captureId);
    if (!capture || capture.status === "DECLINED") {
      return paypalError(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    }
    if (capture.status === "REFUNDED") {
      return paypalError(422, "UNPROCESSABLE_ENTITY", "CAPTURE_FULLY_REFUNDED");
    }
    const request = isObject(body) ? body : {};
    const amount = (request.amount as Partial<Money> | undefined) ?? capture.amount;
    if (amount.currency_code !== capture.amount.currency_code || typeof amount.value !== "string") {
      return paypalError(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER");
    }
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(amount.value)) {
      return paypalError(422, "UNPROCESSABLE_ENTITY", "DECIMAL_PRECISION");
    }
    const cents = (value: string) => Math.round(Number(value) * 100);
    const refunded = capture.refundedCents ?? 0;
    const asked = cents(amount.value);
    if (asked > cents(capture.amount.value) - refunded) {
      return paypalError(422, "UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED");
    }
    const customId = typeof request.custom_id === "string" ? request.custom_id : undefined;
    const refund = refundRepresentation(url, capture, customId, amount as Money);
    capture.refundedCents = refunded + asked;
    capture.status =
      capture.refundedCents >= cents(capture.amount.value) ? "REFUNDED" : "PARTIALLY_REFUNDED";
    refunds.set(refund.id, { captureId, body: refund });
    return { status: 201, body: refund };
  }

  function verifySignature(body: unknown): Answer {
    const fields = [
      "auth_algo",
      "cert_url",
      "transmission_id",
      "transmission_sig",
      "transmission_time",
      "webhook_id",
    ] as const;
    if (!isObject(body)) return paypalError(400, "VALIDATION_ERROR");
    const missing = [...fields, "webhook_event"].filter((f) => body[f] === undefined);
    if (missing.length > 0) {
      const answer = paypalError(400, "VALIDATION_ERROR", "MISSING_REQUIRED_PARAMETER");
      (answer.body as Record<string, unknown>).details = missing.map((field) => ({
        field,
        location: "body",
        issue: "MISSING_REQUIRED_PARAMETER",
      }));
      return answer;
    }
    const sent = issued.get(String(body.transmission_id));
    const genuine =
      sent !== undefined &&
      body.webhook_id === webhookId &&
      body.auth_algo === sent.authAlgo &&
      body.cert_url === sent.certUrl &&
      body.transmission_sig === sent.transmissionSig &&
      body.transmission_time === sent.transmissionTime &&
      isDeepStrictEqual(body.webhook_event, JSON.parse(sent.rawBody));
    return { status: 200, body: { verification_status: genuine ? "SUCCESS" : "FAILURE" } };
  }

  function route(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    raw: string,
    body: unknown,
  ) {
    if (method === "POST" && path === "/v1/oauth2/token") return issueToken(headers, raw);
    if (method === "GET" && path === "/checkoutnow") {
      return {
        status: 200,
        body: "The fake PayPal's approval page: tests approve with approve(id).",
      };
    }
    if (!authorized(headers)) {
      return {
        status: 401,
        body: { error: "invalid_token", error_description: "Token signature verification failed" },
      };
    }
    let match: RegExpExecArray | null;
    if (method === "POST" && ORDERS.test(path)) return createOrder(headers, body);
    if (method === "POST" && (match = CAPTURE.exec(path))) return captureOrder(match[1]!);
    if (method === "POST" && (match = REFUND.exec(path))) return refundCapture(match[1]!, body);
    if (method === "GET" && (match = ORDER.exec(path))) {
      const order = orders.get(match[1]!);
      return order
        ? { status: 200, body: orderRepresentation(url, order) }
        : paypalError(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    }
    if (method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
      return verifySignature(body);
    }
    return paypalError(404, "RESOURCE_NOT_FOUND", undefined, `No fake for ${method} ${path}`);
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const method = req.method ?? "GET";
    const path = new URL(req.url ?? "/", "http://fake.invalid").pathname;
    let body: unknown = raw;
    try {
      body = raw === "" ? undefined : JSON.parse(raw);
    } catch {
      // form-encoded (the token request) or not JSON: kept as text
    }
    const entry: RecordedPayPalRequest = {
      method,
      path,
      headers: req.headers,
      body,
      status: 0,
      replayed: false,
    };
    requests.push(entry);

    let answer: Answer;
    const failure = takeFault(path, "status");
    const requestId = req.headers["paypal-request-id"];
    const key = typeof requestId === "string" && method === "POST" ? requestId : undefined;
    const stored = key === undefined ? undefined : replays.get(key);
    if (failure?.status !== undefined) {
      answer = paypalError(failure.status, "INTERNAL_SERVER_ERROR");
    } else if (stored && authorized(req.headers)) {
      answer = stored;
      entry.replayed = true;
    } else {
      answer = route(method, path, req.headers, raw, body);
      if (key !== undefined && answer.status >= 200 && answer.status < 300)
        replays.set(key, answer);
    }
    entry.status = answer.status;

    const send = () => {
      timers.delete(timer);
      if (res.destroyed) return;
      const isText = typeof answer.body === "string";
      res.writeHead(answer.status, {
        "Content-Type": isText ? "text/plain; charset=utf-8" : "application/json",
        "Paypal-Debug-Id": randomUUID().slice(0, 13),
      });
      res.end(isText ? (answer.body as string) : JSON.stringify(answer.body));
    };
    const timer = setTimeout(send, takeFault(path, "delayMs")?.delayMs ?? 0);
    timers.add(timer);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function sign(event: Record<string, unknown>): FakeSignedWebhook {
    const rawBody = JSON.stringify(event);
    const transmissionId = randomUUID();
    const sent: Issued = {
      rawBody,
      authAlgo: "SHA256withRSA",
      certUrl: `${url}/v1/notifications/certs/CERT-360caa42-fca2a594-${paypalId(8).toLowerCase()}`,
      transmissionSig: randomSignature(),
      transmissionTime: new Date(now()).toISOString(),
    };
    issued.set(transmissionId, sent);
    return {
      rawBody,
      headers: new Headers({
        "Content-Type": "application/json",
        "PAYPAL-AUTH-ALGO": sent.authAlgo,
        "PAYPAL-AUTH-VERSION": "v2",
        "PAYPAL-CERT-URL": sent.certUrl,
        "PAYPAL-TRANSMISSION-ID": transmissionId,
        "PAYPAL-TRANSMISSION-SIG": sent.transmissionSig,
        "PAYPAL-TRANSMISSION-TIME": sent.transmissionTime,
      }),
    };
  }

  /** The order's capture, or (for an order the fake never saw) one made up for it. */
  function captureOf(orderId: string, customId: string | undefined, status: FakeCapture["status"]) {
    const known = orders.get(orderId);
    const order: FakeOrder = known ?? {
      id: orderId,
      status: "COMPLETED",
      referenceId: customId,
      customId,
      description: undefined,
      amount: { currency_code: "USD", value: "400.00" },
      returnUrl: undefined,
      cancelUrl: undefined,
      createTime: new Date(now()).toISOString(),
      captures: [],
    };
    const capture: FakeCapture = order.captures[0] ?? {
      id: paypalId(),
      status,
      amount: order.amount,
      customId,
      createTime: new Date(now()).toISOString(),
    };
    return { order, capture: { ...capture, status, customId } };
  }

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    config: { clientId, clientSecret, webhookId, environment: "sandbox", apiUrl: url },
    requests,
    orders,
    refunds,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The fake PayPal has no order ${orderId}`);
      if (order.status !== "PAYER_ACTION_REQUIRED") {
        throw new Error(`Order ${orderId} is ${order.status}, not awaiting the buyer`);
      }
      order.status = "APPROVED";
    },
    omitApprovalLinkNext() {
      omitApprovalLink = true;
    },
    declineNext(how = "instrument") {
      declining = how;
    },
    expireTokens() {
      tokens.clear();
    },
    failNext(status, path) {
      faults.push({ path, status });
    },
    delayNext(ms, path) {
      faults.push({ path, delayMs: ms });
    },
    completedEvent(orderId, customId) {
      const { order, capture } = captureOf(orderId, customId, "COMPLETED");
      return sign(
        webhookEvent(url, "PAYMENT.CAPTURE.COMPLETED", "capture", {
          ...captureRepresentation(url, order, capture),
        }),
      );
    },
    deniedEvent(orderId, customId) {
      const { order, capture } = captureOf(orderId, customId, "DECLINED");
      return sign(
        webhookEvent(url, "PAYMENT.CAPTURE.DENIED", "capture", {
          ...captureRepresentation(url, order, capture),
        }),
      );
    },
    refundedEvent(orderId, customId) {
      const { capture } = captureOf(orderId, undefined, "COMPLETED");
      return sign(
        webhookEvent(url, "PAYMENT.CAPTURE.REFUNDED", "refund", {
          ...refundRepresentation(url, capture, customId),
        }),
      );
    },
    voidedEvent(orderId, customId) {
      const order = orders.get(orderId);
      const resource = order
        ? orderRepresentation(url, order)
        : {
            id: orderId,
            intent: "CAPTURE",
            status: "VOIDED",
            purchase_units: [{ custom_id: customId }],
          };
      return sign(
        webhookEvent(url, "CHECKOUT.ORDER.VOIDED", "checkout-order", {
          ...resource,
          status: "VOIDED",
        }),
      );
    },
    signedEvent(eventType, resourceType, resource) {
      return sign(webhookEvent(url, eventType, resourceType, resource));
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
