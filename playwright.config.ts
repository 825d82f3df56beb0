import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers for two cores: a third made the whole suite slower here (Chromium's renderers
  // compete for the CPU). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace of every test costs CPU on a 2-core machine: CI records one when a
    // failed test is retried, local runs keep the trace of a failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: chromium,
  },
  // `*.spec.ts` runs with JavaScript, `*.nojs.spec.ts` without it, `*.both.spec.ts` in both
  // (behaviour that must hold either way). Checks of server-rendered content alone, which is the
  // same HTML either way, run once without JavaScript (`*.content.nojs.spec.ts`).
  projects: [
    {
      name: "js",
      testIgnore: /\.nojs\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "no-js",
      testMatch: /\.(nojs|both)\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(port) },
  },
});
