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

/** Builds into `buildDir` when stale; exits the process when the build fails. */
export function buildIfStale(buildDir) {
  const stamp = join(root, buildDir, ".built-at");
  const builtAt =
    existsSync(stamp) && existsSync(join(root, buildDir, "server/index.js"))
      ? statSync(stamp).mtimeMs
      : 0;
  const sourcesAt = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  if (builtAt >= sourcesAt) return;
  console.log(
    builtAt ? "Sources changed since the last build: building…" : "No build yet: building…",
  );
  const result = spawnSync("npx", ["remix", "vite:build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  buildIfStale(process.env.BUILD_DIR ?? "build");
}
