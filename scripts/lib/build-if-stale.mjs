// Builds the production bundle when the sources changed since the last build (or there is none),
// and stamps it. `npm start` runs it before serving; the browser tests run it once before their
// two servers start, so the two never build into the same folder at the same time.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const inputs = ["app", "public", "vite.config.ts", "package-lock.json", "tsconfig.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Builds into `buildDir` when stale, in one line ("Built in 41 s."); the build's own log (some 200
 * lines) is printed only when it fails, and then the process exits.
 */
export function buildIfStale(buildDir) {
  const stamp = join(root, buildDir, ".built-at");
  const builtAt =
    existsSync(stamp) && existsSync(join(root, buildDir, "server/index.js"))
      ? statSync(stamp).mtimeMs
      : 0;
  const sourcesAt = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  if (builtAt >= sourcesAt) return;
  console.log(
    builtAt
      ? "Sources changed since the last build: building (a minute or so)…"
      : "No build yet: building (a minute or so)…",
  );
  const started = Date.now();
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    console.error(`The build failed${result.error ? `: ${result.error.message}` : ""}.`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  buildIfStale(process.env.BUILD_DIR ?? "build");
}
