import { requestLogLevel } from "./request-log.ts";

export type RequestIds = { requestId?: string; clientRequestId?: string };

/**
 * A Worker's request log line, one `console.log` each (Workers Logs and `wrangler tail` keep
 * them): the Node server's fields, no query string, no bodies.
 */
export function edgeRequestLine(
  request: Request,
  status: number,
  ms: number,
  ids: RequestIds,
): string {
  return JSON.stringify({
    time: new Date().toISOString(),
    level: requestLogLevel(status),
    message: "request",
    method: request.method,
    path: new URL(request.url).pathname,
    status,
    ms,
    ...ids,
  });
}
