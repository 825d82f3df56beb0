#!/usr/bin/env node
// `npm run bench`: the production server side by side with nginx, in one run. Starts the
// production server (fresh DATA_DIR .data/bench) and nginx (its own config in a temp dir, serving
// copies of the app's pages saved at the start), then loads each page with autocannon: `/`,
// `/services` and `/contact` on both, a signed-in `/account` and `/healthz` (the floor of the
// HTTP stack) on the app only. Prints requests/second, latency p50/p99, errors and non-2xx answers,
// the app's share of nginx's throughput and the targets below (PASS/FAIL), writes the table into
// docs/performance.md (between <!-- bench:start --> and <!-- bench:end -->), stops both servers,
// and exits with 1 when a target is missed (not with --no-targets). Loopback traffic only.
//
//   node scripts/bench.mjs [--duration 10] [--ramp-up 3] [--connections 50] [--port N] [--no-targets] [--verbose]
import os from "node:os";
import { signUpSession } from "./lib/bench-session.mjs";
import { loadSteadily } from "./lib/steady-load.mjs";
import { ensureNginx, nginxVersion, startNginx } from "./lib/nginx.mjs";
import { gitCommit, machineLoad, parseArgs, startServer, writeDocsSection } from "./lib/server.mjs";

/** The issue's targets. Errors count autocannon's errors (timeouts included) and non-2xx answers. */
const TARGETS = {
  // Every anonymous page, against nginx serving the same HTML.
  anonymous: { minShareOfNginx: 0.2, maxP99Ms: 50, maxErrors: 0 },
  // The signed-in /account (a non-2xx there would mean the session was lost: not a signed-in page).
  signedIn: { minRps: 230, maxP99Ms: 250, maxErrors: 0 },
};

const ANONYMOUS_PAGES = ["/", "/services", "/contact"];
const SIGNED_IN_PAGE = "/account";
const FLOOR = "/healthz";

const args = parseArgs();
const duration = positive(args.duration ?? 10, "--duration");
const rampUp = positive(args["ramp-up"] ?? 3, "--ramp-up");
const connections = positive(args.connections ?? 50, "--connections");
const checkTargets = !args["no-targets"];
const verbose = Boolean(args.verbose);

const nginxBin = ensureNginx();
const nginxVer = nginxVersion(nginxBin);

