// wrk (the Debian package, installed when missing) for `npm run bench`: one run against one URL,
// its figures read from a Lua `done` hook that prints them as JSON (a `done` hook alone keeps
// wrk on its fast path: no Lua runs per request).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ensureProgram } from "./debian-package.mjs";

const run = promisify(execFile);

const DONE_HOOK = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"bytes":%d,"durationUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\\n',
    summary.requests, summary.bytes, summary.duration, e.connect, e.read, e.write, e.status,
    e.timeout, latency:percentile(50), latency:percentile(99), latency.max))
end
`;

export function ensureWrk() {
  return ensureProgram("wrk");
}

/** "4.1.0" */
export async function wrkVersion(bin) {
  const { stdout, stderr } = await run(bin, ["-v"]).catch((error) => error);
  return `${stdout ?? ""}${stderr ?? ""}`.match(/wrk (\S+)/)?.[1] ?? "unknown";
}

/**
 * `connections` connections for `durationS` seconds on `threads` threads (pinned to `cpus`, a
 * taskset list, when given). Resolves to { rps, p50Ms, p99Ms, maxMs, requests, bytesPerResponse,
 * socketErrors, timeouts, non2xx } (non2xx: wrk counts answers with status 400 and above).
 */
async function loadWithWrk({ bin, url, headers = {}, connections, durationS, threads, cpus }) {
  const dir = mkdtempSync(join(os.tmpdir(), "bench-wrk-"));
  const script = join(dir, "done.lua");
  writeFileSync(script, DONE_HOOK);
  const args = [
    "-t",
    String(Math.max(1, Math.min(threads, connections))),
    "-c",
    String(connections),
    "-d",
    `${durationS}s`,
    "--timeout",
    "5s",
    "-s",
    script,
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const command = cpus ? ["taskset", "-c", cpus, bin, ...args] : [bin, ...args];
  try {
    const { stdout } = await run(command[0], command.slice(1), { maxBuffer: 1 << 20 });
    const line = stdout.split("\n").find((text) => text.startsWith("{"));
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
    const f = JSON.parse(line);
    return {
      rps: f.requests / (f.durationUs / 1e6),
      p50Ms: f.p50Us / 1000,
      p99Ms: f.p99Us / 1000,
      maxMs: f.maxUs / 1000,
      requests: f.requests,
      bytesPerResponse: f.requests ? f.bytes / f.requests : 0,
      socketErrors: f.connect + f.read + f.write + f.timeout,
      timeouts: f.timeout,
      non2xx: f.status,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A warm-up run, then the measured run whose figures are returned, with wrk on the cores
 * `coreLayout()` gives it (the bench and the profiler load a page alike). `around`, if given, is
 * called just before the measured run and returns what to call just after it, whose result lands
 * in the figures' `around`.
 */
export async function warmThenMeasure({
  bin,
  url,
  headers,
  connections,
  cores,
  warmupS,
  durationS,
  around,
}) {
  const load = { bin, url, headers, connections, threads: cores.wrkThreads, cpus: cores.wrk };
  await loadWithWrk({ ...load, durationS: warmupS });
  const after = around?.();
  const figures = await loadWithWrk({ ...load, durationS });
  return after ? { ...figures, around: after() } : figures;
}
