// nginx for `npm run bench` (the reference the production server is measured against: saved copies
// of the app's pages) and for the reliability suite (a reverse proxy in front of two instances).
// It runs as a child process (in the foreground, its own process group) with its own
// configuration in a temporary folder, on 127.0.0.1, and is stopped again at the end, on errors
// and on Ctrl-C. Nothing of the system's nginx (its config, logs or service) is used or touched.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync } from "node:fs";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import { join } from "node:path";
import { ensureProgram } from "./debian-package.mjs";
import { freePort, killGroup, onCleanup, sleep } from "./server.mjs";

/** The nginx executable; installs the Debian package when missing (scripts/lib/debian-package.mjs). */
export function ensureNginx() {
  return ensureProgram("nginx");
}

/** "1.22.1" (nginx prints its version on stderr). */
export function nginxVersion(bin) {
  const run = spawnSync(bin, ["-v"], { encoding: "utf8" });
  const text = `${run.stdout ?? ""}${run.stderr ?? ""}`;
  return text.match(/nginx\/(\S+)/)?.[1] ?? "unknown";
}

/**
 * The configuration: static files from `<prefix>/html`, `/x` answered by `/x/index.html`.
 * No gzip (the app does not compress for clients that do not ask, and wrk does not ask),
 * no access log; every path nginx writes to is inside the prefix.
 */
function config({ prefix, port, workers }) {
  const at = (name) => join(prefix, name);
  return `${head(prefix, "npm run bench", workers)}
  server {
    listen 127.0.0.1:${port};
    root ${at("html")};

    location = / {
      try_files /index.html =404;
    }
    location / {
      try_files $uri/index.html =404;
    }
  }
}
`;
}

/** Everything but the server blocks (the http block is left open). */
function head(prefix, purpose, workers = "auto") {
  const at = (name) => join(prefix, name);
  return `# Written by scripts/lib/nginx.mjs for ${purpose}; deleted after the run.
master_process on;
worker_processes ${workers};
pid ${at("nginx.pid")};
error_log ${at("error.log")} warn;

events {
  worker_connections 1024;
}

http {
  types {
    text/html html;
  }
  default_type application/octet-stream;
  charset utf-8;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  gzip off;
  keepalive_timeout 65;
  client_body_temp_path ${at("temp/client_body")};
  proxy_temp_path ${at("temp/proxy")};
  fastcgi_temp_path ${at("temp/fastcgi")};
  uwsgi_temp_path ${at("temp/uwsgi")};
  scgi_temp_path ${at("temp/scgi")};
`;
}

/**
 * A reverse proxy to `upstreams` (ports on 127.0.0.1), round-robin, with the headers
 * docs/deployment.md shows: upstream connections kept open, the visitor's host and the
 * X-Forwarded-* headers passed on (TRUST_PROXY=1 on the apps). `$host` drops the port nginx
 * listens on here, as it would on a non-default port in production: the site still takes the
 * forms (server/cross-origin.mjs). `X-Upstream` says which instance answered (nginx's own
 * variable; the apps add nothing for it). A request nginx cannot send to one instance (refused,
 * reset before an answer) goes to the other: nginx's default `proxy_next_upstream error timeout`,
 * which never repeats a POST an instance may have received.
 */
function proxyConfig({ prefix, port, upstreams, cache = false }) {
  return `${head(prefix, "the reliability suite")}
${cache ? pageCacheHttp(join(prefix, "cache")) : ""}
  upstream site {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join("\n")}
    keepalive 16;
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;

    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      add_header X-Upstream $upstream_addr always;
${cache ? PAGE_CACHE_LOCATION : ""}
    }
  }
}
`;
}

/**
 * docs/deployment.md's page cache (ADR 36): nginx keeps what the site marks `public, s-maxage=N`
 * and never answers from it, nor stores, a request carrying a cookie of the site.
 */
