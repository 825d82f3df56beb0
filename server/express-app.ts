import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createRenderer } from "react-router";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { LoadedBuild } from "./build.ts";
import {
  alignHostWithOrigin,
  crossOriginRefusal,
  forgetNullOriginOfSameOriginForm,
  refusedPage,
} from "./cross-origin.ts";
import { mayAskForDashboard } from "./hidden-dashboard.ts";
import { createPageCache } from "./page-cache.ts";

type Settings = ReturnType<LoadedBuild["hooks"]["serverSettings"]>;

/**
 * Express in front of Remix: the same refusals, headers and load context in development and
 * production. Production adds the build's files and the page cache; development, Vite.
 */
export function createExpressApp({
  loaded,
  settings,
  buildDir,
}: {
  loaded: LoadedBuild;
  settings: Settings;
  buildDir: string;
}) {
  const { hooks, build, withoutDashboard, vite } = loaded;
  const publicHost = new URL(settings.siteUrl).host;
  const loadContext = (req: Request) => hooks.loadContext(req.ip ?? null);
  type Context = Awaited<ReturnType<typeof loadContext>>;
  const contexts = new WeakMap<Request, Context>();
  const app = express();
  app.disable("x-powered-by");
  // How many proxies in front append to X-Forwarded-For: req.ip, req.protocol and req.hostname
  // follow them only then; with none, the socket's address is the client.
  app.set("trust proxy", settings.trustProxyHops);

  app.use(compression());
  app.use(forwardedHeaders);
  app.use(refuseCrossOrigin);
  let pageCache: ReturnType<typeof createPageCache> | undefined;
  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use(
      "/assets",
      express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(onlyFiles(express.static(path.join(buildDir, "client"), { maxAge: "1h" })));
    if (settings.sharedPageSeconds > 0 && typeof withoutDashboard !== "function") {
      // Only visitors without a cookie of the site are answered from here: never an owner.
      const render = createRenderer(withoutDashboard, "production");
      pageCache = createPageCache({
        render: async (request, { clientIp }) => render(request, await hooks.loadContext(clientIp)),
        hasVisitorCookie: hooks.pageCacheSupport.hasVisitorCookie,
        siteUrl: settings.siteUrl,
      });
      hooks.pageCacheSupport.onContentChange(() => pageCache?.clear());
      app.use(pageCache.middleware);
    }
  }
  const mode = vite ? "development" : "production";
  // The context made to ask who is there is the one the answer is drawn with: the auth session
  // it opened (and any cookie that session refreshed) is the request's only one.
  const getLoadContext = (req: Request) => contexts.get(req) ?? loadContext(req);
  const answer = createRequestHandler({ build, mode, getLoadContext });
  const answerWithoutDashboard = createRequestHandler({
    build: withoutDashboard,
    mode,
    getLoadContext,
  });
  app.all("*", async (req, res, next) => {
    if (!mayAskForDashboard(req.originalUrl)) return answer(req, res, next);
    let owner = false;
    try {
      const context = await loadContext(req);
      contexts.set(req, context);
      owner = await hooks.seesDashboard(headersOnly(req, settings.siteUrl), context);
    } catch {
      // Nobody to recognise (the database is out, say): answered as anyone else is.
    }
    return (owner ? answer : answerWithoutDashboard)(req, res, next);
  });

  /**
   * Forwarded headers are a proxy's word: without TRUST_PROXY nobody may set them. With it, the
   * public host the proxy received stays what Remix compares a form's Origin with.
   */
  function forwardedHeaders(req: Request, _res: Response, next: NextFunction) {
    if (settings.trustProxyHops === 0) {
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
      delete req.headers["x-forwarded-for"];
    }
    next();
  }

  function refuseCrossOrigin(req: Request, res: Response, next: NextFunction) {
    const requestHost = req.get("x-forwarded-host") ?? req.get("host");
    const refusal = crossOriginRefusal(req, { publicHost, requestHost });
    if (!refusal) {
      forgetNullOriginOfSameOriginForm(req);
      // A same-origin form behind a proxy that rewrote Host: Remix compares Origin with Host.
      alignHostWithOrigin(req, { publicHost, requestHost });
      return next();
    }
    res
      .status(403)
      .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.send(refusedPage());
  }

  return { app, pageCache };
}

/** The request's headers (its cookies) as a Fetch request, for asking who sent it. */
function headersOnly(req: Request, siteUrl: string): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new globalThis.Request(siteUrl, { headers });
}

/**
 * Every public file has an extension (favicon.ico, images/…, robots.txt); a page's URL has none,
 * so it goes straight to Remix instead of costing a failed file lookup on each request.
 */
function onlyFiles(serveStatic: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (/\.[^/]*$/.test(req.path) ? serveStatic(req, res, next) : next());
}
