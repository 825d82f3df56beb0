import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports";

export type OwnServer = { origin: string; dataDir: string; stop: () => void };

/**
 * A production server of a test file's own, for settings the suite's shared server does not
 * have: its own port, data folder, page cache off and the cheaper password hashing. `env` gets
 * the server's origin and adds to (or, with `undefined`, removes from) the inherited environment.
 * Resolves once /readyz says so.
 */
export async function startOwnServer(
  name: string,
  env: (origin: string) => Record<string, string | undefined>,
  host: "localhost" | "127.0.0.1" = "localhost",
): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://${host}:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-e2e-`));
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    PAGE_CACHE_SECONDS: "0",
    PASSWORD_HASHING: "low-memory",
  };
  for (const [key, value] of Object.entries(env(origin))) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const server = spawn(process.execPath, ["server/index.ts"], { env: merged, stdio: "ignore" });
  const stop = () => void server.kill("SIGTERM");
  for (let i = 0; i < 400; i++) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { origin, dataDir, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`the ${name} test's own server did not become ready`);
}
