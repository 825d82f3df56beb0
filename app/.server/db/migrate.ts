import { existsSync } from "node:fs";
import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { DatabaseHandle } from "./client";

/** Relative to the working directory: the same from source (vitest, vite dev) and from build/. */
export const MIGRATIONS_DIR = "app/.server/db/migrations";

const MIGRATION_LOCK_KEY = 4_823_190_517;

export function resolveMigrationsFolder(cwd: string = process.cwd()): string {
  const folder = path.resolve(cwd, MIGRATIONS_DIR);
  if (!existsSync(path.join(folder, "meta", "_journal.json"))) {
    throw new Error(
      `Database migrations not found in ${folder} (no meta/_journal.json). ` +
        "Start the server from the project root, where app/.server/db/migrations lives.",
    );
  }
  return folder;
}

/** Drizzle's migrator takes no lock, so instances starting together serialise on an advisory lock. */
export async function runMigrations(
  handle: DatabaseHandle,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? resolveMigrationsFolder();
  if (handle.driver === "pglite") {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder });
    return;
  }
  const client = await handle.client.connect();
  let broken: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    // Don't return a connection that may still hold the lock (or a broken one) to the pool.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}
