import { randomUUID } from "node:crypto";
import { pathOf } from "./url-path.ts";

/** A client's or proxy's `X-Request-Id` worth logging next to ours. */
const SANE_ID = /^[\w.-]{8,128}$/;

type Ids = { requestId: string; clientRequestId: string | undefined };
const ids = new WeakMap<object, Ids>();

/**
 * Gives the request its id: always a new UUID of ours, put in the `X-Request-Id` header the app
 * reads, so nothing a client sends there reaches a page or a shared cache entry. A sane incoming
 * id (a proxy's) is kept only for the log line, as `clientRequestId`. Idempotent per request.
 */
export function assignRequestId(req: {
  headers: Record<string, string | string[] | undefined>;
}): Ids {
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
export function requestLogLevel(status: number) {
  if (status === 503 || status === 501) return "warn";
  return status >= 500 ? "error" : "info";
}

// Under load many requests end within the same millisecond: their lines share one time string.
let lastMs = 0;
let lastTime = "";
function isoNow() {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastTime = new Date(ms).toISOString();
  }
  return lastTime;
}

/**
 * The request log: one JSON line per request, when it ends: no query string, no bodies.
 *
 * Under load a write per request was a quarter of the server's time (a system call each), so
 * lines gather and go to `out` together every `flushMs` or once `flushBytes` have gathered. A
 * stdout that is a pipe takes them without blocking and queues what its reader has not taken
 * yet; a reader that stops (a stuck log collector) would let that queue grow without end, so
 * past `maxBacklogBytes` lines are counted instead of kept, and the count is logged once the
 * reader catches up.
 */
export function createRequestLog({
  out,
  flushMs = 50,
  flushBytes = 64 * 1024,
  maxBacklogBytes = 16 * 1024 * 1024,
}: {
  out: { write(text: string): unknown; writableLength: number };
  flushMs?: number;
  flushBytes?: number;
  maxBacklogBytes?: number;
}) {
  let pending: string[] = [];
  let pendingBytes = 0;
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const lines = pending;
    pending = [];
    pendingBytes = 0;
    if (out.writableLength > maxBacklogBytes) {
      dropped += lines.length;
      return;
    }
    if (dropped > 0) {
      out.write(
        `{"time":"${isoNow()}","level":"warn","message":"request log lines dropped: stdout was not read","count":${dropped}}\n`,
      );
      dropped = 0;
    }
    out.write(lines.join(""));
  }

  /**
   * The line is put together by hand (the same keys, in the same order, as an object given to
   * JSON.stringify): on a page served from memory, building and serialising an object per
   * request cost as much as the rest of the log.
   */
  function log({
    method,
    url,
    status,
    startNs,
    requestId,
    clientRequestId,
  }: {
    method: string | undefined;
    url: string | undefined;
    status: number;
    startNs: bigint;
    requestId: string;
    clientRequestId: string | undefined;
  }) {
    const ms = Math.round(Number(process.hrtime.bigint() - startNs) / 1e5) / 10;
    const client =
      clientRequestId === undefined ? "" : `,"clientRequestId":${JSON.stringify(clientRequestId)}`;
    const line =
      `{"time":"${isoNow()}","level":"${requestLogLevel(status)}","message":"request",` +
      `"method":${JSON.stringify(method)},"path":${JSON.stringify(pathOf(url))},"status":${status},` +
      `"ms":${ms},"requestId":${JSON.stringify(requestId)}${client}}\n`;
    pending.push(line);
    pendingBytes += line.length;
    if (pendingBytes >= flushBytes) flush();
    else timer ??= setTimeout(flush, flushMs).unref();
  }

  return { log, flush };
}
