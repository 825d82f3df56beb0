#!/usr/bin/env node
// The site's HTTP server (ADR 22), the same in development and production:
//   node server/index.ts          the production build (npm start builds it first when needed)
//   node server/index.ts --dev    Vite in middleware mode, reloading on change (npm run dev)
// PORT (3000), HOST (every interface), BUILD_DIR (build), SHUTDOWN_GRACE_SECONDS (10).
// Everything else is the app's configuration (.env.example), which the app validates at start.
import { once } from "node:events";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type { Request } from "express";
import { loadDevelopmentBuild, loadProductionBuild, type LoadedBuild } from "./build.ts";
import { createExpressApp } from "./express-app.ts";
import { answerProbe } from "./probes.ts";
import { quietClose } from "./quiet-close.ts";
import { assignRequestId, createRequestLog } from "./request-log.ts";
import { isHeadOfData, requestRefusal, sendRefusal } from "./request-guard.ts";
import { createStaticFiles } from "./static-files.ts";
import { discardUnreadBody } from "./unread-body.ts";

const development = process.argv.includes("--dev");
if (development) process.env.NODE_ENV ??= "development";
// Vite loads the app with React Router's development build (its plugin resolves with that
// condition); this process must load the same one, or the two disagree on the load context.
if (development && !import.meta.resolve("react-router").includes("/development/")) {
  console.error(
    "The development server needs Node's development condition: run `npm run dev`, or node --conditions=development server/index.ts --dev",
  );
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
// The address to listen on: unset or empty, every interface (IPv6 and IPv4).
const host = process.env.HOST?.trim() || undefined;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;

/** A configuration error is printed as the app's list of problems, without a stack. */
function exitOnConfigError(error: unknown): never {
  if ((error as Error | undefined)?.name === "ConfigError") {
    console.error((error as Error).message);
    process.exit(1);
  }
  throw error;
}

const loaded: LoadedBuild = await (
  development ? loadDevelopmentBuild() : loadProductionBuild(buildDir)
).catch(exitOnConfigError);
const { hooks } = loaded;
let settings: ReturnType<typeof hooks.serverSettings>;
try {
  settings = hooks.serverSettings();
} catch (error) {
  exitOnConfigError(error);
}
hooks.startServerContext();
const requestLog = createRequestLog({ out: process.stdout });
process.on("exit", () => requestLog.flush());
const { app, pageCache } = createExpressApp({ loaded, settings, buildDir });
const staticFiles = development ? undefined : createStaticFiles(path.join(buildDir, "client"));

// The hot path of a traffic spike, before Express: the probes, the build's text files and the
// shared pages in memory. The rest, misses included, goes through Express.
const server = http.createServer((req, res) => {
  discardUnreadBody(req, res);
  keepTrack(req, res, process.hrtime.bigint());
  // The response was made for a HEAD already: it sends no body whatever Remix answers.
  if (isHeadOfData(req.method, req.url)) req.method = "GET";
  const refusal = requestRefusal(req, { trustProxy: settings.trustProxyHops > 0 });
  if (refusal) return sendRefusal(res, refusal, req.method);
  if (
    answerProbe(req, res, hooks.probes.ready) ||
    staticFiles?.serve(req, res) ||
    pageCache?.serveFromMemory(req, res)
  )
    return;
  app(req, res);
});
const closeQuietly = quietClose(server);
server.on("error", (error: NodeJS.ErrnoException) => {
  // A port in use or a HOST this machine does not have: one line, not a stack.
  console.error(
    JSON.stringify({
      level: "error",
      message: `cannot listen on ${host ?? "every interface"}, port ${port}: ${error.code ?? error.message}`,
    }),
  );
  process.exit(1);
});
// The database opens, migrates and seeds before the first visitor arrives. When it cannot
// (Postgres out of reach), the server listens all the same: /readyz says so, and each request
// tries again.
await hooks.databaseReady();
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
      ...(development && { mode: "development" }),
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
 * Answers not finished yet, and the log line of each once it is sent. Once stopping, each answer
 * closes its connection: a proxy's kept-alive connections would otherwise go on bringing requests
 * to this instance until the grace time cut them off mid-answer (server/quiet-close.ts).
 */
const answering = new Set<ServerResponse>();
function keepTrack(req: IncomingMessage, res: ServerResponse, startNs: bigint) {
  const { requestId, clientRequestId } = assignRequestId(req);
  const method = req.method;
  if (stopping) res.setHeader("Connection", "close");
  else answering.add(res);
  res.once("close", () => {
    answering.delete(res);
    if (!res.writableFinished) return;
    requestLog.log({
      method,
      url: (req as Partial<Request>).originalUrl ?? req.url,
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
async function shutdown(signal: NodeJS.Signals) {
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
  await loaded.vite?.close();
  await hooks.shutdownServer();
  // The last lines reach the log's reader before the process ends (a pipe writes them later).
  requestLog.flush();
  if (process.stdout.writableLength > 0)
    await Promise.race([once(process.stdout, "drain"), delay(2000)]);
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
