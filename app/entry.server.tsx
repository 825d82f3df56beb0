import path from "node:path";
import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  processContextReady,
  startProcessContext,
  stopProcessWorkers,
} from "~/.server/app-context";
import { getConfig } from "~/.server/config";
import { closeDb, leaveShutdownToServer } from "~/.server/db";
import { databaseOutageAnswer } from "~/.server/db/outage";
import { logger, pathOf } from "~/.server/logger";
import { getRequestId } from "~/.server/request-id";
import { commitCsrfToken } from "~/.server/security/csrf";
import { applySecurityHeaders, createNonce } from "~/.server/security/headers";
import { RequestContext } from "~/utils/request-context";

// Fail fast: a bad configuration stops the server before it listens, naming every problem,
// and the database is opened, migrated and seeded while the first request is on its way.
getConfig();
if (process.env.NODE_ENV !== "test") startProcessContext();

export const streamTimeout = 5_000;

/**
 * What the production server (server/index.mjs) needs of the configuration. Asking for it also
 * tells the app that the server stops the process (after its in-flight requests, then
 * `shutdownServer`), so the database does not close on the signal by itself.
 */
export function serverSettings() {
  leaveShutdownToServer();
  const config = getConfig();
  const smtp = config.leads.smtpUrl;
  return {
    siteUrl: config.siteUrl,
    trustProxyHops: config.auth.trustProxyHops,
    /** Where mail goes, for the start banner: the SMTP host (never its credentials), or a folder. */
    mail: smtp ? `SMTP ${new URL(smtp).host}` : path.resolve(config.dataDir, "mail"),
    adminEmails: config.adminEmails,
  };
}

/** The database opened, migrated and seeded (false: it failed, logged; requests try again). */
export const databaseReady = processContextReady;

/**
 * What the production server's page cache (server/page-cache.mjs) fills in per visitor: a CSRF
 * token (with its cookie when the visitor has none) and a CSP nonce.
 */
export const pageCacheSupport = { commitCsrf: commitCsrfToken, newNonce: createNonce };

/**
 * What the production server answers when a loader or an action fails because the database
 * cannot be reached: a 503 Response (the "temporarily unavailable" page), else undefined.
 */
export { databaseOutageAnswer };

/** The production server's last step on SIGTERM: background workers stop, the database closes. */
export async function shutdownServer() {
  await stopProcessWorkers();
  await closeDb();
}

/** Whether a route of this document can open checkout (`export const handle = { checkout: true }`). */
function opensCheckout(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) => {
    const handle = context.routeModules[match.route.id]?.handle as
      | { checkout?: boolean }
      | undefined;
    return handle?.checkout === true;
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = createNonce();
  const requestId = getRequestId(request);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      const stream = createReadableStreamFromReadable(body);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.set("X-Request-Id", requestId);
      applySecurityHeaders(responseHeaders, nonce, opensCheckout(remixContext));
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <RequestContext.Provider value={{ nonce, requestId }}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </RequestContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(abortTimer);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error("render failed", { requestId, error });
        },
      },
    );
    // Aborts a render still streaming after the timeout. Cleared as soon as the render is done
    // (the callbacks above run later): a pending timer holds the whole render in memory for its
    // six seconds, which under load made every page's garbage long-lived, and the full garbage
    // collections that freed it the slowest responses (docs/performance.md).
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  response.headers.set("X-Request-Id", getRequestId(request));
  applySecurityHeaders(response.headers);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests and 4xx responses (a 404, a rejected form) are not server errors.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // The path only: the query carries tokens (the confirmation link's token_hash) and returnTo.
  const path = pathOf(request.url);
  logger.error("request failed", { requestId: getRequestId(request), path, error });
};
