#!/usr/bin/env node
// `npm run perf`: Lighthouse 12 (mobile preset, simulated throttling) on every page listed in
// /sitemap.xml of a freshly started production server, one page at a time, three runs per page,
// reporting the run with the median Performance score. Writes the table into docs/performance.md
// (between <!-- perf:start --> and <!-- perf:end -->) and prints what Lighthouse flagged.
//
//   node scripts/perf.mjs [--check] [--runs 3] [--only /path] [--port N] [--verbose]
//
// --check   exit 1 listing every budget miss (perf-budgets.json); the table is written anyway.
// --runs    runs per page (default 3; the median by Performance score is reported).
// --only    measure only this path (repeatable via comma: --only /,/contact); skips the docs file.
// --port    port for the server (default: a free one).
// --verbose echo the server's output (build log included).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  gitCommit,
  machineLoad,
  onCleanup,
  parseArgs,
  readRootFile,
  root,
  sitemapPaths,
  sleep,
  startServer,
  writeDocsSection,
} from "./lib/server.mjs";

const args = parseArgs();
const runsPerPage = Math.max(1, Number(args.runs ?? 3));
const attemptsPerRun = 3;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const categoryTitles = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};
const reportDir = join(root, ".lighthouse");

const budgets = JSON.parse(readRootFile("perf-budgets.json"));

console.log("Building if needed and starting the production server (DATA_DIR=.data/perf)…");
let server = await launchServer(args.port);

let exitCode = 0;
let loadAtStart = machineLoad();
try {
  loadAtStart = machineLoad();
  if (loadAtStart.busy)
    console.warn(
      `Warning: the machine is busy (${loadAtStart.text}); expect noisy, low Performance scores.`,
    );
  let paths = await sitemapPaths(server.url);
  if (typeof args.only === "string") paths = args.only.split(",");
  console.log(`Pages from /sitemap.xml: ${paths.join(", ")}\n`);

  const results = [];
  for (const path of paths) results.push(await measurePage(path));

  const failures = results.filter((result) => !result.median);
  const chromeVersion =
    chromiumVersion() ?? results.find((result) => result.median)?.median.chromeVersion ?? "unknown";
  const table = renderTable(results);
  const misses = checkBudgets(results);

  console.log(`\n${table}\n`);
  printFlagged(results);

  const section = renderSection({ table, results, chromeVersion, misses });
  if (args.only) console.log("(--only: docs/performance.md left as it is)");
  else {
    writeDocsSection("perf", section);
    console.log("Wrote the table to docs/performance.md.");
  }

  if (misses.length) {
    console.log(
      `\nBudget misses (perf-budgets.json):\n${misses.map((miss) => `  ✗ ${miss}`).join("\n")}`,
    );
    if (args.check) exitCode = 1;
  } else console.log("\nAll budgets in perf-budgets.json are met.");
  if (failures.length) {
    console.error(
      `\nCould not measure: ${failures.map((failure) => `${failure.path} (${failure.error})`).join("; ")}`,
    );
    exitCode = 1;
  }
} finally {
  await server.stop();
}
process.exit(exitCode);

// ---------------------------------------------------------------------------------------------