function pageCacheHttp(path) {
  return `  proxy_cache_path ${path} levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;
  map $http_cookie $site_cookie {
    default 0;
    "~(^|;)\\s*(__Host-)?(bte_session|toast|bte_password_reset|recovery_view|csrf|sb-[\\w-]+-auth-token(\\.\\d+)?)=" 1;
  }`;
}

const PAGE_CACHE_LOCATION = `      proxy_cache pages;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_bypass $site_cookie $http_authorization;
      proxy_no_cache $site_cookie $http_authorization;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      proxy_cache_background_update on;
      add_header X-Cache-Status $upstream_cache_status always;`;

/** Where a page's saved copy goes: `/` → index.html, `/services` → services/index.html. */
function fileFor(path) {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? join(trimmed, "index.html") : "index.html";
}

/**
 * Start nginx on a free port serving `pages` (a Map of path → HTML), with `workers` worker
 * processes (auto: one per core) on the cores `cpus` (a taskset list; unset: any). Waits until
 * every page answers 200 with the saved bytes. Returns { url, port, pid, prefix, stop() }; stop() is also
 * registered for Ctrl-C and failures, and runs (SIGKILL) when node exits without it.
 */
export async function startNginx({ bin, pages, workers, cpus, verbose = false }) {
  const prefix = mkdtempSync(join(os.tmpdir(), "bench-nginx-"));
  // nginx's workers run as an unprivileged user when the master is root: let them read the pages.
  chmodSync(prefix, 0o755);
  for (const [path, html] of pages) {
    const file = join(prefix, "html", fileFor(path));
    mkdirSync(join(file, ".."), { recursive: true, mode: 0o755 });
    writeFileSync(file, html, { mode: 0o644 });
  }
  return launch({
    bin,
    prefix,
    verbose,
    cpus,
    configFor: (port) => config({ prefix, port, workers }),
    ready: (nginx, exited) => waitUntilServing(nginx, pages, exited),
  });
}

/**
 * Start nginx on a free port as a round-robin reverse proxy to the apps on `upstreams` (ports of
 * 127.0.0.1; they need not be up yet). Resolves once nginx accepts connections; same handle and
 * cleanup as startNginx.
 */
export async function startNginxProxy({ bin, upstreams, cache = false, verbose = false }) {
  const prefix = mkdtempSync(join(os.tmpdir(), "reliability-nginx-"));
  chmodSync(prefix, 0o755);
  return launch({
    bin,
    prefix,
    verbose,
    configFor: (port) => proxyConfig({ prefix, port, upstreams, cache }),
    ready: (nginx, exited) => waitUntilListening(nginx, exited),
  });
}

