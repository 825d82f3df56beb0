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
  // Most of a browser test is waiting (network, timers, rendering): in CI two workers kept the two
  // cores only a third busy, so three share them. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
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
