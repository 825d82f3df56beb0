import { randomUUID } from "node:crypto";

/** A client's or proxy's `X-Request-Id` worth logging next to ours. */
const SANE_ID = /^[\w.-]{8,128}$/;

/** @type {WeakMap<object, { requestId: string; clientRequestId: string | undefined }>} */
const ids = new WeakMap();

/**
 * Gives the request its id: always a new UUID of ours, put in the `X-Request-Id` header the app
 * reads, so nothing a client sends there reaches a page or a shared cache entry. A sane incoming
 * id (a proxy's) is kept only for the log line, as `clientRequestId`. Idempotent per request.
 *
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 */
export function assignRequestId(req) {
  let assigned = ids.get(req);
  if (!assigned) {
    const incoming = req.headers["x-request-id"];
    assigned = {
      requestId: randomUUID(),
      clientRequestId:
        typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : undefined,
    };
    ids.set(req, assigned);
    req.headers["x-request-id"] = assigned.requestId;
  }
  return assigned;
}

/**
 * The level of a request's line: a 5xx is an error, except 503, which is the site saying it cannot
 * serve yet or right now (`/readyz` while the database starts, the 503 page while it is away): a
 * warning, whose cause is logged as an error by the code that met it; so is 501, a method the
 * site does not implement. Refusals (4xx) are info.
 */
export function requestLogLevel(status) {
  if (status === 503 || status === 501) return "warn";
  return status >= 500 ? "error" : "info";
}

/**
 * Lines not written yet. Under load a write per turn of the event loop was a quarter of the
 * server's time (each one a system call, and a wait when the reader of stdout lags), so lines go
 * out together every FLUSH_MS or once FLUSH_BYTES have gathered, and at exit.
 */
const FLUSH_MS = 50;
const FLUSH_BYTES = 64 * 1024;
let pending = [];
let pendingBytes = 0;
let timer;

function flush() {
  clearTimeout(timer);
  timer = undefined;
  if (pending.length === 0) return;
  const text = pending.join("");
  pending = [];
  pendingBytes = 0;
  process.stdout.write(text);
}
process.on("exit", flush);

/**
 * One JSON line per request, when it ends: no query string, no bodies. It is written after the
 * answer, with the other lines of the next few milliseconds, so no answer waits for the log.
 */
export function logRequest({ method, url, status, startNs, requestId, clientRequestId }) {
  const ms = Number(process.hrtime.bigint() - startNs) / 1e6;
  pending.push(
    `${JSON.stringify({
      time: new Date().toISOString(),
      level: requestLogLevel(status),
      message: "request",
      method,
      path: url.split("?")[0],
      status,
      ms: Math.round(ms * 10) / 10,
      requestId,
      clientRequestId,
    })}\n`,
  );
  pendingBytes += pending[pending.length - 1].length;
  if (pendingBytes >= FLUSH_BYTES) flush();
  else timer ??= setTimeout(flush, FLUSH_MS).unref();
}
