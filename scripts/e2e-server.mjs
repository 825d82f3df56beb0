#!/usr/bin/env node
// The server the browser tests run against: the production build on a fresh database folder,
// so every run starts from the same migrated and seeded state.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";

const dataDir = process.env.DATA_DIR ?? `.data/e2e-${process.env.PORT}`;
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${process.env.PORT}`,
    ENABLE_TEST_HOOKS: "true",
    // Production confirms e-mail addresses by default; the browser tests sign up and then use the
    // account at once (the confirmation link is still written under DATA_DIR/mail).
    AUTH_EMAIL_CONFIRMATION: "off",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
