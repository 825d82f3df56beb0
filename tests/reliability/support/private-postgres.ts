import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A Postgres cluster of the test's own (never the system's `15 main`, which CI uses): initdb in a
 * temporary folder, listening on 127.0.0.1 on a free port and on a socket in that folder, with
 * trust authentication and one database, `app`. The binaries are Debian's
 * (/usr/lib/postgresql/15/bin; PG_BIN overrides). Postgres refuses to run as root, so when the
 * test runs as root the cluster belongs to the `postgres` user.
 */
export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/app */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the cluster (fast shutdown); `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes its folder. Safe to call more than once. */
  remove(): Promise<void>;
};

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const DATABASE = "app";
const asRoot = process.getuid?.() === 0;

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), "reliability-pg-"));
  chmodSync(dataDir, 0o700);
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
    chownSync(dataDir, id("-u"), id("-g"));
  }
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  let running = false;
  let removed = false;

  const start = async () => {
    run("pg_ctl", [
      "-D",
      dataDir,
      "-o",
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-l",
      join(dataDir, "log"),
      "-w",
      "start",
    ]);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    running = false;
  };

  try {
    await start();
    run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", DATABASE]);
  } catch (error) {
    await stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    port,
    dataDir,
    start,
    stop,
    async remove() {
      if (removed) return;
      removed = true;
      await stop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one of the cluster's binaries (as `postgres` when we are root); throws with its output. */
function run(binary: string, args: string[]) {
  const command = join(BIN, binary);
  const quoted = [command, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(" ");
  try {
    if (asRoot) execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "pipe" });
    else execFileSync(command, args, { stdio: "pipe" });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(
      `${binary} ${args.join(" ")} failed:\n${stdout?.toString() ?? ""}${stderr?.toString() ?? ""}`,
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
