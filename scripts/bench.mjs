#!/usr/bin/env node
// `npm run bench`: the production server under wrk, beside nginx serving a saved copy of `/` (the
// ceiling), and beside a baseline build of another commit (`--baseline <rev>`) in the same run.
// Measures `/`, `/services`, `/contact` from the page cache and rendered (a second server with
// PAGE_CACHE_SECONDS=0), a signed-in `/account` and `/healthz`; with `--cluster` and a Postgres
// URL, `/` rendered with WEB_CONCURRENCY 1 and 2. The servers and wrk run on separate cores
// (taskset) when the machine has two or more. Writes the table into docs/performance.md (between
// <!-- bench:start --> and <!-- bench:end -->) and exits 1 when a target is missed (not with
// --no-targets) or a figure fails its checks. Loopback traffic only.
//
// With --rounds N, each row measures the builds N times in turns (current, baseline, then baseline,
// current, …): the row shows each build's median run and the median of the rounds' ratios, with
// their range, so that a minute of noise on a shared machine does not decide a ratio. With
// --settle S, every server first serves each of its pages under load for S seconds, builds in
// turns: a fresh process takes minutes of load to reach its speed (the JIT), and a row measured
// before then would compare warm-up times.
//
//   node scripts/bench.mjs [--baseline REV] [--rounds 1] [--settle 0] [--duration 10]
//     [--warmup 3] [--connections 50] [--cluster] [--database-url URL] [--no-targets] [--verbose]
import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";
import os from "node:os";
import { baselineCheckout } from "./lib/baseline-checkout.mjs";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { signUpSession } from "./lib/bench-session.mjs";
import { coreLayout, pinToLoadCores } from "./lib/bench-cores.mjs";
import { groupCpuMs } from "./lib/group-cpu.mjs";
import { ensureNginx, nginxVersion, startNginx } from "./lib/nginx.mjs";
import { gitCommit, machineLoad, parseArgs, startServer, writeDocsSection } from "./lib/server.mjs";
import { ensureWrk, warmThenMeasure, wrkVersion } from "./lib/wrk.mjs";

/** The issue's targets (for other work to meet: the bench measures and reports them). */
const TARGETS = {
  cached: { minShareOfNginx: 0.25, minRatio: 5, maxP99Ms: 5 },
  rendered: { minRatio: 2 },
  signedIn: { minRatio: 3 },
};

const PAGES = ["/", "/services", "/contact"];

const args = parseArgs();
const duration = positive(args.duration ?? 10, "--duration");
const warmup = positive(args.warmup ?? 3, "--warmup");
const connections = positive(args.connections ?? 50, "--connections");
const rounds = Math.round(positive(args.rounds ?? 1, "--rounds"));
const settle = args.settle === undefined ? 0 : positive(args.settle, "--settle");
const checkTargets = !args["no-targets"];
const verbose = Boolean(args.verbose);
const databaseUrl = args["database-url"] ?? process.env.TEST_DATABASE_URL;
if (args.cluster && !databaseUrl) {
  console.error("--cluster needs a Postgres URL: --database-url URL or TEST_DATABASE_URL.");
  process.exit(2);
}

const cores = coreLayout();
console.log(cores.text);
const nginxBin = ensureNginx();
const wrkBin = ensureWrk();
const versions = { nginx: nginxVersion(nginxBin), wrk: await wrkVersion(wrkBin) };

