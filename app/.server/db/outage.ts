import { logger, pathOf } from "../logger";
import { getRequestId } from "../request-id";

/** Looked for in the causes too: drizzle wraps the driver's error. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const SQLSTATE = /^(08\w{3}|57P0[123]|53300)$/;
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
];

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === "string" && DRIVER_MESSAGES.some((words) => words.test(message)))
    return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

export function databaseOutageAnswer(error: unknown, request: Request): Response | undefined {
  // A client that went away mid-request is not the database going away.
  if (request.signal.aborted || !isDatabaseUnreachable(error)) return undefined;
  logger.error("database unavailable", {
    requestId: getRequestId(request),
    path: pathOf(request.url),
    error,
  });
  return new Response("The site is temporarily unavailable. Please try again in a minute.", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" },
  });
}
