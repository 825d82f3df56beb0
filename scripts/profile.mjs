#!/usr/bin/env node
// `npm run profile -- <path>`: where the production server's time goes on one page under load.
// Starts the server with `node --cpu-prof` (a fresh database folder, pinned to the bench's server
// cores), loads `<path>` with wrk as `npm run bench` does, stops the server so V8 writes its
// profile, and prints the shares of the loaded seconds by package, by function and by call path.
// The .cpuprofile is kept in .profiles/ (open it in Chrome DevTools' Performance panel).
//
//   node scripts/profile.mjs / [--rendered] [--signed-in] [--duration 8] [--connections 50]
//     [--warmup 2]
//   `--rendered`: PAGE_CACHE_SECONDS=0 (every request drawn); `--signed-in`: a new account's
//   session cookie on every request (the page is drawn for them). Loopback traffic only.
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { signUpSession } from "./lib/bench-session.mjs";
import { coreLayout, pinToLoadCores } from "./lib/bench-cores.mjs";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { summariseCpuProfile } from "./lib/cpu-profile-summary.mjs";
import { parseArgs, root, startServer } from "./lib/server.mjs";
import { ensureWrk, warmThenMeasure } from "./lib/wrk.mjs";

const args = parseArgs();
const path = process.argv.slice(2).find((arg) => arg.startsWith("/"));
if (!path) {
  console.error("Usage: npm run profile -- /path [--rendered] [--signed-in] [--duration 8]");
  process.exit(2);
}
const duration = Number(args.duration ?? 8);
const connections = Number(args.connections ?? 50);
const cores = coreLayout();
const wrkBin = ensureWrk();
const dir = resolve(root, ".profiles", `${new Date().toISOString().replace(/[:.]/g, "-")}`);
mkdirSync(dir, { recursive: true });

buildIfStale("build");
const server = await startServer({
  dataDir: ".data/profile",
  env: {
    AUTH_EMAIL_CONFIRMATION: "off",
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}`,
    ...(args.rendered || args["signed-in"] ? { PAGE_CACHE_SECONDS: "0" } : {}),
  },
  label: "profile",
  cpus: cores.server,
});
let result;
try {
  await server.waitReady();
  pinToLoadCores(cores);
  const headers = args["signed-in"] ? { Cookie: (await signUpSession(server.url)).cookie } : {};
  result = await warmThenMeasure({
    bin: wrkBin,
    url: `${server.url}${path}`,
    headers,
    connections,
    cores,
    warmupS: Number(args.warmup ?? 2),
    durationS: duration,
  });
} finally {
  await server.stop();
}

// The server's own profile is the largest: the launcher (scripts/start.mjs) only waits.
const profiles = readdirSync(dir)
  .filter((name) => name.endsWith(".cpuprofile"))
  .map((name) => join(dir, name))
  .sort((a, b) => statSync(b).size - statSync(a).size);
for (const other of profiles.slice(1)) rmSync(other);
const main = {
  file: profiles[0],
  ...summariseCpuProfile(profiles[0], { lastSeconds: duration - 1 }),
};

const pct = (share) => `${(share * 100).toFixed(1).padStart(5)}%`;
console.log(
  `${path}: ${Math.round(result.rps)} requests/s under the profiler (slower than without it), ` +
    `p50 ${result.p50Ms.toFixed(1)} ms; ${Math.round(main.sampledMs)} ms sampled over the last ${duration - 1} s.`,
);
for (const [title, rows] of [
  ["By package (self time)", main.packages],
  ["By function (self time)", main.self],
  ["By call path (inclusive)", main.inclusive],
]) {
  console.log(`\n${title}:`);
  for (const row of rows) console.log(`  ${pct(row.share)}  ${row.label}`);
}
console.log(`\nProfile: ${main.file}`);
