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
  const { hooks, build, vite } = loaded;
  const publicHost = new URL(settings.siteUrl).host;
  const loadContext = (req: Request) => hooks.loadContext(req.ip ?? null);
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
    if (settings.sharedPageSeconds > 0 && typeof build !== "function") {
      const render = createRenderer(build, "production");
      pageCache = createPageCache({
        render: async (request, { clientIp }) => render(request, await hooks.loadContext(clientIp)),
        hasVisitorCookie: hooks.pageCacheSupport.hasVisitorCookie,
        siteUrl: settings.siteUrl,
      });
      hooks.pageCacheSupport.onContentChange(() => pageCache?.clear());
      app.use(pageCache.middleware);
    }
  }
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: loadContext,
    }),
  );

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

/**
 * Every public file has an extension (favicon.ico, images/…, robots.txt); a page's URL has none,
 * so it goes straight to Remix instead of costing a failed file lookup on each request.
 */
function onlyFiles(serveStatic: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (/\.[^/]*$/.test(req.path) ? serveStatic(req, res, next) : next());
}
