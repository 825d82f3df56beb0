#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then serve the production
// build with remix-serve on PORT (3000). The server opens, migrates and seeds the database itself
// as it starts (PGlite under .data/ unless DATABASE_URL is set).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const buildDir = process.env.BUILD_DIR ?? "build";
const stamp = join(root, buildDir, ".built-at");
const inputs = ["app", "public", "vite.config.ts", "package-lock.json", "tsconfig.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt =
  existsSync(stamp) && existsSync(join(root, buildDir, "server/index.js"))
    ? statSync(stamp).mtimeMs
    : 0;
const sourcesAt = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? "Sources changed since the last build: building…" : "No build yet: building…",
  );
  const result = spawnSync("npx", ["remix", "vite:build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? "production",
  PORT: process.env.PORT ?? "3000",
};
const server = spawn(
  join(root, "node_modules/.bin/remix-serve"),
  [`./${buildDir}/server/index.js`],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