console.log("Building if needed and starting the production server (DATA_DIR=.data/bench)…");
const server = await startServer({
  dataDir: ".data/bench",
  port: args.port,
  // Signing up signs in (no confirmation e-mail to open), for the signed-in /account.
  env: { AUTH_EMAIL_CONFIRMATION: "off" },
  verbose,
  label: "bench",
});
// Ctrl-C (or a kill): the shared handler that startServer installed stops nginx and the server
// and exits; the measuring loop only has to stop going on.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.once(signal, () => (interrupted = true));
const startedAt = Date.now();
try {
  await server.waitReady();
} catch (error) {
  await halted(); // stopped by Ctrl-C: not a failure to report
  console.error(error.message);
  process.exit(1);
}
const appUrl = `http://127.0.0.1:${server.port}`;
console.log(`Ready on ${appUrl} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);

let exitCode = 0;
let nginx = null;
const loadAtStart = machineLoad();
if (loadAtStart.busy)
  console.warn(`Warning: the machine is busy (${loadAtStart.text}); expect low figures.`);
try {
  // The pages nginx serves: the app's HTML, fetched once.
  const pages = new Map();
  for (const path of ANONYMOUS_PAGES) {
    const response = await fetch(new URL(path, appUrl), { redirect: "manual" });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path} answered HTTP ${response.status}`);
    pages.set(path, html);
  }
  nginx = await startNginx({ bin: nginxBin, pages, verbose });
  console.log(
    `nginx ${nginxVer} serving saved copies of ${ANONYMOUS_PAGES.join(", ")} on ${nginx.url}.`,
  );

  const session = await signUpSession(appUrl);
  console.log(
    `Signed up ${session.email} through /auth; its session cookie goes with ${SIGNED_IN_PAGE}.`,
  );

  const rows = [];
  for (const path of ANONYMOUS_PAGES) {
    const app = await measure({ path, server: "app", base: appUrl });
    const reference = await measure({ path, server: "nginx", base: nginx.url });
    app.share = reference.rps > 0 ? app.rps / reference.rps : null;
    app.verdict = judge(app, TARGETS.anonymous);
    rows.push(app, reference);
  }
  const account = await measure({
    path: SIGNED_IN_PAGE,
    server: "app",
    base: appUrl,
    headers: { cookie: session.cookie },
    note: "signed in",
  });
  account.verdict = judge(account, TARGETS.signedIn);
  rows.push(account);
  rows.push(await measure({ path: FLOOR, server: "app", base: appUrl }));

  const judged = rows.filter((row) => row.verdict);
  const missed = judged.filter((row) => !row.verdict.pass);
  const summary = missed.length
    ? `Targets: ${judged.length - missed.length} of ${judged.length} met; missed: ` +
      missed.map((row) => `${label(row)}: ${row.verdict.misses.join(", ")}`).join("; ") +
      "."
    : `Targets: all ${judged.length} met.`;
  const unjudgedFailures = rows.filter((row) => !row.verdict && row.errors + row.non2xx > 0);

  const table = [
    "| Page | Server | Requests/s | p50 (ms) | p99 (ms) | Errors | Non-2xx | vs nginx | Target | Ramp-up max (ms) |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |",
    ...rows
      .map((row) =>
        [
          label(row),
          row.server,
          Math.round(row.rps),
          row.p50,
          row.p99,
          `${row.errors}${row.timeouts ? ` (${row.timeouts} timeouts)` : ""}`,
          row.non2xx,
          row.share == null ? "—" : pct(row.share),
          row.verdict
            ? row.verdict.pass
              ? "PASS"
              : `FAIL: ${row.verdict.misses.join(", ")}`
            : "—",
          row.rampUpMaxMs,
        ].join(" | "),
      )
      .map((line) => `| ${line} |`),
  ].join("\n");

  const cpus = os.cpus();
  const facts = [
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}`,
    `${cpus.length} CPU core${cpus.length === 1 ? "" : "s"} (${cpus[0]?.model?.trim() ?? "unknown"})`,
    `${Math.round(os.totalmem() / 2 ** 30)} GB RAM`,
    `${loadAtStart.text} at the start`,
    `Node ${process.version}`,
    `nginx ${nginxVer}`,
    `commit ${gitCommit() ?? "(none yet)"}`,
    `autocannon, ${connections} connections opened at once, ${rampUp} s ramp-up then ` +
      `${duration} s measured per page and server, load generator on the same machine`,
  ];
  const sizes = [...pages]
    .map(([path, html]) => `\`${path}\` ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`)
    .join(", ");
  const notes = [
    `- **app**: the production server (\`server/index.mjs\`, one Node process, which logs every ` +
      `request as a JSON line and serves anonymous pages from memory, ADR 22); **nginx**: nginx with \`worker_processes auto\` (one worker per core) and ` +
      `\`access_log off\`, serving copies of the app's HTML saved at the start of the run ` +
      `(${sizes}).`,
    "- Compression: neither side compresses. autocannon sends no `Accept-Encoding`, so " +
      "the server's compression middleware sends the HTML as it is, and nginx runs with " +
      "`gzip off`.",
    `- \`${SIGNED_IN_PAGE}\`: an account signed up through the \`/auth\` form at the start of the ` +
      `run, its session cookie (as the browser that signed up holds it) sent with ` +
      `every request. \`${FLOOR}\`: the floor of the HTTP ` +
      "stack. Neither has an nginx pair.",
    "- vs nginx: the app's requests/s as a percentage of nginx's for the same page.",
    `- Requests/s, p50 and p99 count the responses of the ${duration} measured seconds; errors ` +
      `and non-2xx the whole run. Ramp-up max: the slowest response of the first ${rampUp} s, ` +
      "while the connections opened (Node accepts one new connection per event-loop turn; see " +
      '"Why the bench has a ramp-up").',
    `- Targets: every anonymous page ≥ ${pct(TARGETS.anonymous.minShareOfNginx)} of nginx's ` +
      `requests/s, p99 < ${TARGETS.anonymous.maxP99Ms} ms, no errors or non-2xx; signed-in ` +
      `\`${SIGNED_IN_PAGE}\` ≥ ${TARGETS.signedIn.minRps} requests/s with p99 < ` +
      `${TARGETS.signedIn.maxP99Ms} ms (and no errors or non-2xx).`,
    `- Result: ${summary.replace(/^Targets: /, "")}`,
  ];
  console.log(`\n${table}\n\n${summary}`);
  writeDocsSection("bench", `_${facts.join(" · ")}._\n\n${table}\n\n${notes.join("\n")}`);
  console.log("Wrote the figures to docs/performance.md.");
  for (const row of unjudgedFailures)
    console.error(`${label(row)}: ${row.errors} errors, ${row.non2xx} non-2xx answers.`);
  if (checkTargets && (missed.length || unjudgedFailures.length)) exitCode = 1;
  else if (missed.length) console.log("(--no-targets: the exit code ignores the missed targets.)");
} catch (error) {
  if (!interrupted) {
    console.error(error.message);
    exitCode = 1;
  }
} finally {
  await halted();
  await nginx?.stop();
  await server.stop();
}
process.exit(exitCode);

