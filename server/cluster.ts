#!/usr/bin/env node
// WEB_CONCURRENCY=N copies of server/index.ts on one port (node:cluster: this primary accepts
// the connections and hands each to a worker in turn); `npm start` runs it when N > 1 and
// DATABASE_URL is set (server/web-concurrency.ts). It restarts a worker that dies (at once, or
// after a growing pause when workers keep dying young) and passes SIGTERM/SIGINT on for a
// graceful stop.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { webConcurrency } from "./web-concurrency.ts";

/** A worker that ran this long before dying was not crash-looping: restart it at once. */
const STEADY_MS = 30_000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 30_000;

function log(level: string, message: string, fields: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ level, message, ...fields }));
}

runPrimary(webConcurrency().processes);

function runPrimary(count: number) {
  cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });
  let stopping = false;
  let anyListened = false;
  let quickDeaths = 0;
  let exitCode = 0;
  const startedAt = new Map();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    log("info", "worker started", { pid: worker.process.pid });
  };

  cluster.on("listening", (worker) => {
    anyListened = true;
    log("info", "worker listening", { pid: worker.process.pid });
  });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    // None ever listened (a port in use, a bad configuration): every restart would fail alike.
    if (!anyListened) {
      log("error", "a worker failed before the site could listen; stopping", {
        pid: worker.process.pid,
        code,
        signal,
      });
      stopAll("SIGTERM", code || 1);
      return;
    }
    quickDeaths = lived >= STEADY_MS ? 0 : quickDeaths + 1;
    const delay =
      quickDeaths === 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (quickDeaths - 1));
    log("warn", "worker died; starting another", {
      pid: worker.process.pid,
      code,
      signal,
      restartInMs: delay,
    });
    setTimeout(() => stopping || fork(), delay);
  });

  function stopAll(signal: NodeJS.Signals, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill(signal);
  }
  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));

  log("info", "starting workers", { processes: count });
  for (let i = 0; i < count; i++) fork();
}
