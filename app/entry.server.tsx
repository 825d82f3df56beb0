import path from "node:path";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import {
  processContextReady,
  processLoadContext,
  startProcessContext,
  stopProcessWorkers,
} from "~/.server/app-context";
import { seesDashboard as isDashboardVisitor } from "~/.server/admin/access";
import { getConfig } from "~/.server/config";
import { appContextOf, type LoadContext } from "~/.server/context";
import { closeDb, leaveShutdownToServer, pingDatabase } from "~/.server/db";
import { onContentChange } from "~/.server/content-changes";
import { databaseOutageAnswer } from "~/.server/db/outage";
import { edgeHooks } from "~/.server/edge";
import { logger, pathOf } from "~/.server/logger";
import { renderStream, renderText } from "~/.server/render-document";
import { getRequestId } from "~/.server/request-id";
import { applySecurityHeaders, createNonce } from "~/.server/security/headers";
import { hasVisitorCookie } from "~/.server/security/visitor-cookies";
import {
  entityTag,
  inlineScriptHashes,
  isSharedPage,
  isVisitorRequest,
  matchesEntityTag,
  sharedCacheControl,
} from "~/.server/shared-page";
import { PRIVATE_NO_STORE } from "~/utils/cache-policy";
import { RequestContext } from "~/utils/request-context";

export const streamTimeout = 5_000;

/** Calling this hands shutdown to the server, so the database does not close on the signal. */
export function serverSettings() {
  const config = getConfig();
  leaveShutdownToServer();
  const { smtpUrl: smtp, mailApi } = config.leads;
  return {
    siteUrl: config.siteUrl,
    trustProxyHops: config.auth.trustProxyHops,
    /** Where mail goes, for the start banner: the API's or SMTP host (never a secret), or a folder. */
    mail: mailApi
      ? `HTTP API ${new URL(mailApi.url).host}`
      : smtp
        ? `SMTP ${new URL(smtp).host}`
        : path.resolve(config.dataDir, "mail"),
    adminEmails: config.adminEmails,
    /** 0: no page is shared, so the server keeps none. */
    sharedPageSeconds: config.sharedPages.maxAgeSeconds,
  };
}

export const startServerContext = startProcessContext;

export const databaseReady = processContextReady;

export const loadContext = processLoadContext;

export const pageCacheSupport = { hasVisitorCookie, onContentChange };

export const probes = { ready: pingDatabase };

export { databaseOutageAnswer };

/** Asked by the server before an /admin URL is routed: anyone else is answered as if it did not exist. */
export async function seesDashboard(request: Request, context: LoadContext): Promise<boolean> {
  return isDashboardVisitor(await appContextOf(context), request, { context });
}

export const edge = edgeHooks;

export async function shutdownServer() {
  await stopProcessWorkers();
  await closeDb();
}

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
  routerContext: EntryContext,
) {
  const requestId = getRequestId(request);
  const checkoutPage = opensCheckout(routerContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (isSharedPage(request, responseStatusCode, responseHeaders)) {
    return renderSharedPage(request, responseHeaders, routerContext, checkoutPage);
  }
  responseHeaders.set("X-Request-Id", requestId);
  if (isVisitorRequest(request) && !responseHeaders.has("Cache-Control")) {
    responseHeaders.set("Cache-Control", PRIVATE_NO_STORE);
  }
  return streamPage(request, responseStatusCode, responseHeaders, routerContext, checkoutPage);
}

/** Drawn whole, so inline scripts are trusted by hash rather than nonce, with a strong ETag. */
async function renderSharedPage(
  request: Request,
  headers: Headers,
  routerContext: EntryContext,
  checkoutPage: boolean,
): Promise<Response> {
  const html = await renderText(
    <RequestContext.Provider value={{ nonce: "", requestId: undefined }}>
      <ServerRouter context={routerContext} url={request.url} />
    </RequestContext.Provider>,
    streamTimeout + 1000,
  );
  const tag = entityTag(html);
  headers.set("ETag", tag);
  headers.set("Cache-Control", sharedCacheControl());
  applySecurityHeaders(headers, { hashes: inlineScriptHashes(html) }, checkoutPage);
  if (matchesEntityTag(request, tag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(html, { status: 200, headers });
}

async function streamPage(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  checkoutPage: boolean,
) {
  const nonce = createNonce();
  const requestId = getRequestId(request);
  // The request id is in the page only when it is an error page (its "Error reference").
  const shownId = responseStatusCode >= 500 ? requestId : undefined;
  let shellSent = false;
  const body = await renderStream(
    <RequestContext.Provider value={{ nonce, requestId: shownId }}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </RequestContext.Provider>,
    {
      nonce,
      waitForAll: isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode,
      timeoutMs: streamTimeout + 1000,
      onError(error) {
        responseStatusCode = 500;
        if (shellSent) logger.error("render failed", { requestId, error });
      },
    },
  );
  shellSent = true;
  applySecurityHeaders(responseHeaders, { nonce }, checkoutPage);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  response.headers.set("X-Request-Id", getRequestId(request));
  if (isVisitorRequest(request) && !response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  }
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
