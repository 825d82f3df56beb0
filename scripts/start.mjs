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
// A larger young generation (V8's default semi-space is 16 MB): under load a page's objects then
// die young instead of being promoted and collected by full GCs, whose pauses made the slowest
// signed-in responses (docs/performance.md). NODE_OPTIONS can set another size.
const nodeFlags = /--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? "")
  ? []
  : ["--max-semi-space-size=32"];
const server = spawn(process.execPath, [...nodeFlags, join(root, "server/index.mjs")], {
  cwd: root,
  env: { ...env, BUILD_DIR: buildDir },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
