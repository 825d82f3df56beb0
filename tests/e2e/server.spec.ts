import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// These run the production build (made by the web server of this suite) as a separate process.
test.describe.configure({ mode: "serial" });

const started: ChildProcess[] = [];
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      "node_modules/@remix-run/serve/dist/cli.js",
      `${process.env.BUILD_DIR ?? "build"}/server/index.js`,
    ],
    {
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  started.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForReady(port: number, child: ChildProcess) {
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    try {
      const response = await fetch(`http://localhost:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become ready");
}

test("a malformed or half-configured environment stops the server with a message naming each variable", async () => {
  const server = startServer({
    PORT: "3191",
    DATABASE_URL: "mysql://nope",
    SUPABASE_URL: "https://project.supabase.co",
  });
  expect(await server.exited).not.toBe(0);
  expect(server.output()).toContain("Invalid configuration");
  expect(server.output()).toContain(
    "DATABASE_URL must be a URL starting with postgres: or postgresql:",
  );
  expect(server.output()).toContain("SUPABASE_ANON_KEY missing");
});

test("the server migrates on start, holds the database lock, and releases it on SIGTERM", async () => {
  // Two servers start one after the other: allow a busy 2-core machine its time.
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), "server-test-"));
  const server = startServer({ PORT: "3192", DATA_DIR: dataDir });
  await waitForReady(3192, server.child);
  expect(existsSync(join(dataDir, "pglite.lock"))).toBe(true);
  // The first page signs its cookies with a secret generated once and kept in the folder.
  expect((await fetch("http://localhost:3192/")).status).toBe(200);
  expect(existsSync(join(dataDir, "session-secret"))).toBe(true);

  // A second process on the same folder is refused the database, and says so.
  const second = startServer({ PORT: "3193", DATA_DIR: dataDir });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch("http://localhost:3193/readyz")).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(503);
  expect(second.output()).toMatch(/in use by process \d+/);
  second.child.kill("SIGTERM");
  await second.exited;

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
});
