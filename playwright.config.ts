import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/support/chromium";
import {
  appPort,
  fakeSupabaseControlPort,
  fakeSupabaseControlURL,
  fakeSupabasePort,
  supabaseAppPort,
} from "./tests/e2e/support/ports";

const port = appPort;
const baseURL = `http://localhost:${port}`;
// A second app server whose accounts are Supabase Auth, pointed at a fake of it (tests/fakes/),
// for what only that adapter offers (text-message codes). Its tests live in tests/e2e/supabase/.
const supabaseURL = `http://localhost:${supabaseAppPort}`;
const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers for two cores: a third made the whole suite slower here (Chromium's renderers
  // compete for the CPU). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
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
      testIgnore: [/\.nojs\.spec\.ts$/, /\/supabase\//],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "no-js",
      testMatch: /\.(nojs|both)\.spec\.ts$/,
      testIgnore: /\/supabase\//,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
    {
      name: "supabase-js",
      testMatch: /\/supabase\/.*\.spec\.ts$/,
      testIgnore: /\.nojs\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, baseURL: supabaseURL },
    },
    {
      name: "supabase-no-js",
      testMatch: /\/supabase\/.*\.(nojs|both)\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromium,
        baseURL: supabaseURL,
        javaScriptEnabled: false,
      },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${baseURL}/readyz`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(port) },
    },
    {
      command: "node --import tsx tests/fakes/supabase-auth-server.ts",
      url: `${fakeSupabaseControlURL}/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        FAKE_SUPABASE_PORT: String(fakeSupabasePort),
        FAKE_SUPABASE_CONTROL_PORT: String(fakeSupabaseControlPort),
        FAKE_SUPABASE_SITE_URL: supabaseURL,
      },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${supabaseURL}/readyz`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(supabaseAppPort),
        SUPABASE_URL: `http://127.0.0.1:${fakeSupabasePort}`,
        SUPABASE_ANON_KEY: "fake-anon-key",
        SUPABASE_SERVICE_ROLE_KEY: "fake-service-role-key",
      },
    },
  ],
});
