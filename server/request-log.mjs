import { randomUUID } from "node:crypto";

/** The request's id: the proxy's `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdOf(headers) {
  const incoming = headers["x-request-id"];
  return typeof incoming === "string" && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * The level of a request's line: a 5xx is an error, except 503, which is the site saying it cannot
 * serve yet or right now (`/readyz` while the database starts, the 503 page while it is away): a
 * warning, whose cause is logged as an error by the code that met it.
 */
export function requestLogLevel(status) {
  if (status === 503) return "warn";
  return status >= 500 ? "error" : "info";
}

/** One JSON line per request, when it ends: no query string, no bodies. */
export function logRequest({ method, url, status, startNs, requestId }) {
  const ms = Number(process.hrtime.bigint() - startNs) / 1e6;
  process.stdout.write(
    `${JSON.stringify({
      time: new Date().toISOString(),
      level: requestLogLevel(status),
      message: "request",
      method,
      path: url.split("?")[0],
      status,
      ms: Math.round(ms * 10) / 10,
      requestId,
    })}\n`,
  );
}
