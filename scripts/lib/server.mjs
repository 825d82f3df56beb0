// Shared by `npm run perf` and `npm run bench`: start the production server (scripts/start.mjs,
// which builds first when the sources changed) on its own port with a fresh database folder,
// wait until /readyz answers 200, and stop it again — the whole process group, also on errors
// and Ctrl-C. Plus two small helpers both reports need: the docs section writer and run facts.
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { dirname, join, resolve } from "node:path";

export const root = resolve(new URL("../..", import.meta.url).pathname);

const TAIL_LINES = 80;
const NOTABLE = /error|failed|✗|exception|EADDRINUSE/i;

/** A TCP port nothing listens on right now (asked of the OS), unless one was given. */
export async function freePort(preferred) {
  if (preferred) return Number(preferred);
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

const running = new Set();
let handlersInstalled = false;
const cleanups = new Set();

/** Run `fn` when the process is interrupted or fails (used for Chrome as well as the server). */
export function onCleanup(fn) {
  installHandlers();
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Send `signal` to the whole process group led by `pid` (started with `detached: true`). */
export function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // Last resort: whatever is still running when node exits gets killed outright (synchronously).
  process.on("exit", () => {
    for (const server of running) killGroup(server.pid, "SIGKILL");
  });
  const interrupt = async (signal, code) => {
    console.error(`\n${signal}: stopping…`);
    await runCleanups();
    process.exit(code);
  };
  process.once("SIGINT", () => interrupt("SIGINT", 130));
  process.once("SIGTERM", () => interrupt("SIGTERM", 143));
  process.once("SIGHUP", () => interrupt("SIGHUP", 129));
  process.on("uncaughtException", async (error) => {
    console.error(error);
    await runCleanups();
    process.exit(1);
  });
  process.on("unhandledRejection", async (error) => {
    console.error(error);
    await runCleanups();
    process.exit(1);
  });
}

async function runCleanups() {
  for (const fn of [...cleanups]) {
    try {
      await fn();
    } catch (error) {
      console.error("cleanup failed:", error?.message ?? error);
    }
  }
  await Promise.all([...running].map((server) => server.stop()));
}

/**
 * Start `node scripts/start.mjs` in its own process group on `port` with a fresh `dataDir`
 * (deleted first). Output is kept (last lines) and echoed only with `verbose`; `env` adds or
 * overrides environment variables of the server; `checkout` is another working tree to run (a
 * baseline build), `cpus` a taskset core list the server is pinned to, `args` what node runs
 * (`["server/index.ts", "--dev"]`: the development server).
 * Returns { url, port, pid, exited, exitInfo, tail(), exitError(), buildChanged(), waitReady(), stop() }.
 * @param {{ port?: number | string, dataDir: string, env?: Record<string, string>,
 *   verbose?: boolean, label?: string, args?: string[] }} options
 */
export async function startServer({
  port,
  dataDir,
  env: extraEnv = {},
  verbose = false,
  label = "server",
  checkout = root,
  cpus,
  args = ["scripts/start.mjs"],
} = {}) {
  installHandlers();
  port = await freePort(port);
  const dataPath = resolve(checkout, dataDir);
  rmSync(dataPath, { recursive: true, force: true });
  const url = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: url,
    ...extraEnv,
  };
  // taskset execs node: the pid stays the leader's, and the server's processes inherit the cores.
  const command = [process.execPath, join(checkout, args[0]), ...args.slice(1)];
  if (cpus) command.unshift("taskset", "-c", cpus);
  const child = spawn(command[0], command.slice(1), {
    cwd: checkout,
    env,
    detached: true, // own process group: the build (npx remix …) and the server die with it
    stdio: ["ignore", "pipe", "pipe"],
  });

  const lines = [];
  const notable = [];
  const collect = (stream) => {
    let partial = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      const parts = (partial + chunk).split(/\r?\n/);
      partial = parts.pop();
      // Under a benchmark's load this reads thousands of log lines a second: only the last
      // TAIL_LINES are kept, and lines are searched for errors only when the chunk has one.
      lines.push(...parts.slice(-TAIL_LINES));
      if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES);
      // Error messages can scroll out of the tail behind a long stack or file list: keep them.
      if (notable.length < 12 && NOTABLE.test(chunk)) {
        for (const line of parts) if (NOTABLE.test(line) && notable.length < 12) notable.push(line);
      }
      if (verbose) for (const line of parts) console.log(`[${label}] ${line}`);
    });
  };
  collect(child.stdout);
  collect(child.stderr);

  let exitInfo = null;
  const exited = new Promise((resolveExit) => {
    child.on("exit", (code, signal) => {
      exitInfo = { code, signal };
      running.delete(server);
      resolveExit(exitInfo);
    });
    child.on("error", (error) => {
      exitInfo = { code: null, signal: null, error };
      running.delete(server);
      resolveExit(exitInfo);
    });
  });

  let stopping = null;
  let readyStamp = null;
  const server = {
    url,
    port,
    pid: child.pid,
    exited,
    get exitInfo() {
      return exitInfo;
    },
    tail: () => lines.slice(),
    /** An Error describing an early exit, with the server's last output lines. */
    exitError(context = "exited early") {
      const how = exitInfo?.error
        ? exitInfo.error.message
        : exitInfo?.signal
          ? `signal ${exitInfo.signal}`
          : `code ${exitInfo?.code}`;
      const tail = lines.slice(-30);
      const earlier = notable.filter((line) => !tail.includes(line));
      return new Error(
        `The server (${label}, port ${port}) ${context} (${how}).\n` +
          (earlier.length
            ? `Error lines in its output:\n${earlier.map((line) => `  | ${line}`).join("\n")}\n`
            : "") +
          `Its last output:\n` +
          (tail.length ? tail.map((line) => `  | ${line}`).join("\n") : "  | (no output)"),
      );
    },
    /**
     * True when build/ was rebuilt (by another `npm start`, test run, …) since the server became
     * ready: the running server then links to client assets that no longer exist.
     */
    buildChanged() {
      return readyStamp !== null && buildStamp(checkout) !== readyStamp;
    },
    /** Poll /readyz until it answers 200; throws if the server exits first or on timeout. */
    async waitReady({ timeoutMs = 10 * 60_000, intervalMs = 500 } = {}) {
      const deadline = Date.now() + timeoutMs;
      let last = "no answer yet";
      while (Date.now() < deadline) {
        if (exitInfo) throw server.exitError("exited before it was ready");
        try {
          const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) });
          if (response.status === 200) {
            readyStamp = buildStamp(checkout);
            return;
          }
          last = `HTTP ${response.status}`;
        } catch (error) {
          last = error.cause?.code ?? error.message;
        }
        await Promise.race([sleep(intervalMs), exited]);
      }
      await server.stop();
      throw new Error(
        `The server on port ${port} was not ready after ${Math.round(timeoutMs / 1000)} s (last /readyz: ${last}). ` +
          `Its last output:\n${lines.map((line) => `  | ${line}`).join("\n")}`,
      );
    },
    /** SIGTERM to the whole group, SIGKILL after `graceMs`. Safe to call more than once. */
    stop({ graceMs = 5000 } = {}) {
      if (stopping) return stopping;
      stopping = (async () => {
        if (exitInfo) {
          killGroup(child.pid, "SIGKILL"); // the leader is gone; make sure nothing of it stays
          return;
        }
        killGroup(child.pid, "SIGTERM");
        const timedOut = await Promise.race([
          exited.then(() => false),
          sleep(graceMs).then(() => true),
        ]);
        killGroup(child.pid, "SIGKILL");
        if (timedOut) await Promise.race([exited, sleep(2000)]);
      })();
      return stopping;
    },
  };
  running.add(server);
  return server;
}

