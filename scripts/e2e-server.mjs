#!/usr/bin/env node
// The server the browser tests run against: the production build on a fresh database folder,
// so every run starts from the same state. Before the server starts, the browser tests' database
// fixtures (tests/e2e/support/database-fixtures.ts: migrations, then triggers keyed by reserved
// e-mail domains) go into that folder; the site itself has no test code (ADR 4).
import { rmSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";

const dataDir = process.env.DATA_DIR ?? `.data/e2e-${process.env.PORT}`;
rmSync(dataDir, { recursive: true, force: true });
const fixtures = spawnSync(
  process.execPath,
  ["--import", "tsx", "tests/e2e/support/database-fixtures.ts", dataDir],
  { stdio: "inherit" },
);
if (fixtures.status !== 0) process.exit(fixtures.status ?? 1);

const child = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${process.env.PORT}`,
    // Production confirms e-mail addresses by default; the browser tests sign up and then use the
    // account at once (the confirmation link is still written under DATA_DIR/mail).
    AUTH_EMAIL_CONFIRMATION: "off",
    // Every browser test comes from the same loopback address, which the server now hands the
    // rate limits (ADR 22): per-IP limits would refuse the suite itself. The per-address limits
    // stay, and are tested.
    AUTH_RATE_LIMIT_PER_IP: "100000",
    FORM_RATE_LIMIT_PER_IP: "100000",
    // The cheaper of the two supported settings: every sign-up and sign-in hashes, on two cores
    // shared with the browsers.
    PASSWORD_HASHING: "low-memory",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
