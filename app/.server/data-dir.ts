import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { isMainThread } from "node:worker_threads";

/** Folders the server creates under DATA_DIR: only its own user may list or enter them. */
export const PRIVATE_FOLDER = 0o700;
/** Files the server writes under DATA_DIR: only its own user may read or write them. */
export const PRIVATE_FILE = 0o600;

/**
 * DATA_DIR holds the embedded database, the generated secrets and the mail with reset and
 * confirmation links, so nobody but the server's user may read it, whatever the umask it was
 * started with: from now on the process creates files 0600 and folders 0700 (PGlite's as well as
 * ours), the folder is created 0700, and what an earlier version left open to others is closed.
 * Returns the paths it could not close (owned by another user).
 */
export function makeDataDirPrivate(dataDir: string): string[] {
  // A worker thread cannot change the umask; the writers' own modes still apply there.
  if (isMainThread) process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  return closeToOthers(dataDir);
}

/**
 * Takes every permission of group and others off `path` and what it holds (symbolic links are
 * not followed). Returns the paths it could not change.
 */
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