function buildStamp(checkout) {
  try {
    return statSync(join(checkout, "build", ".built-at")).mtimeMs;
  } catch {
    return 0;
  }
}

export function sleep(ms) {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}

/** Paths listed by the running server's /sitemap.xml (each <loc>'s pathname), in order. */
export async function sitemapPaths(baseUrl) {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered HTTP ${response.status}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) => {
    const loc = match[1].replace(/&amp;/g, "&");
    return new URL(loc, baseUrl).pathname;
  });
  if (paths.length === 0) throw new Error("/sitemap.xml lists no <loc>");
  return [...new Set(paths)];
}

/** `--name value` / `--name=value` / `--flag` from argv. */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) continue;
    const [name, inline] = arg.slice(2).split("=", 2);
    if (inline !== undefined) args[name] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith("--")) args[name] = argv[++i];
    else args[name] = true;
  }
  return args;
}

/** Short commit of HEAD, or null (no git, or no commit yet). */
export function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** "load average 1.2 on 2 cores" — the numbers mean little when the machine is busy. */
export function machineLoad() {
  const cores = os.cpus().length;
  const load = os.loadavg()[0];
  return {
    cores,
    load,
    busy: load > cores,
    text: `load average ${load.toFixed(1)} on ${cores} cores`,
  };
}

