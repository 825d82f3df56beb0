import { logger, pathOf } from "../logger";
import { getRequestId } from "../request-id";

/**
 * Errors that say the database cannot be reached (it is down, restarting or out of connections),
 * not that a query was wrong: Node's socket errors, Postgres' connection-exception and
 * operator-intervention SQLSTATEs, and node-postgres' own words for a connection lost or never
 * made. Looked for in the error and its causes (drizzle wraps the driver's error).
 */
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
/** 08xxx connection exception, 57P01-57P03 shutdown / cannot connect now, 53300 too many connections. */
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

/**
 * What a page or an action answers when the database cannot be reached: 503 (the site's
 * "temporarily unavailable" page, with the request's id) instead of a 500, logged once here.
 * Undefined for any other error, which stays the server error it is, and for a request its
 * client abandoned (Remix logs nothing for those).
 */
export function databaseOutageAnswer(error: unknown, request: Request): Response | undefined {
  // A client that went away mid-request (its socket reset) is not the database going away.
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