const servers = [];
let baseline = null;
let nginx = null;
let exitCode = 0;
try {
  if (args.baseline) {
    console.log(`Checking out and building the baseline ${args.baseline}…`);
    baseline = baselineCheckout(String(args.baseline));
  }
  const builds = [{ name: "current", commit: gitCommit() ?? "(uncommitted)", checkout: undefined }];
  if (baseline) builds.push({ name: "baseline", commit: baseline.short, checkout: baseline.dir });

  // Once, before its two servers start: each would otherwise build into build/ at the same time.
  buildIfStale("build");
  console.log("Starting the servers…");
  const start = (build, name, env = {}) =>
    startServer({
      dataDir: `.data/bench-${name}`,
      env: { AUTH_EMAIL_CONFIRMATION: "off", ...env },
      verbose,
      label: `${build.name}-${name}`,
      checkout: build.checkout,
      cpus: cores.server,
    });
  for (const build of builds) {
    build.cached = await start(build, "cached");
    build.rendered = await start(build, "rendered", { PAGE_CACHE_SECONDS: "0" });
    servers.push(build.cached, build.rendered);
  }
  await Promise.all(servers.map((server) => server.waitReady()));
  pinToLoadCores(cores);
  for (const build of builds) {
    build.session = await signUpSession(`http://127.0.0.1:${build.cached.port}`).catch((error) => {
      console.warn(`  ${build.name}: no signed-in session (${error.message.split("\n")[0]})`);
      return null;
    });
  }

  // Before the settling, which is load of the bench's own.
  const loadAtStart = machineLoad();
  if (settle) await settleServers(builds);
  if (loadAtStart.busy)
    console.warn(`Warning: the machine is busy (${loadAtStart.text}); expect low figures.`);

  const home = await fetchPage(`http://127.0.0.1:${builds[0].cached.port}/`);
  nginx = await startNginx({
    bin: nginxBin,
    pages: new Map([["/", home.body]]),
    workers: cores.nginxWorkers,
    cpus: cores.server,
    verbose,
  });

  const rows = [];
  const measurePair = async (kind, path, serverOf, headers) => {
    const row = { kind, path };
    const present = builds.filter((build) => serverOf(build));
    const runs = new Map(present.map((build) => [build.name, []]));
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...present].reverse() : present;
      for (const build of order) {
        const label = `${path} ${kind} (${build.name}${rounds > 1 ? `, round ${round + 1}` : ""})`;
        runs.get(build.name).push(
          await measure(`http://127.0.0.1:${serverOf(build).port}${path}`, {
            label,
            headers: headers?.(build),
            server: serverOf(build),
          }),
        );
      }
    }
    for (const [name, results] of runs) row[name] = medianRun(results);
    if (runs.has("baseline") && runs.has("current")) {
      const baselineRuns = runs.get("baseline");
      row.roundRatios = runs.get("current").map((run, i) => run.rps / baselineRuns[i].rps);
      const cpuRatios = runs
        .get("current")
        .map((run, i) => baselineRuns[i].cpuMsPerRequest / run.cpuMsPerRequest)
        .filter(Number.isFinite);
      row.cpuRatio = cpuRatios.length ? median(cpuRatios) : null;
    }
    rows.push(row);
    return row;
  };
  const ceiling = {
    kind: "nginx (saved copy)",
    path: "/",
    current: await measure(`${nginx.url}/`, { label: "/ on nginx" }),
  };
  for (const path of PAGES) await measurePair("page cache", path, (b) => b.cached);
  for (const path of PAGES) await measurePair("rendered", path, (b) => b.rendered);
  await measurePair(
    "signed in",
    "/account",
    (b) => b.session && b.cached,
    (b) => ({ Cookie: b.session.cookie }),
  );
  await measurePair("floor", "/healthz", (b) => b.cached);

  const cluster = args.cluster ? await measureCluster() : [];

  for (const row of rows) {
    const target =
      row.kind === "page cache"
        ? TARGETS.cached
        : row.kind === "rendered"
          ? TARGETS.rendered
          : row.kind === "signed in"
            ? TARGETS.signedIn
            : null;
    row.share = row.kind === "page cache" ? row.current.rps / ceiling.current.rps : null;
    row.ratio = row.roundRatios ? median(row.roundRatios) : null;
    row.verdict = target ? judge(row, target) : null;
  }
  const table = renderTable([ceiling, ...rows], Boolean(baseline));
  const judged = rows.filter((row) => row.verdict);
  const missed = judged.filter((row) => !row.verdict.pass);
  const failedChecks = [ceiling, ...rows, ...cluster].flatMap((row) =>
    ["current", "baseline"].flatMap((name) =>
      (row[name]?.problems ?? []).map((p) => `${row.path} (${row.kind}, ${name}): ${p}`),
    ),
  );
  const summary = missed.length
    ? `Targets: ${judged.length - missed.length} of ${judged.length} met; missed: ` +
      missed.map((row) => `${row.path} ${row.kind}: ${row.verdict.misses.join(", ")}`).join("; ")
    : `Targets: all ${judged.length} met.`;

  const cpus = os.cpus();
  const facts = [
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}`,
    `${cpus.length} CPU core${cpus.length === 1 ? "" : "s"} (${cpus[0]?.model?.trim() ?? "unknown"})`,
    `${loadAtStart.text} at the start`,
    `Node ${process.version}`,
    `nginx ${versions.nginx}`,
    `wrk ${versions.wrk}`,
    `current ${builds[0].commit}${baseline ? `, baseline ${baseline.short}` : ", no baseline"}`,
    `${connections} connections, ${warmup} s warm-up then ${duration} s measured per run` +
      (settle ? `, every server settled first (${settle} s per page)` : "") +
      (rounds > 1 ? `, ${rounds} rounds per row in turns (medians shown)` : ""),
    cores.text,
  ];
  const clusterTable = cluster.length
    ? [
        "\n",
        "| `/` rendered on Postgres | Requests/s | p50 (ms) | p99 (ms) | Errors / non-2xx | vs 1 process |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
        ...cluster.map(
          (row) =>
            `| WEB_CONCURRENCY=${row.processes} | ${cells(row.current).join(" | ")} | ` +
            `${ratioText(row.current.rps / cluster[0].current.rps)} |`,
        ),
        "",
        `- Cluster rows: ${cores.clusterText}`,
      ].join("\n")
    : "";
  const notes = [
    `- Pages are ${home.bytes} bytes (\`/\`); nothing is compressed (wrk sends no \`Accept-Encoding\`; nginx runs with \`gzip off\`).`,
    "- vs nginx: requests/s as a share of nginx serving the saved copy of `/` with one worker per core the app has.",
    ...(baseline
      ? [
          "- CPU ms per request: the CPU time (user and system) the server's processes used during the measured run, divided by the requests answered; the shown run's. By CPU time: baseline's CPU per request over the current's (above 1× the current build needs less), the median of the rounds'. It moves less than requests/s when the machine is shared.",
        ]
      : []),
    `- Checks: every row answered 200 before the load, no socket errors or answers ≥ 400 during it, and wrk's bytes per response match the size of one answer (headers and body)${failedChecks.length ? `; failed: ${failedChecks.join("; ")}` : ": all passed"}.`,
    `- ${summary}`,
  ];
  if (loadAtStart.busy)
    notes.push(
      `- The machine was busy with other work (${loadAtStart.text} at the start): the figures are low and the ratios noisy; run \`--baseline HEAD\` to see how noisy.`,
    );
  const body = `_${facts.join(" · ")}._\n\n${table}${clusterTable}\n\n${notes.join("\n")}`;
  console.log(`\n${table}${clusterTable}\n\n${notes.join("\n")}`);
  writeDocsSection("bench", body);
  console.log("\nWrote the figures to docs/performance.md.");
  if (failedChecks.length) exitCode = 1;
  if (missed.length && checkTargets) exitCode = 1;
  else if (missed.length) console.log("(--no-targets: the exit code ignores the missed targets.)");
} catch (error) {
  console.error(error.stack ?? error.message);
  exitCode = 1;
} finally {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  baseline?.remove();
}
process.exit(exitCode);

