#!/usr/bin/env node
// `npm run test:integration:postgres`: the route-level integration tests again, on Postgres
// (TEST_DATABASE_URL) instead of the embedded database: every file that runs against a site of
// its own (`onEmbeddedSite` in tests/integration/support/route-requests.ts), so each page's loader
// and action, the dashboard's permission rules and refunds included, is proven on both databases.
// Without TEST_DATABASE_URL there is nothing to do.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const folder = "tests/integration";
const files = readdirSync(folder)
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => path.join(folder, name))
  .filter((file) => readFileSync(file, "utf8").includes("onEmbeddedSite("));
if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the route tests ran on PGlite only.");
  process.exit(0);
}
const run = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--project", "integration", "--no-isolate", ...files],
  { stdio: "inherit", env: { ...process.env, ROUTE_TESTS_ON_POSTGRES: "1" } },
);
process.exit(run.status ?? 1);