async function launchServer(port) {
  const started = await startServer({
    dataDir: ".data/perf",
    port,
    verbose: Boolean(args.verbose),
    label: "perf",
  });
  const startedAt = Date.now();
  try {
    await started.waitReady();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(`Ready on ${started.url} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
  return started;
}

/** Another process rebuilt build/ under our server: restart it on the new build (same port). */
async function restartIfRebuilt() {
  if (!server.buildChanged()) return false;
  console.warn("  build/ was rebuilt by another process: restarting the server on the new build…");
  await server.stop();
  server = await launchServer(server.port);
  return true;
}

async function measurePage(path) {
  const url = new URL(path, server.url).href;
  const runs = [];
  let lastError = null;
  for (let run = 1; run <= runsPerPage; run++) {
    const outcome = await runWithRetries(url, `${path} run ${run}/${runsPerPage}`);
    if (outcome.ok) runs.push(outcome.run);
    else lastError = outcome.error;
  }
  if (runs.length === 0) return { path, runs, median: null, error: lastError };
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  saveReports(path, median);
  return { path, runs, median, error: null };
}

async function runWithRetries(url, label) {
  let error = null;
  for (let attempt = 1; attempt <= attemptsPerRun; attempt++) {
    if (server.exitInfo) throw server.exitError("exited during the Lighthouse runs");
    await restartIfRebuilt();
    try {
      const run = await lighthouseOnce(url);
      if (server.buildChanged())
        throw new Error("build/ was rebuilt by another process during the run");
      if (run.brokenAssets.length)
        throw new Error(`assets answered 4xx/5xx: ${run.brokenAssets.map(shortUrl).join(", ")}`);
      console.log(
        `  ${label}: Performance ${run.scores.performance}, Accessibility ${run.scores.accessibility}, ` +
          `Best Practices ${run.scores["best-practices"]}, SEO ${run.scores.seo}, ` +
          `LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(run.tbtMs)} ms, JS ${run.jsKb.toFixed(1)} KB`,
      );
      return { ok: true, run };
    } catch (caught) {
      error = caught.message.split("\n")[0];
      if (server.exitInfo) throw server.exitError("exited during the Lighthouse runs");
      console.warn(
        `  ${label}: attempt ${attempt}/${attemptsPerRun} failed: ${error}${attempt < attemptsPerRun ? " — retrying" : ""}`,
      );
      await sleep(2000 * attempt);
    }
  }
  return { ok: false, error };
}

/** One Lighthouse run in a fresh Chromium (clean profile, cache and storage). */
async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags,
    handleSIGINT: false,
    logLevel: "silent",
  });
  const forget = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ["json", "html"],
      logLevel: "error",
      onlyCategories: categories,
    });
    if (!result?.lhr) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = {};
    for (const id of categories) {
      const score = lhr.categories[id]?.score;
      if (typeof score !== "number") throw new Error(`no ${id} score (an audit errored?)`);
      scores[id] = Math.round(score * 100);
    }
    const audits = lhr.audits;
    const requests = audits["network-requests"]?.details?.items ?? [];
    const scriptBytes = requests
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    return {
      scores,
      lcpMs: audits["largest-contentful-paint"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      tbtMs: audits["total-blocking-time"].numericValue,
      jsKb: scriptBytes / 1024,
      brokenAssets: requests
        .filter((request) => request.url.startsWith(server.url) && request.statusCode >= 400)
        .filter((request) =>
          ["Script", "Stylesheet", "Image", "Font"].includes(request.resourceType),
        )
        .map((request) => request.url),
      scriptCount: requests.filter((request) => request.resourceType === "Script").length,
      chromeVersion:
        (lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/) ?? [])[1] ??
        lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      flagged: flaggedAudits(lhr),
      reports: result.report,
      lhr,
    };
  } finally {
    forget();
    await chrome.kill();
  }
}

/** Failing audits (score < 1, not informative / n.a. / manual) of every category under 100. */
function flaggedAudits(lhr) {
  const flagged = [];
  const seen = new Set();
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(audit.id)) continue;
      if (["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode)) continue;
      const failing =
        audit.scoreDisplayMode === "error" || (audit.score !== null && audit.score < 1);
      if (!failing) continue;
      seen.add(audit.id);
      flagged.push({
        category: id,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? audit.errorMessage ?? "",
        details: describeDetails(audit.details),
      });
    }
  }
  return flagged;
}

/** A few readable lines out of an audit's details (tables, node lists, checklists, trees). */
function describeDetails(details, lines = [], depth = 0) {
  if (!details || depth > 3) return lines;
  switch (details.type) {
    case "list":
      for (const sub of details.items ?? []) describeDetails(sub, lines, depth + 1);
      break;
    case "list-section":
      describeDetails(details.value, lines, depth + 1);
      break;
    case "checklist":
      for (const check of Object.values(details.items ?? {})) {
        if (!check.value) lines.push(`✗ ${check.label}`);
      }
      break;
    case "network-tree": {
      const chain = [];
      let level = details.chains;
      while (level && Object.keys(level).length) {
        const next = Object.values(level).find((node) => node.isLongest) ?? Object.values(level)[0];
        chain.push(next);
        level = next.children;
      }
      if (chain.length > 1) {
        const ms = Math.round(chain.at(-1).navStartToEndTime ?? 0);
        lines.push(
          `critical chain (${ms} ms): ${chain.map((node) => shortUrl(node.url)).join(" → ")}`,
        );
      }
      break;
    }
    case "node":
      lines.push(describeItem({ node: details }));
      break;
    case "text":
      lines.push(String(details.value));
      break;
    case "debugdata":
    case "screenshot":
    case "filmstrip":
    case "criticalrequestchain":
      break;
    default: {
      const items = Array.isArray(details.items) ? details.items : [];
      for (const item of items.slice(0, 6)) lines.push(describeItem(item));
      if (items.length > 6) lines.push(`… and ${items.length - 6} more`);
    }
  }
  return lines;
}

function describeItem(item) {
  const parts = [];
  const node = item.node?.type === "node" ? item.node : item.type === "node" ? item : null;
  if (node?.snippet)
    parts.push(node.snippet.length > 160 ? `${node.snippet.slice(0, 157)}…` : node.snippet);
  if (node?.selector) parts.push(`(${node.selector})`);
  if (node?.explanation) parts.push(`— ${node.explanation.replace(/\s+/g, " ")}`);
  if (typeof item.url === "string") parts.push(item.url);
  else if (typeof item.source === "string") parts.push(item.source);
  else if (item.source?.url) parts.push(item.source.url);
  if (item.sourceLocation?.url && item.sourceLocation.url !== item.url)
    parts.push(item.sourceLocation.url);
  if (typeof item.issueType === "string") parts.push(`${item.issueType} issue`);
  if (typeof item.groupLabel === "string") parts.push(item.groupLabel);
  if (typeof item.label === "string" && !item.groupLabel) parts.push(item.label);
  if (typeof item.description === "string") parts.push(item.description);
  if (typeof item.phase === "string")
    parts.push(`${item.phase} ${Math.round(item.timing ?? 0)} ms`);
  if (typeof item.total === "number") parts.push(`${Math.round(item.total)} ms`);
  if (typeof item.duration === "number") parts.push(`${Math.round(item.duration)} ms`);
  if (typeof item.wastedBytes === "number")
    parts.push(`(${Math.round(item.wastedBytes / 1024)} KB savable)`);
  if (typeof item.wastedMs === "number") parts.push(`(${Math.round(item.wastedMs)} ms savable)`);
  if (!parts.length) parts.push(JSON.stringify(item).slice(0, 200));
  return parts.join(" ");
}

function shortUrl(url) {
  try {
    const parsed = new URL(url);
    return parsed.origin === server.url ? parsed.pathname + parsed.search : url;
  } catch {
    return url;
  }
}

function saveReports(path, run) {
  const slug = path === "/" ? "home" : path.replace(/^\/|\/$/g, "").replace(/[^a-z0-9]+/gi, "-");
  mkdirSync(reportDir, { recursive: true });
  const [json, html] = run.reports;
  writeFileSync(join(reportDir, `${slug}.report.json`), json);
  writeFileSync(join(reportDir, `${slug}.report.html`), html);
}

/** "156.0.8078.79" from `chromium --version` (the user agent only says 156.0.0.0). */
function chromiumVersion() {
  try {
    const output = execFileSync(chromePath, ["--version"], {
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 20_000,
    });
    return output.toString().match(/(\d+\.\d+\.\d+\.\d+)/)?.[1] ?? null;
  } catch {
    return null;
  }
}

function budgetFor(path) {
  return { ...budgets["*"], ...budgets[path] };
}

function checkBudgets(results) {
  const misses = [];
  for (const result of results) {
    if (!result.median) {
      misses.push(`${result.path}: not measured (${result.error})`);
      continue;
    }
    const budget = budgetFor(result.path);
    for (const [key, limit] of Object.entries(budget)) {
      if (key === "jsKb") {
        if (result.median.jsKb > limit)
          misses.push(
            `${result.path}: first-load JS ${result.median.jsKb.toFixed(1)} KB > ${limit} KB`,
          );
      } else if (categories.includes(key)) {
        const score = result.median.scores[key];
        if (score < limit)
          misses.push(`${result.path}: ${categoryTitles[key]} ${score} < ${limit}`);
      } else console.warn(`perf-budgets.json: unknown budget "${key}" ignored`);
    }
  }
  return misses;
}

function renderTable(results) {
  const rows = [
    "| Page | Performance | Accessibility | Best Practices | SEO | LCP (s) | CLS | TBT (ms) | JS (KB gzip) | Perf. of the runs |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const result of results) {
    const run = result.median;
    if (!run) {
      rows.push(`| \`${result.path}\` | failed: ${result.error} | | | | | | | | |`);
      continue;
    }
    rows.push(
      `| \`${result.path}\` | ${run.scores.performance} | ${run.scores.accessibility} | ${run.scores["best-practices"]} | ${run.scores.seo} | ` +
        `${(run.lcpMs / 1000).toFixed(2)} | ${run.cls.toFixed(3)} | ${Math.round(run.tbtMs)} | ${run.jsKb.toFixed(1)} (${run.scriptCount} files) | ` +
        `${result.runs.map((r) => r.scores.performance).join(" / ")} |`,
    );
  }
  return rows.join("\n");
}