/**
 * `connections` against `base` + `path`: a ramp-up of `rampUp` seconds while they open (JIT, the
 * database connection and caches warm up too), then `duration` measured seconds
 * (lib/steady-load.mjs). Returns the row of the table.
 */
async function measure({ path, server: which, base, headers = {}, note }) {
  await halted();
  const url = new URL(path, base).href;
  const probe = await fetch(url, { headers, redirect: "manual" });
  await probe.arrayBuffer();
  if (probe.status !== 200)
    console.warn(`  warning: GET ${path} (${which}) answers HTTP ${probe.status}`);
  console.log(
    `  ${path}${note ? ` (${note})` : ""} on ${which}: ${connections} connections, ` +
      `${rampUp} s ramp-up, ${duration} s measured…`,
  );
  const result = await loadSteadily({
    url,
    headers,
    connections,
    durationS: duration,
    rampUpS: rampUp,
  });
  await halted();
  if (server.exitInfo) throw server.exitError("exited during the benchmark");
  if (nginx?.exitInfo) throw nginx.exitError("exited during the benchmark");
  if (server.buildChanged())
    console.warn("    warning: build/ was rebuilt by another process during this run");
  const row = {
    path,
    note,
    server: which,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    total: result.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rampUpMaxMs: result.rampUpMaxMs,
    share: null,
    verdict: null,
  };
  console.log(
    `    ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
      `${row.total} requests, ${row.errors} errors (${row.timeouts} timeouts), ${row.non2xx} non-2xx; ` +
      `slowest while the connections opened ${row.rampUpMaxMs} ms`,
  );
  return row;
}

/** { pass, misses } of a row against one of TARGETS (minShareOfNginx needs row.share). */
function judge(row, target) {
  const misses = [];
  if (target.minShareOfNginx != null && !(row.share >= target.minShareOfNginx))
    misses.push(
      `${row.share == null ? "?" : pct(row.share)} of nginx < ${pct(target.minShareOfNginx)}`,
    );
  if (target.minRps != null && row.rps < target.minRps)
    misses.push(`${Math.round(row.rps)} req/s < ${target.minRps}`);
  if (row.p99 >= target.maxP99Ms) misses.push(`p99 ${row.p99} ms ≥ ${target.maxP99Ms}`);
  if (row.errors + row.non2xx > target.maxErrors)
    misses.push(`${row.errors} errors, ${row.non2xx} non-2xx`);
  return { pass: misses.length === 0, misses };
}

function label(row) {
  return `\`${row.path}\`${row.note ? ` (${row.note})` : ""}`;
}

/** 0.2 → "20%"; below 10 % with a decimal (0.014 → "1.4%"), so small shares still differ. */
function pct(share) {
  const percent = share * 100;
  return `${percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
}

/** After Ctrl-C: wait (for ever) while the shared handler stops everything and exits. */
function halted() {
  return interrupted ? new Promise(() => {}) : Promise.resolve();
}

function positive(value, flag) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    console.error(`${flag} needs a positive number, got ${value}`);
    process.exit(2);
  }
  return number;
}
