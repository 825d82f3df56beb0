// The site on Cloudflare Workers (ADR 45): `npm run edge:dev` serves it on workerd, `wrangler
// deploy` publishes it. The same build as the Node server's, and the same refusals, request
// log, outage page and load context, with a database pool per request and the Cache API for
// anonymous pages. The build's files are the Worker's static assets (wrangler.jsonc).
import { createRequestHandler, type ServerBuild } from "react-router";
// The server build exists once `npm run build` made it, and tsc runs before that and after.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import * as serverBuild from "../build/server/index.js";
import type * as EntryModule from "../app/entry.server.tsx";
import { answeringOutages } from "./database-outage.ts";
import { admitRequest, probeAnswer } from "./edge-request.ts";
import { sharedPageAnswer, type PageStore } from "./edge-page-cache.ts";
import { edgeRequestLine, type RequestIds } from "./edge-request-log.ts";
import { mayAskForDashboard, withoutDashboard } from "./hidden-dashboard.ts";
import { resourceNotFoundPages } from "./resource-not-found.ts";

type Hooks = typeof EntryModule;
type Context = { waitUntil(work: Promise<unknown>): void };
type Env = Parameters<Hooks["edge"]["useEnvironment"]>[0];

const built = serverBuild as unknown as ServerBuild;
const hooks = built.entry.module as unknown as Hooks;
const build = resourceNotFoundPages(answeringOutages(built, hooks.databaseOutageAnswer), (pages) =>
  createRequestHandler(pages, "production"),
);
const handle = createRequestHandler(build, "production");
const handleWithoutDashboard = createRequestHandler(withoutDashboard(build), "production");

let settings: ReturnType<Hooks["edge"]["settings"]> | undefined;
let configError: Error | undefined;

/** The Worker's settings, checked once per isolate: a problem is logged and every answer is 503. */
function settingsOf(env: Env) {
  if (settings || configError) return settings;
  try {
    hooks.edge.useEnvironment(env, process.env);
    settings = hooks.edge.settings();
  } catch (error) {
    configError = error as Error;
    console.error(JSON.stringify({ level: "error", message: configError.message }));
  }
  return settings;
}

const misconfigured = () =>
  new Response("The site is not configured yet: its operator has been told why.\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

async function answer(
  request: Request,
  env: Env,
  ctx: Context,
  ids: RequestIds,
): Promise<Response> {
  const site = settingsOf(env);
  if (!site) return misconfigured();
  const admitted = admitRequest(request, new URL(site.siteUrl).host);
  if (admitted instanceof Response) return admitted;
  ids.requestId = admitted.requestId;
  if (admitted.clientRequestId) ids.clientRequestId = admitted.clientRequestId;
  const probe = await probeAnswer(admitted.request, () => hooks.edge.ready());
  if (probe) return probe;
  const render = async (request: Request) => {
    const { context, finish } = await hooks.edge.loadContext(admitted.clientIp, (work) =>
      ctx.waitUntil(work),
    );
    try {
      const { pathname, search } = new URL(request.url);
      const hidden =
        mayAskForDashboard(pathname + search) &&
        !(await hooks.seesDashboard(request, context).catch(() => false));
      return await (hidden ? handleWithoutDashboard : handle)(request, context);
    } finally {
      finish();
    }
  };
  if (site.sharedPageSeconds > 0) {
    const shared = await sharedPageAnswer(admitted.request, {
      store: (caches as unknown as { default: PageStore }).default,
      siteUrl: site.siteUrl,
      version: built.assets.version,
      hasVisitorCookie: hooks.pageCacheSupport.hasVisitorCookie,
      draw: render,
      waitUntil: (work) => ctx.waitUntil(work),
    });
    if (shared) return shared;
  }
  return render(admitted.request);
}

export default {
  async fetch(request: Request, env: Env, ctx: Context): Promise<Response> {
    const started = Date.now();
    const ids: RequestIds = {};
    const answered = await answer(request, env, ctx, ids);
    // workerd sends what a HEAD answer carries; the client expects no body after the headers.
    const response = request.method === "HEAD" ? new Response(null, answered) : answered;
    console.log(edgeRequestLine(request, response.status, Date.now() - started, ids));
    return response;
  },

  async scheduled(_controller: unknown, env: Env, ctx: Context): Promise<void> {
    if (!settingsOf(env)) return;
    const report = await hooks.edge.scheduled((work) => ctx.waitUntil(work));
    console.log(JSON.stringify({ level: "info", message: "scheduled work", ...report }));
  },
};
