import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A local stand-in for Resend's `POST /emails`: key check, validation, idempotency, errors. */
type SentEmail = {
  id: string;
  idempotencyKey: string | undefined;
  from: string;
  to: string[];
  subject: string;
  text: string | undefined;
  html: string | undefined;
  replyTo: string[];
  headers: Record<string, string>;
};

type ReceivedMailApiRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  status: number;
};

export type FakeMailApi = {
  /** The API's base URL, as MAIL_API_URL takes it. */
  url: string;
  apiKey: string;
  /** Every request, oldest first, refused and faulted ones included. */
  received: ReceivedMailApiRequest[];
  /** The emails accepted for sending, once each. */
  emails: SentEmail[];
  /** The next `count` requests are answered with this status, and nothing is sent. */
  failNext(count: number, status: 500 | 429): void;
  close(): Promise<void>;
};

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const error = (statusCode: number, name: string, message: string): Answer => ({
  status: statusCode,
  body: { statusCode, name, message },
});

const faults: Record<500 | 429, Answer> = {
  500: error(500, "internal_server_error", "An unexpected error occurred."),
  429: {
    ...error(
      429,
      "rate_limit_exceeded",
      "Too many requests. You can only make 2 requests per second.",
    ),
    headers: { "Retry-After": "1" },
  },
};

/** JSON with object keys sorted, so two bodies that differ only in key order compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const isText = (v: unknown): v is string => typeof v === "string";
const addresses = (v: unknown): string[] | undefined =>
  isText(v) ? [v] : Array.isArray(v) && v.every(isText) ? v : undefined;

/** The email the body describes, or Resend's answer refusing it. */
function validate(body: unknown): Omit<SentEmail, "id" | "idempotencyKey"> | Answer {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return error(400, "validation_error", "The request body must be a JSON object.");
  }
  const b = body as Record<string, unknown>;
  for (const field of ["from", "to", "subject"]) {
    if (b[field] === undefined || b[field] === "") {
      return error(422, "missing_required_field", `Missing \`${field}\` field.`);
    }
  }
  const to = addresses(b.to);
  const replyTo = b.reply_to === undefined ? [] : addresses(b.reply_to);
  if (!isText(b.from) || !isText(b.subject) || !to || !replyTo) {
    return error(422, "validation_error", "Invalid `from`, `to`, `subject` or `reply_to` field.");
  }
  if (to.length > 50) return error(422, "validation_error", "Too many recipients: at most 50.");
  if (b.text === undefined && b.html === undefined) {
    return error(422, "missing_required_field", "Missing `html` or `text` field.");
  }
  if ((b.text !== undefined && !isText(b.text)) || (b.html !== undefined && !isText(b.html))) {
    return error(422, "validation_error", "`text` and `html` must be strings.");
  }
  const headers = b.headers ?? {};
  if (typeof headers !== "object" || !Object.values(headers).every(isText)) {
    return error(422, "validation_error", "`headers` must map names to strings.");
  }
  return {
    from: b.from,
    to,
    subject: b.subject,
    text: b.text,
    html: b.html,
    replyTo,
    headers: headers as Record<string, string>,
  };
}

export async function startFakeMailApi(options: { apiKey?: string } = {}): Promise<FakeMailApi> {
  const apiKey = options.apiKey ?? "re_fake_mail_api_key";
  const received: ReceivedMailApiRequest[] = [];
  const emails: SentEmail[] = [];
  const byKey = new Map<string, { fingerprint: string; id: string }>();
  let failures: { count: number; status: 500 | 429 } = { count: 0, status: 500 };

  function answer(method: string, path: string, headers: IncomingHttpHeaders, body: unknown) {
    if (path !== "/emails")
      return error(404, "not_found", "The requested endpoint does not exist.");
    if (method !== "POST") return error(405, "method_not_allowed", "Method is not allowed.");
    if (!headers.authorization)
      return error(401, "missing_api_key", "Missing API key in the authorization header.");
    if (headers.authorization !== `Bearer ${apiKey}`) {
      return error(401, "validation_error", "API key is invalid");
    }
    if (failures.count > 0) {
      failures.count--;
      return faults[failures.status];
    }
    if (body === undefined) return error(400, "validation_error", "The body is not valid JSON.");
    const key = headers["idempotency-key"];
    if (key !== undefined && (typeof key !== "string" || key.length < 1 || key.length > 256)) {
      return error(400, "invalid_idempotency_key", "The key must be between 1-256 chars.");
    }
    const email = validate(body);
    if ("status" in email) return email;
    if (key !== undefined) {
      const seen = byKey.get(key);
      if (seen && seen.fingerprint !== canonical(body)) {
        return error(
          409,
          "invalid_idempotent_request",
          "Same idempotency key used with a different request payload.",
        );
      }
      if (seen) return { status: 200, body: { id: seen.id } };
    }
    const id = randomUUID();
    emails.push({ id, idempotencyKey: key, ...email });
    if (key !== undefined) byKey.set(key, { fingerprint: canonical(body), id });
    return { status: 200, body: { id } };
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = undefined;
      }
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      const result = answer(req.method ?? "", path, req.headers, body);
      received.push({
        method: req.method ?? "",
        path,
        headers: req.headers,
        body,
        status: result.status,
      });
      res.writeHead(result.status, { "Content-Type": "application/json", ...result.headers });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    received,
    emails,
    failNext(count, status) {
      failures = { count, status };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
