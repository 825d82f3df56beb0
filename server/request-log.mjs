import { randomUUID } from "node:crypto";

/** The request's id: the proxy's `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdOf(headers) {
  const incoming = headers["x-request-id"];
  return typeof incoming === "string" && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
}

/** One JSON line per request, when it ends: no query string, no bodies. */
export function logRequest({ method, url, status, startNs, requestId }) {
  const ms = Number(process.hrtime.bigint() - startNs) / 1e6;
  process.stdout.write(
    `${JSON.stringify({
      time: new Date().toISOString(),
      level: status >= 500 ? "error" : "info",
      message: "request",
      method,
      path: url.split("?")[0],
      status,
      ms: Math.round(ms * 10) / 10,
      requestId,
    })}\n`,
  );
}
