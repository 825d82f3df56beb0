import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../scripts/lib/server.mjs";

/**
 * A PostgreSQL 15 cluster of its own for one test file: initdb into a temporary folder, started
 * with pg_ctl on a free port of 127.0.0.1 (its socket in the same folder), one database `app`.
 * The system's cluster (15/main) and its port are never touched. Run as root, the server runs as
 * the `postgres` user (which owns the folder); run as that user or another, as itself.
 */
export type PrivatePostgres = {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server: `immediate` drops every connection at once, `fast` rolls back and closes. */
  stop(mode?: "immediate" | "fast"): Promise<void>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
  /** Stops it and deletes the folder. */
  destroy(): Promise<void>;
  /** The last lines of its log. */
  log(): string[];
};

const BIN = "/usr/lib/postgresql/15/bin";

/** Runs a PostgreSQL program as `postgres` when this is root, otherwise as this user. */
function run(program: string, args: string[]) {
  const command = [join(BIN, program), ...args];
  if (process.getuid?.() === 0) {
    const quoted = command.map((part) => `'${part.replaceAll("'", `'\\''`)}'`).join(" ");
    return execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], {
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
    });
  }
  return execFileSync(command[0]!, command.slice(1), {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!existsSync(join(BIN, "initdb")))
    throw new Error(`PostgreSQL 15 is not installed (${BIN}/initdb is missing)`);
  const dataDir = mkdtempSync(join(tmpdir(), "reliability-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dataDir, uid, gid);
  }
  chmodSync(dataDir, 0o700);
  const port = (await freePort()) as number;
  const logFile = join(dataDir, "log");
  run("initdb", ["-D", join(dataDir, "data"), "-A", "trust", "-U", "postgres", "-E", "UTF8"]);

  let running = false;
  const start = async () => {
    run("pg_ctl", [
      "-D",
      join(dataDir, "data"),
      "-o",
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-l",
      logFile,
      "-w",
      "-t",
      "60",
      "start",
    ]);
    running = true;
  };
  const stop = async (mode: "immediate" | "fast" = "immediate") => {
    if (!running) return;
    run("pg_ctl", ["-D", join(dataDir, "data"), "-m", mode, "-w", "-t", "60", "stop"]);
    running = false;
  };
  // Whatever happens to the test, the server does not outlive it.
  const stopOnExit = () => {
    if (running) run("pg_ctl", ["-D", join(dataDir, "data"), "-m", "immediate", "stop"]);
  };
  process.on("exit", stopOnExit);
  await start();
  run("createdb", ["-h", dataDir, "-p", String(port), "-U", "postgres", "app"]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    port,
    dataDir,
    stop,
    start,
    async destroy() {
      try {
        await stop("immediate");
      } finally {
        process.off("exit", stopOnExit);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    log() {
      try {
        return readFileSync(logFile, "utf8").trim().split("\n").slice(-30);
      } catch {
        return [];
      }
    },
  };
}
