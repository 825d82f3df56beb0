#!/usr/bin/env node
// `npm run bench`: autocannon against `/` and `/healthz` of a freshly started production server.
// Prints requests/second (average), latency p50/p99, errors and non-2xx answers, and writes them
// into docs/performance.md (between <!-- bench:start --> and <!-- bench:end -->).
//
//   node scripts/bench.mjs [--duration 10] [--connections 50] [--port N] [--verbose]
import os from "node:os";
import autocannon from "autocannon";
import { gitCommit, machineLoad, parseArgs, startServer, writeDocsSection } from "./lib/server.mjs";

const args = parseArgs();
const duration = positive(args.duration ?? 10, "--duration");
const connections = positive(args.connections ?? 50, "--connections");
const paths = ["/", "/healthz"];

console.log("Building if needed and starting the production server (DATA_DIR=.data/bench)…");
const server = await startServer({
  dataDir: ".data/bench",
  port: args.port,
  verbose: Boolean(args.verbose),
  label: "bench",
});
const startedAt = Date.now();
try {
  await server.waitReady();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`Ready on ${server.url} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);

let exitCode = 0;
const loadAtStart = machineLoad();
if (loadAtStart.busy)
  console.warn(`Warning: the machine is busy (${loadAtStart.text}); expect low figures.`);
try {
  const rows = [];
  for (const path of paths) {
    const url = new URL(path, server.url).href;
    const probe = await fetch(url);
    if (!probe.ok) console.warn(`  warning: GET ${path} answers HTTP ${probe.status}`);
    await probe.arrayBuffer();
    // Warm-up (not recorded): JIT, the database connection, caches.
    await run({ url, connections: Math.min(connections, 10), duration: Math.min(2, duration) });
    console.log(`  ${path}: ${connections} connections for ${duration} s…`);
    const result = await run({ url, connections, duration });
    if (server.exitInfo) throw server.exitError("exited during the benchmark");
    if (server.buildChanged())
      console.warn("    warning: build/ was rebuilt by another process during this run");
    const row = {
      path,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
    rows.push(row);
    console.log(
      `    ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
        `${row.total} requests, ${row.errors} errors (${row.timeouts} timeouts), ${row.non2xx} non-2xx`,
    );
    if (row.errors || row.non2xx) exitCode = 1;
  }

  const table = [
    "| URL | Requests/s (avg) | Latency p50 (ms) | Latency p99 (ms) | Requests | Errors | Non-2xx |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.total} | ` +
        `${row.errors}${row.timeouts ? ` (${row.timeouts} timeouts)` : ""} | ${row.non2xx} |`,
    ),
  ].join("\n");
  const cpus = os.cpus();
  const facts = [
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}`,
    `${cpus.length} CPU core${cpus.length === 1 ? "" : "s"} (${cpus[0]?.model?.trim() ?? "unknown"})`,
    `${Math.round(os.totalmem() / 2 ** 30)} GB RAM`,
    `${loadAtStart.text} at the start`,
    `Node ${process.version}`,
    `commit ${gitCommit() ?? "(none yet)"}`,
    `autocannon, ${connections} connections, ${duration} s per URL, load generator on the same machine`,
  ];
  console.log(`\n${table}\n`);
  writeDocsSection("bench", `_${facts.join(" · ")}._\n\n${table}`);
  console.log("Wrote the figures to docs/performance.md.");
  if (exitCode) console.error("Some requests failed or answered non-2xx (see above).");
} finally {
  await server.stop();
}
process.exit(exitCode);

function run(options) {
  return new Promise((resolveRun, reject) => {
    // Ctrl-C: stop the load at once; the shared handler in lib/server.mjs stops the server.
    const stop = () => instance.stop();
    const instance = autocannon(options, (error, result) => {
      process.off("SIGINT", stop);
      if (error) reject(error);
      else resolveRun(result);
    });
    process.once("SIGINT", stop);
  });
}

function positive(value, flag) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    console.error(`${flag} needs a positive number, got ${value}`);
    process.exit(2);
  }
  return number;
}