function renderSection({ table, results, chromeVersion, misses }) {
  const commit = gitCommit();
  const benchmark = results
    .map((result) => result.median?.benchmarkIndex)
    .find((value) => typeof value === "number");
  const facts = [
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}`,
    `Node ${process.version}`,
    `Chromium ${chromeVersion}`,
    `commit ${commit ?? "(none yet)"}`,
    `${runsPerPage} run${runsPerPage === 1 ? "" : "s"} per page, median by Performance`,
    ...(benchmark ? [`Lighthouse CPU benchmark index ${Math.round(benchmark)}`] : []),
    `${loadAtStart.text} when the runs started`,
  ];
  const lines = [`_${facts.join(" · ")}._`, "", table, ""];
  lines.push(
    misses.length
      ? `Budget misses:\n\n${misses.map((miss) => `- ${miss}`).join("\n")}`
      : "All budgets in `perf-budgets.json` met.",
  );
  const flagged = results.filter((result) => result.median?.flagged.length);
  if (flagged.length) {
    lines.push("", "Lighthouse flagged (median run; details in `.lighthouse/*.report.html`):", "");
    for (const result of flagged) {
      for (const audit of result.median.flagged) {
        lines.push(
          `- \`${result.path}\` ${categoryTitles[audit.category]}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
        );
      }
    }
  }
  return lines.join("\n");
}

function printFlagged(results) {
  let any = false;
  for (const result of results) {
    const run = result.median;
    if (!run?.flagged.length) continue;
    if (!any) console.log("What Lighthouse flagged (median run, categories under 100):");
    any = true;
    console.log(`\n${result.path}`);
    for (const audit of run.flagged) {
      const score = audit.score === null ? "error" : `score ${audit.score}`;
      const weight = audit.weight ? `, weight ${audit.weight}` : "";
      console.log(
        `  [${categoryTitles[audit.category]}] ${audit.title} (${audit.id}; ${score}${weight})${audit.displayValue ? ` — ${audit.displayValue}` : ""}`,
      );
      for (const line of audit.details) console.log(`      ${line}`);
    }
  }
  if (!any) console.log("Lighthouse flagged nothing: every category scored 100 on every page.");
  else console.log(`\nFull reports: ${join(".lighthouse", "<page>.report.html")}`);
}