const docsFile = join(root, "docs/performance.md");

const docsTemplate = `# Performance

How fast the production build is, measured on the machine that ran the scripts. Both scripts
build the site when the sources changed (\`scripts/start.mjs\`), start the production server
(\`server/index.ts\`) on a free port with a fresh database folder, wait for \`/readyz\`, measure, and
stop the server again. They rewrite only the section between their markers below.

## Lighthouse (\`npm run perf\`)

\`scripts/perf.mjs\` runs Lighthouse 12 (programmatic API, headless Chromium) against every page
listed in \`/sitemap.xml\`, one page at a time, with Lighthouse's default configuration: the
**mobile** preset with **simulated throttling** (slow 4G, 4× CPU slowdown). Each page is measured
three times and the run with the median Performance score is reported, because Lighthouse on a
busy 2-core machine is noisy. "JS" is the JavaScript the page downloads on first load: the sum
of \`transferSize\` (compressed bytes on the wire) of the \`Script\` requests in Lighthouse's
network-requests audit. The JSON and HTML reports of each reported run are kept in \`.lighthouse/\`
(not committed).

Targets (checked by \`npm run perf -- --check\` against \`perf-budgets.json\`, which fails and
lists every miss):

- Home page: Performance ≥ 95, Accessibility 100, Best Practices 100, SEO 100, first-load JS
  ≤ 110 KB gzip.
- Every other page: Accessibility 100, Best Practices 100, SEO 100, first-load JS ≤ 125 KB gzip.

<!-- perf:start -->
_Not measured yet: run \`npm run perf\`._
<!-- perf:end -->

## Throughput (\`npm run bench\`)

\`scripts/bench.mjs\` loads the production server with wrk (pinned to its own cores with taskset
when there are two or more): \`/\`, \`/services\` and \`/contact\` from the page cache and rendered,
a signed-in \`/account\`, \`/healthz\`, and nginx serving a saved copy of \`/\` as the ceiling;
\`--baseline <rev>\` measures another commit beside the current build, \`--cluster\`
WEB_CONCURRENCY 1 and 2 on Postgres.

<!-- bench:start -->
_Not measured yet: run \`npm run bench\`._
<!-- bench:end -->
`;

/**
 * Replace what sits between `<!-- name:start -->` and `<!-- name:end -->` in `file`
 * (docs/performance.md unless another is given; a missing section is added at the end).
 */
export function writeDocsSection(name, body, file = docsFile) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, file === docsFile ? docsTemplate : "");
  }
  const text = readFileSync(file, "utf8");
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  const section = `${start}\n${body.trim()}\n${end}`;
  const next =
    from === -1 || to === -1
      ? `${text.trimEnd()}\n\n${section}\n`
      : text.slice(0, from) + section + text.slice(to + end.length);
  writeFileSync(file, next);
}

export function readRootFile(path) {
  return readFileSync(join(root, path), "utf8");
}