async function launch({ bin, prefix, verbose, cpus, configFor, ready }) {
  mkdirSync(join(prefix, "temp"), { mode: 0o755 });
  const port = await freePort();
  const confFile = join(prefix, "nginx.conf");
  writeFileSync(confFile, configFor(port));
  const args = ["-p", `${prefix}/`, "-c", confFile, "-e", join(prefix, "error.log")];

  // Refuse a broken configuration before starting anything.
  try {
    execFileSync(bin, [...args, "-t", "-q"], { stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration:\n${error.stderr?.toString() ?? error}`);
  }

  // taskset execs nginx: the pid stays the master's, and its workers inherit the cores.
  const command = cpus ? ["taskset", "-c", cpus, bin] : [bin];
  const child = spawn(command[0], [...command.slice(1), ...args, "-g", "daemon off;"], {
    detached: true, // own process group: the master and its workers are stopped together
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      output = (output + chunk).slice(-4000);
      if (verbose) process.stdout.write(`[nginx] ${chunk}`);
    });
  }
  let exitInfo = null;
  const exited = new Promise((resolveExit) => {
    child.on("exit", (code, signal) => resolveExit((exitInfo = { code, signal })));
    child.on("error", (error) => resolveExit((exitInfo = { code: null, signal: null, error })));
  });
  const killOnExit = () => killGroup(child.pid, "SIGKILL");
  process.on("exit", killOnExit);

  const errorLog = () => {
    try {
      return readFileSync(join(prefix, "error.log"), "utf8").trim().split("\n").slice(-20);
    } catch {
      return [];
    }
  };
  let stopping = null;
  const nginx = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    prefix,
    get exitInfo() {
      return exitInfo;
    },
    /** An Error about an early exit, with nginx's output and the end of its error log. */
    exitError(context = "exited early") {
      const how = exitInfo?.error?.message ?? `code ${exitInfo?.code}, signal ${exitInfo?.signal}`;
      const lines = [...output.trim().split("\n"), ...errorLog()].filter(Boolean);
      return new Error(
        `nginx (port ${port}) ${context} (${how}).\n` +
          lines.map((line) => `  | ${line}`).join("\n"),
      );
    },
    /**
     * SIGQUIT (graceful: workers finish their requests) to the master, SIGTERM to the whole group
     * after `graceMs`, SIGKILL after that; then the temporary folder goes. Safe to call again.
     */
    stop({ graceMs = 3000 } = {}) {
      stopping ??= (async () => {
        if (!exitInfo) {
          try {
            process.kill(child.pid, "SIGQUIT");
          } catch {
            // already gone
          }
          const quit = await Promise.race([exited.then(() => true), sleep(graceMs)]);
          if (!quit) {
            killGroup(child.pid, "SIGTERM");
            await Promise.race([exited, sleep(graceMs)]);
          }
        }
        // Workers outliving their master (they should not) go with the group.
        killGroup(child.pid, "SIGKILL");
        await Promise.race([exited, sleep(2000)]);
        process.off("exit", killOnExit);
        removeCleanup();
        rmSync(prefix, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
  const removeCleanup = onCleanup(() => nginx.stop());

  try {
    await ready(nginx, exited);
  } catch (error) {
    await nginx.stop();
    throw error;
  }
  return nginx;
}

/**
 * Poll until nginx accepts a TCP connection. No HTTP request: one sent before the apps are up
 * would mark every upstream failed (max_fails) and make nginx answer 502 for its fail_timeout.
 */
async function waitUntilListening(nginx, exited, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (nginx.exitInfo) throw nginx.exitError("exited before it was ready");
    try {
      await new Promise((resolveConnect, reject) => {
        const socket = connect(nginx.port, "127.0.0.1", () => {
          socket.destroy();
          resolveConnect();
        });
        socket.on("error", reject);
      });
      return;
    } catch (error) {
      last = error.code ?? error.message;
    }
    await Promise.race([sleep(200), exited]);
  }
  throw new Error(`nginx was not listening after ${timeoutMs / 1000} s (last: ${last}).`);
}

/** Poll until every page answers 200, text/html and the saved bytes; throws if nginx exits. */
async function waitUntilServing(nginx, pages, exited, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (nginx.exitInfo) throw nginx.exitError("exited before it was ready");
    try {
      for (const [path, html] of pages) {
        const response = await fetch(new URL(path, nginx.url), {
          signal: AbortSignal.timeout(5000),
        });
        const body = await response.text();
        const type = response.headers.get("content-type") ?? "";
        if (response.status !== 200 || !type.startsWith("text/html") || body !== html) {
          // nginx answered, but wrongly: waiting will not help.
          throw Object.assign(
            new Error(
              `nginx answers GET ${path} with HTTP ${response.status}, ${type || "no type"}, ` +
                `${body.length} characters instead of the saved ${html.length}`,
            ),
            { wrongAnswer: true },
          );
        }
      }
      return;
    } catch (error) {
      if (error.wrongAnswer) throw error;
      last = error.cause?.code ?? error.message;
    }
    await Promise.race([sleep(200), exited]);
  }
  throw new Error(`nginx was not serving after ${timeoutMs / 1000} s (last: ${last}).`);
}