/**
 * A GET's status and body, and the bytes of the whole answer on the wire (headers included), on a
 * kept-alive connection like wrk's: a `Connection: close` answer has other headers.
 */
function fetchPage(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const req = request(url, { headers, agent }, (res) => {
      // A kept-alive socket goes back to the agent when the answer ends: hold on to it.
      const { socket } = res;
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        resolve({
          status: res.statusCode,
          body,
          bytes: Buffer.byteLength(body),
          wireBytes: socket.bytesRead,
        });
        agent.destroy();
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Warm-up, then the measured run; the row's figures and what looks wrong with them. */
async function measure(url, { label, headers = {}, server }) {
  const probe = await fetchPage(url, headers);
  process.stdout.write(`  ${label}: warm-up ${warmup} s, ${duration} s measured… `);
  const result = await warmThenMeasure({
    bin: wrkBin,
    url,
    headers,
    connections,
    cores,
    warmupS: warmup,
    durationS: duration,
    around: server && (() => cpuSince(server.pid)),
  });
  const cpuMsPerRequest =
    result.around != null && result.requests ? result.around / result.requests : null;
  const problems = [];
  if (probe.status !== 200) problems.push(`HTTP ${probe.status} before the load`);
  if (result.socketErrors) problems.push(`${result.socketErrors} socket errors`);
  if (result.non2xx) problems.push(`${result.non2xx} answers ≥ 400`);
  // wrk counts the bytes of the answers still arriving when it stops, not their requests.
  const least = probe.wireBytes * 0.95;
  const most = probe.wireBytes * (1.05 + connections / Math.max(1, result.requests));
  if (!(result.bytesPerResponse >= least && result.bytesPerResponse <= most))
    problems.push(
      `${Math.round(result.bytesPerResponse)} bytes per response for a ${probe.wireBytes}-byte answer`,
    );
  for (const server of servers)
    if (server.exitInfo) throw server.exitError("exited during the benchmark");
  console.log(
    `${Math.round(result.rps)} req/s, p50 ${ms(result.p50Ms)} ms, p99 ${ms(result.p99Ms)} ms` +
      (cpuMsPerRequest == null ? "" : `, ${cpuMs(cpuMsPerRequest)} ms CPU per request`) +
      (problems.length ? ` — ${problems.join(", ")}` : ""),
  );
  return { ...result, cpuMsPerRequest, problems };
}

/** A function that answers the CPU milliseconds the group `pgid` used since this call (or null). */
function cpuSince(pgid) {
  const start = groupCpuMs(pgid);
  return () => (start == null ? null : groupCpuMs(pgid) - start);
}

/** Each server's pages under load for `settle` seconds, in turns between the builds. */
async function settleServers(builds) {
  const loads = [];
  for (const path of PAGES) {
    for (const build of builds) {
      loads.push({ label: `${build.name} rendered ${path}`, url: `${build.rendered.url}${path}` });
      loads.push({ label: `${build.name} page cache ${path}`, url: `${build.cached.url}${path}` });
    }
  }
  for (const build of builds) {
    if (build.session)
      loads.push({
        label: `${build.name} signed in /account`,
        url: `${build.cached.url}/account`,
        headers: { Cookie: build.session.cookie },
      });
  }
  console.log(`Settling: ${loads.length} loads of ${settle} s…`);
  for (const load of loads) {
    await warmThenMeasure({
      bin: wrkBin,
      url: load.url.replace("localhost", "127.0.0.1"),
      headers: load.headers ?? {},
      connections,
      cores,
      warmupS: settle,
      durationS: 1,
    });
    if (verbose) console.log(`  settled ${load.label}`);
  }
}

/** `/` rendered on Postgres with WEB_CONCURRENCY 1, then 2. */
async function measureCluster() {
  const rows = [];
  const secret = () => randomBytes(24).toString("hex");
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: secret(),
    HONEYPOT_SECRET: secret(),
    NEWSLETTER_SECRET: secret(),
    AUTH_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    PAGE_CACHE_SECONDS: "0",
  };
  for (const processes of [1, 2]) {
    const server = await startServer({
      dataDir: ".data/bench-cluster",
      env: { ...env, WEB_CONCURRENCY: String(processes) },
      verbose,
      label: `cluster-${processes}`,
      cpus: cores.cluster,
    });
    servers.push(server);
    await server.waitReady();
    const current = await measure(`http://127.0.0.1:${server.port}/`, {
      label: `/ rendered on Postgres, WEB_CONCURRENCY=${processes}`,
    });
    rows.push({ kind: `WEB_CONCURRENCY=${processes}`, path: "/", processes, current });
    await server.stop();
    servers.splice(servers.indexOf(server), 1);
  }
  return rows;
}

function judge(row, target) {
  const misses = [];
  if (target.minShareOfNginx != null && !(row.share >= target.minShareOfNginx))
    misses.push(`${pct(row.share)} of nginx < ${pct(target.minShareOfNginx)}`);
  if (target.maxP99Ms != null && !(row.current.p99Ms < target.maxP99Ms))
    misses.push(`p99 ${ms(row.current.p99Ms)} ms ≥ ${target.maxP99Ms}`);
  if (target.minRatio != null) {
    if (row.ratio == null) misses.push("no baseline to compare with");
    else if (row.ratio < target.minRatio)
      misses.push(`${ratioText(row.ratio)} baseline < ${target.minRatio}×`);
  }
  return { pass: misses.length === 0, misses };
}

function renderTable(rows, withBaseline) {
  const head = withBaseline
    ? "| Page | Served | Requests/s | p50 (ms) | p99 (ms) | Errors / non-2xx | vs nginx | Baseline req/s | Baseline p50 / p99 (ms) | Current / baseline | CPU ms per request (current / baseline) | By CPU time | Target |"
    : "| Page | Served | Requests/s | p50 (ms) | p99 (ms) | Errors / non-2xx | vs nginx | Target |";
  const columns = head.split("|").length - 2;
  const align = `| --- | --- |${" ---: |".repeat(columns - 3)} --- |`;
  const lines = rows.map((row) => {
    const cellsOf = [`\`${row.path}\``, row.kind, ...cells(row.current)];
    cellsOf.push(row.share == null ? "—" : pct(row.share));
    if (withBaseline) {
      cellsOf.push(
        row.baseline ? String(Math.round(row.baseline.rps)) : "—",
        row.baseline ? `${ms(row.baseline.p50Ms)} / ${ms(row.baseline.p99Ms)}` : "—",
        row.ratio == null ? "—" : ratioWithRange(row),
        row.baseline?.cpuMsPerRequest != null
          ? `${cpuMs(row.current.cpuMsPerRequest)} / ${cpuMs(row.baseline.cpuMsPerRequest)}`
          : "—",
        row.cpuRatio == null ? "—" : ratioText(row.cpuRatio),
      );
    }
    cellsOf.push(
      row.verdict ? (row.verdict.pass ? "PASS" : `FAIL: ${row.verdict.misses.join(", ")}`) : "—",
    );
    return `| ${cellsOf.join(" | ")} |`;
  });
  return [head, align, ...lines].join("\n");
}

function cells(result) {
  return [
    String(Math.round(result.rps)),
    ms(result.p50Ms),
    ms(result.p99Ms),
    `${result.socketErrors} / ${result.non2xx}`,
  ];
}

function ms(value) {
  return value < 10 ? value.toFixed(2) : String(Math.round(value));
}

function cpuMs(value) {
  return value == null ? "?" : value < 1 ? value.toFixed(3) : value.toFixed(2);
}

function ratioText(ratio) {
  return `${ratio.toFixed(2)}×`;
}

/** "0.98×", or with rounds "0.98× (0.91–1.03)": the median of the rounds' ratios and their range. */
function ratioWithRange(row) {
  if (row.roundRatios.length < 2) return ratioText(row.ratio);
  const low = Math.min(...row.roundRatios).toFixed(2);
  const high = Math.max(...row.roundRatios).toFixed(2);
  return `${ratioText(row.ratio)} (${low}–${high})`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The run with the median requests/s (the lower of the middle two), carrying every run's problems. */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  const chosen = sorted[(sorted.length - 1) >> 1];
  const problems = results.flatMap((run, i) =>
    run.problems.map((p) => (results.length > 1 ? `${p} (round ${i + 1})` : p)),
  );
  return { ...chosen, problems };
}

/** 0.2 → "20%"; below 10 % with a decimal, so small shares still differ. */
function pct(share) {
  if (share == null || !Number.isFinite(share)) return "?";
  const percent = share * 100;
  return `${percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
}

function positive(value, flag) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    console.error(`${flag} needs a positive number, got ${value}`);
    process.exit(2);
  }
  return number;
}
