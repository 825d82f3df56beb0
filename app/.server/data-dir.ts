import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { isMainThread } from "node:worker_threads";

export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/** It holds the database, secrets and mailed links, so nobody but the server's user may read it. */
export function makeDataDirPrivate(dataDir: string): string[] {
  // A worker thread cannot change the umask; the writers' own modes still apply there.
  if (isMainThread) process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  return closeToOthers(dataDir);
}

export function closeToOthers(path: string, refused: string[] = []): string[] {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return refused;
  if ((stats.mode & 0o077) !== 0) {
    try {
      chmodSync(path, stats.mode & 0o700);
    } catch {
      refused.push(path);
    }
  }
  if (stats.isDirectory()) {
    for (const name of readdirSync(path)) closeToOthers(join(path, name), refused);
  }
  return refused;
}
