#!/usr/bin/env node
// The production HTTP server (ADR 22): Express with Remix's adapter, in front of the build.
//   node server/index.mjs            (npm start builds first when needed, then runs this)
// PORT (3000), HOST (every interface), BUILD_DIR (build), SHUTDOWN_GRACE_SECONDS (10).
// Everything else is the app's configuration (.env.example), which the build validates as it loads.
import { once } from "node:events";
import http from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { createRequestHandler as createRenderer } from "@remix-run/node";
import compression from "compression";
import express from "express";
import {
  alignHostWithOrigin,
  crossOriginRefusal,
  forgetNullOriginOfSameOriginForm,
  refusedPage,
} from "./cross-origin.mjs";
import { answeringOutages } from "./database-outage.mjs";
import { resourceNotFoundPages } from "./resource-not-found.mjs";
import { createPageCache } from "./page-cache.mjs";
import { createStaticFiles } from "./static-files.mjs";
import { quietClose } from "./quiet-close.mjs";
import { assignRequestId, createRequestLog } from "./request-log.mjs";
import { requestRefusal, sendRefusal } from "./request-guard.mjs";
import { discardUnreadBody } from "./unread-body.mjs";

const port = Number(process.env.PORT ?? 3000);
// The address to listen on: unset or empty, every interface (IPv6 and IPv4), as before HOST existed.
const host = process.env.HOST?.trim() || undefined;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;

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

const loaded = await loadBuild();
const {
  serverSettings,
  shutdownServer,
  pageCacheSupport,
  databaseOutageAnswer,
  databaseReady,
  probes,
} = loaded.entry.module;
// The database out of reach is a 503 on every route, not a 500 (docs/reliability.md); a file
// route's 404 is the site's 404 page.
const build = resourceNotFoundPages(answeringOutages(loaded, databaseOutageAnswer), (pages) =>
  createRenderer(pages, "production"),
);
const settings = serverSettings();
const requestLog = createRequestLog({ out: process.stdout });
process.on("exit", () => requestLog.flush());
const publicHost = new URL(settings.siteUrl).host;

const app = express();
app.disable("x-powered-by");
// How many proxies in front append to X-Forwarded-For: req.ip, req.protocol and req.hostname
// follow them only then; with none, the socket's address is the client.
app.set("trust proxy", settings.trustProxyHops);

app.use(compression());
app.use(forwardedHeaders);
app.use(refuseCrossOrigin);
app.use(
  "/assets",
  express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
);
app.use(onlyFiles(express.static(path.join(buildDir, "client"), { maxAge: "1h" })));
const staticFiles = createStaticFiles(path.join(buildDir, "client"));
const pageCache =
  settings.sharedPageSeconds > 0
    ? createPageCache({
        render: createRenderer(build, "production"),
        hasVisitorCookie: pageCacheSupport.hasVisitorCookie,
        siteUrl: settings.siteUrl,
      })
    : undefined;
if (pageCache) {
  pageCacheSupport.onContentChange(() => pageCache.clear());
  app.use(pageCache.middleware);
}
app.all(
  "*",
  createRequestHandler({
    build,
    mode: "production",
    getLoadContext: (req) => ({ clientIp: req.ip ?? null }),
  }),
);

/**
 * Every public file has an extension (favicon.ico, images/…, robots.txt); a page's URL has none,
 * so it goes straight to Remix instead of costing a failed file lookup on each request.
 */
function onlyFiles(serveStatic) {
  return (req, res, next) => (/\.[^/]*$/.test(req.path) ? serveStatic(req, res, next) : next());
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
    forgetNullOriginOfSameOriginForm(req);
    // A same-origin form behind a proxy that rewrote Host: Remix compares Origin with Host.
    alignHostWithOrigin(req, { publicHost, requestHost });
    return next();
  }
  res.status(403).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.send(refusedPage());
}

// The hot path of a traffic spike, before Express: the probes, the build's text files and the
// shared pages in memory. The rest, misses included, goes through Express.
const server = http.createServer((req, res) => {
  discardUnreadBody(req, res);
  keepTrack(req, res, process.hrtime.bigint());
  const refusal = requestRefusal(req, { trustProxy: settings.trustProxyHops > 0 });
  if (refusal) return sendRefusal(res, refusal, req.method);
  if (answerProbe(req, res) || staticFiles.serve(req, res) || pageCache?.serveFromMemory(req, res))
    return;
  app(req, res);
});

/** `/healthz` (the process answers) and `/readyz` (the database does), plain text, never stored. */
function answerProbe(req, res) {
  const probe = req.url === "/healthz" ? "live" : req.url === "/readyz" ? "ready" : undefined;
  if (!probe || (req.method !== "GET" && req.method !== "HEAD")) return false;
  const reply = (status, text) => {
    res.writeHead(status, {
      "content-type": "text/plain",
      "cache-control": "no-store",
      "content-length": Buffer.byteLength(text),
    });
    res.end(req.method === "HEAD" ? undefined : text);
  };
  if (probe === "live") reply(200, "ok");
  else
    probes.ready().then(
      (ready) => (ready ? reply(200, "ready") : reply(503, "database unavailable")),
      () => reply(503, "database unavailable"),
    );
  return true;
}
const closeQuietly = quietClose(server);
server.on("error", (error) => {
  // A port in use or a HOST this machine does not have: one line, not a stack.
  console.error(
    JSON.stringify({
      level: "error",
      message: `cannot listen on ${host ?? "every interface"}, port ${port}: ${error.code ?? error.message}`,
    }),
  );
  process.exit(1);
});
// The database opens, migrates and seeds before the first visitor arrives, not with them. When it
// cannot (Postgres out of reach), the server listens all the same: /readyz says so, and each
// request tries again.
await databaseReady();
server.listen(port, host, () => {
  console.log(
    JSON.stringify({
      level: "info",
      message: "listening",
      port,
      host: host ?? null,
      url: localUrl(),
      siteUrl: settings.siteUrl,
      mail: settings.mail,
      adminEmails: settings.adminEmails,
    }),
  );
});

/** Where a browser on this machine reaches the server. */
function localUrl() {
  const everywhere = !host || host === "0.0.0.0" || host === "::";
  const name = everywhere ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Answers not finished yet, and the log line of each once it is sent (one listener per answer:
 * on a page served from memory each listener counts). Once stopping, each answer closes its
 * connection: a proxy's kept-alive connections (nginx `keepalive`) would otherwise go on bringing
 * requests to this instance until the grace time cut them off mid-answer. So an answer whose
 * headers are not out yet says `Connection: close`; a connection whose answer was already
 * streaming is ended once it has been idle a while (server/quiet-close.mjs).
 */
const answering = new Set();
function keepTrack(req, res, startNs) {
  const { requestId, clientRequestId } = assignRequestId(req);
  if (stopping) res.setHeader("Connection", "close");
  else answering.add(res);
  res.once("close", () => {
    answering.delete(res);
    if (!res.writableFinished) return;
    requestLog.log({
      method: req.method,
      url: req.originalUrl ?? req.url,
      status: res.statusCode,
      startNs,
      requestId,
      clientRequestId,
    });
  });
}

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish (up to the grace time), then
 * stop the background workers and close the database, and exit 0.
 */
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: "info", message: "shutting down", signal }));
  const closed = closeQuietly();
  for (const res of answering) {
    if (!res.headersSent) res.setHeader("Connection", "close");
  }
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
  await shutdownServer();
  // The last lines reach the log's reader before the process ends (a pipe writes them later).
  requestLog.flush();
  if (process.stdout.writableLength > 0)
    await Promise.race([once(process.stdout, "drain"), delay(2000)]);
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
