import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../../../scripts/lib/server.mjs";

export type ProductionServer = {
  url: string;
  port: number;
  pid: number;
  /** The server's last output lines (stdout and stderr). */
  tail(): string[];
  /** SIGTERM to its process group, SIGKILL after `graceMs`. */
  stop(options?: { graceMs?: number }): Promise<void>;
  exited: Promise<{ code: number | null; signal: string | null }>;
  /** An Error saying how it exited, with its last output lines. */
  exitError(context?: string): Error;
  /** How it exited; null while it runs. */
  readonly exitInfo: { code: number | null; signal: string | null } | null;
};

/**
 * The production server (`scripts/start.mjs`: migrate, seed, `server/index.ts`) on a free port
 * with a fresh database folder (or `env.DATABASE_URL`), ready (`/readyz` 200) when this resolves.
 * `env` adds to or overrides its environment (SITE_URL and PORT are set to its own address).
 */
export async function startProductionServer(
  label: string,
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<ProductionServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `reliability-${label}-`));
  const server = await startServer({ dataDir, env, label, port: options.port });
  await server.waitReady({ timeoutMs: 5 * 60_000 });
  return server as ProductionServer;
}

/** `npm run dev`'s server (Vite in middleware mode) on a free port, ready when this resolves. */
export async function startDevelopmentServer(label: string): Promise<ProductionServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `reliability-${label}-`));
  // As `npm run dev` starts it: Node resolves React Router as Vite does in development.
  const env = { NODE_ENV: "development", NODE_OPTIONS: "--conditions=development" };
  const server = await startServer({ dataDir, env, label, args: ["server/index.ts", "--dev"] });
  await server.waitReady({ timeoutMs: 5 * 60_000 });
  return server as ProductionServer;
}
