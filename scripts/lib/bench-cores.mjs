// Which cores `npm run bench` gives the server under test and which the load generator, so that
// wrk does not take the CPU the server needs: the first half to the servers (and to nginx, one
// worker per core of that half), the rest to wrk. On one core there is nothing to split.
import os from "node:os";
import { spawnSync } from "node:child_process";
import { findProgram } from "./debian-package.mjs";

/** A taskset list ("0-3", "2") of `count` cores from `first`. */
function list(first, count) {
  return count === 1 ? String(first) : `${first}-${first + count - 1}`;
}

export function coreLayout(total = os.availableParallelism()) {
  if (total < 2 || !findProgram("taskset")) {
    const why = total < 2 ? "one core" : "no taskset";
    return {
      server: undefined,
      wrk: undefined,
      cluster: undefined,
      nginxWorkers: 1,
      wrkThreads: 1,
      text: `pinning off (${why}): servers and wrk share the CPU`,
      clusterText: "pinning off: the processes and wrk share the CPU.",
    };
  }
  const serverCores = Math.floor(total / 2);
  const wrkCores = total - serverCores;
  // Two processes need two cores of their own to show what a second one brings.
  const clusterPinned = serverCores >= 2;
  return {
    server: list(0, serverCores),
    wrk: list(serverCores, wrkCores),
    // Every core when not pinned: the bench itself moves to wrk's cores and its children inherit that.
    cluster: list(0, clusterPinned ? serverCores : total),
    nginxWorkers: serverCores,
    wrkThreads: wrkCores,
    text:
      `pinned with taskset: servers and nginx (${serverCores} worker${serverCores === 1 ? "" : "s"}) ` +
      `on core${serverCores === 1 ? "" : "s"} ${list(0, serverCores)}, wrk (${wrkCores} thread${wrkCores === 1 ? "" : "s"}) on ${list(serverCores, wrkCores)}`,
    clusterText: clusterPinned
      ? `the server pinned to cores ${list(0, serverCores)}, wrk to ${list(serverCores, wrkCores)}.`
      : `not pinned: with ${total} cores the server's half is one core, which two processes would share; so the processes, Postgres and wrk share all ${total} cores, and the second process competes with wrk.`,
  };
}

/**
 * Moves this script (its every thread) onto wrk's cores once the servers are started: it reads
 * the servers' log lines, thousands a second under load, which must not take the CPU of the
 * server it is measuring.
 */
export function pinToLoadCores(layout) {
  if (!layout.wrk) return;
  spawnSync("taskset", ["-a", "-p", "-c", layout.wrk, String(process.pid)], { stdio: "ignore" });
}
