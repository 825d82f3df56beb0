#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then serve the production
// build with the site's own server (server/index.ts, ADR 22) on PORT (3000) and HOST (every
// interface), in WEB_CONCURRENCY processes when DATABASE_URL is set (server/cluster.ts). The
// server opens, migrates and seeds the database before it listens (PGlite under .data/ unless
// DATABASE_URL is set); then a short banner says where to open the site, where mail goes and how
// to reach the dashboard. The server's own log lines pass through unchanged.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { serverNodeFlags } from "./lib/server-node-flags.mjs";
import { startBanner } from "./lib/start-banner.mjs";
import { webConcurrency } from "../server/web-concurrency.ts";

const root = new URL("..", import.meta.url).pathname;
const buildDir = process.env.BUILD_DIR ?? "build";
buildIfStale(buildDir);

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? "production",
  PORT: process.env.PORT ?? "3000",
};
const nodeFlags = serverNodeFlags(
  process.env.NODE_OPTIONS ?? "",
  process.allowedNodeEnvironmentFlags,
);
const { processes, ignored } = webConcurrency(env);
if (ignored) console.log(JSON.stringify(ignored));
const entry = processes > 1 ? "server/cluster.ts" : "server/index.ts";
const server = spawn(process.execPath, [...process.execArgv, ...nodeFlags, join(root, entry)], {
  cwd: root,
  env: { ...env, BUILD_DIR: buildDir },
  stdio: ["inherit", "pipe", "inherit"],
});
// The server's output goes through as it comes, chunk by chunk: under load it is thousands of
// request lines a second, and splitting them into lines here took CPU from the server. Only the
// output before the banner is read as lines, to find the "listening" one.
let beforeBanner = "";
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (beforeBanner === undefined) return;
  beforeBanner += chunk;
  const lines = beforeBanner.split("\n");
  beforeBanner = lines.pop() ?? "";
  const listening = lines.map(parseListening).find(Boolean);
  if (!listening) return;
  beforeBanner = undefined;
  console.log(startBanner(listening));
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

/** The server's "listening" log line, parsed; undefined for any other line. */
function parseListening(line) {
  if (!line.includes('"listening"')) return undefined;
  try {
    const entry = JSON.parse(line);
    return entry.message === "listening" && typeof entry.url === "string" ? entry : undefined;
  } catch {
    return undefined;
  }
}
