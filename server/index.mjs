#!/usr/bin/env node
// The production HTTP server (ADR 22): Express with Remix's adapter, in front of the build.
//   node server/index.mjs            (npm start builds first when needed, then runs this)
// PORT (3000), BUILD_DIR (build), SHUTDOWN_GRACE_SECONDS (10), PAGE_CACHE_SECONDS (10). Everything else is the app's
// configuration (.env.example), which the build validates as it loads.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { createRequestHandler as createRenderer } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { crossOriginRefusal, refusedPage } from "./cross-origin.mjs";
import { createPageCache } from "./page-cache.mjs";

const port = Number(process.env.PORT ?? 3000);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
// How long an anonymous page is served from memory; 0 renders every request.
const pageCacheMs = Number(process.env.PAGE_CACHE_SECONDS ?? 10) * 1000;

/** The build; a configuration error is printed as the list of problems, without a stack. */
async function loadBuild() {
  try {
    return await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  } catch (error) {
    if (error?.name === "ConfigError") {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const build = await loadBuild();
const { serverSettings, shutdownServer, pageCacheSupport } = build.entry.module;
const settings = serverSettings();
const publicHost = new URL(settings.siteUrl).host;

const app = express();
app.disable("x-powered-by");
// How many proxies in front append to X-Forwarded-For: req.ip, req.protocol and req.hostname
// follow them only then; with none, the socket's address is the client.
app.set("trust proxy", settings.trustProxyHops);

app.use(requestLog);
app.use(compression());
app.use(forwardedHeaders);
app.use(refuseCrossOrigin);
app.use(
  "/assets",
  express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
if (pageCacheMs > 0) {
  app.use(
    createPageCache({
      render: createRenderer(build, "production"),
      commitCsrf: pageCacheSupport.commitCsrf,
      newNonce: pageCacheSupport.newNonce,
      ttlMs: pageCacheMs,
    }),
  );
}
app.all(
  "*",
  createRequestHandler({
    build,
    mode: "production",
    getLoadContext: (req) => ({ clientIp: req.ip ?? null }),
  }),
);

/** One JSON line per request, when it ends: no query string, no bodies. */
function requestLog(req, res, next) {
  const start = process.hrtime.bigint();
  const incoming = req.get("x-request-id");
  const requestId = incoming && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
  req.headers["x-request-id"] = requestId;
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    process.stdout.write(
      `${JSON.stringify({
        time: new Date().toISOString(),
        level: res.statusCode >= 500 ? "error" : "info",
        message: "request",
        method: req.method,
        path: req.originalUrl.split("?")[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        requestId,
      })}\n`,
    );
  });
  next();
}

/**
 * Forwarded headers are a proxy's word: without TRUST_PROXY nobody may set them. With it, the
 * public host the proxy received stays what Remix compares a form's Origin with.
 */
function forwardedHeaders(req, _res, next) {
  if (settings.trustProxyHops === 0) {
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
    delete req.headers["x-forwarded-for"];
  }
  next();
}

function refuseCrossOrigin(req, res, next) {
  const requestHost = req.get("x-forwarded-host") ?? req.get("host");
  const refusal = crossOriginRefusal(req, { publicHost, requestHost });
  if (!refusal) {
    // A same-origin form behind a proxy that rewrote Host: Remix compares Origin with Host.
    const origin = req.get("origin");
    if (origin && origin !== "null" && !req.get("x-forwarded-host")) {
      const originHost = new URL(origin).host;
      if (originHost === publicHost && requestHost !== publicHost) req.headers.host = publicHost;
    }
    return next();
  }
  res.status(403).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.send(refusedPage());
}

const server = app.listen(port, () => {
  console.log(
    JSON.stringify({ level: "info", message: "listening", port, siteUrl: settings.siteUrl }),
  );
});

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish (up to the grace time), then
 * stop the background workers and close the database, and exit 0.
 */
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: "info", message: "shutting down", signal }));
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
  await shutdownServer();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
