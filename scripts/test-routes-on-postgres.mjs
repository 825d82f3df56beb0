#!/usr/bin/env node
// `npm run test:integration:postgres`: the route-level tests of the owner's dashboard again, on
// Postgres (TEST_DATABASE_URL) instead of the embedded database: every permission rule and every
// action of /admin, refunds included. Without TEST_DATABASE_URL there is nothing to do.
import { spawnSync } from "node:child_process";

const files = ["tests/integration/admin-access.test.ts", "tests/integration/admin-refunds.test.ts"];
if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the dashboard's route tests ran on PGlite only.");
  process.exit(0);
}
const run = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--project", "integration", ...files],
  { stdio: "inherit", env: { ...process.env, ROUTE_TESTS_ON_POSTGRES: "1" } },
);
process.exit(run.status ?? 1);
