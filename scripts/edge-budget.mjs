// The Cloudflare Worker's budgets (perf-budgets.json, "worker"): the minified bundle wrangler
// would upload, gzipped, and the CPU its startup takes (`wrangler check startup`; the platform
// refuses a Worker whose startup takes over 1 s). Builds first when the sources changed. Prints both, and the
// packages that take most of the startup; exits 1 when either is over its budget.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { startupCpu } from "./lib/startup-cpu.mjs";

const root = new URL("..", import.meta.url).pathname;
const budget = JSON.parse(readFileSync(join(root, "perf-budgets.json"), "utf8")).worker;
const out = mkdtempSync(join(tmpdir(), "worker-budget-"));

function wrangler(args) {
  const result = spawnSync(join(root, "node_modules/.bin/wrangler"), args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error(`wrangler ${args[0]} failed`);
    process.exit(1);
  }
}

try {
  buildIfStale("build");
  wrangler(["deploy", "--dry-run", "--minify", "--outdir", out]);
  const bundle = join(out, "worker.js");
  const source = readFileSync(bundle);
  const gzipKb = gzipSync(source).length / 1024;
  const profile = join(out, "startup.cpuprofile");
  // Profiled unminified: minifying drops the module paths the attribution reads, and the
  // unminified bundle's startup is the longer of the two, so the check errs on the safe side.
  wrangler(["check", "startup", "--outfile", profile]);
  const { cpuMs, packages } = startupCpu(profile);

  console.log(
    `Worker bundle: ${(source.length / 1024).toFixed(0)} KiB minified, ${gzipKb.toFixed(0)} KiB gzip (budget ${budget.gzipKb} KiB)`,
  );
  console.log(
    `Startup CPU: ${cpuMs.toFixed(0)} ms (budget ${budget.startupCpuMs} ms), most of it:`,
  );
  for (const [name, ms] of packages.slice(0, 8))
    console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${name}`);
  const over = [
    gzipKb > budget.gzipKb && `the bundle is ${gzipKb.toFixed(0)} KiB gzip`,
    cpuMs > budget.startupCpuMs && `startup takes ${cpuMs.toFixed(0)} ms of CPU`,
  ].filter(Boolean);
  if (over.length > 0) {
    console.error(`\nOver budget (perf-budgets.json, "worker"): ${over.join("; ")}.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
