import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PRIVATE_FILE, PRIVATE_FOLDER } from "../data-dir";
import { OperatorError } from "../logger";

/** PGlite takes no lock of its own, and two processes writing one data directory corrupt it. */

export class DatabaseLockedError extends OperatorError {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
    public readonly siteUrl?: string,
  ) {
    super(
      `The database folder ${dataDir} is in use by process ${pid}; stop it or set DATABASE_URL to use Postgres.`,
    );
    this.name = "DatabaseLockedError";
  }
}

export type PidLock = { path: string; release(): void };

export function acquirePidLock(dataDir: string, siteUrl?: string): PidLock {
  const lockPath = path.join(dataDir, "pglite.lock");
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const content = siteUrl ? `${process.pid}\n${siteUrl}\n` : `${process.pid}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusively(lockPath, content)) {
      return { path: lockPath, release: () => releaseIfOurs(lockPath) };
    }
    const holder = readPid(lockPath);
    if (holder !== undefined && isAlive(holder)) {
      throw new DatabaseLockedError(path.resolve(dataDir), holder, readSiteUrl(lockPath));
    }
    // Stale (dead process or garbled file): remove it, unless someone took it over meanwhile.
    if (readPid(lockPath) === holder) rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the database lock ${lockPath}`);
}

/** Hard-linked into place with its content written, so a concurrent reader never sees it empty. */
function createExclusively(lockPath: string, content: string): boolean {
  const temporary = `${lockPath}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { flag: "w", mode: PRIVATE_FILE });
  try {
    linkSync(temporary, lockPath);
    return true;
  } catch (error) {
    if (isCode(error, "EEXIST")) return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function releaseIfOurs(lockPath: string) {
  if (readPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (isCode(error, "ENOENT")) return undefined;
    throw error;
  }
}

function readSiteUrl(lockPath: string): string | undefined {
  try {
    const line = readFileSync(lockPath, "utf8").split("\n")[1]?.trim();
    return line && /^https?:\/\/\S+$/.test(line) ? line : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isCode(error, "EPERM");
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
