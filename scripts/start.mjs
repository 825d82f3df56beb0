#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then serve the production
// build with the site's own server (server/index.mjs, ADR 22) on PORT (3000). The server opens, migrates and seeds the database itself
// as it starts (PGlite under .data/ unless DATABASE_URL is set).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfStale } from "./lib/build-if-stale.mjs";

const root = new URL("..", import.meta.url).pathname;
const buildDir = process.env.BUILD_DIR ?? "build";
buildIfStale(buildDir);

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? "production",
  PORT: process.env.PORT ?? "3000",
};
const server = spawn(process.execPath, [join(root, "server/index.mjs")], {
  cwd: root,
  env: { ...env, BUILD_DIR: buildDir },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
