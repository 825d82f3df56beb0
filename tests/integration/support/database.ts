import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, openPglite, pgliteOptions, type DatabaseHandle } from "~/.server/db/client";

/**
 * The databases the integration tests run on: PGlite in memory always, and Postgres when
 * TEST_DATABASE_URL is set. Every `open()` gives a fresh, isolated, empty database:
 * - PGlite: a new in-memory instance, loaded from the empty database of ./pglite-snapshot.ts.
 * - Postgres: a new database `<base>_t<pid>_<random>` created from TEST_DATABASE_URL's database,
 *   dropped (`WITH (FORCE)`) by `close()`. Files can run in parallel and nothing leaks between
 *   them. If the role may not create databases, it falls back to emptying the base database
 *   (`drop schema app, drizzle cascade`), which is safe only because the integration project runs
 *   its files one at a time (fileParallelism: false).
 */
export type TestDatabase = DatabaseHandle & {
  /** Postgres only: the URL of this isolated database, to open more handles on it. */
  url?: string;
};

export type DatabaseTarget = {
  name: "pglite" | "postgres";
  open(): Promise<TestDatabase>;
};

export function eachDatabase(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [{ name: "pglite", open: openMemoryDatabase }];
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    targets.push({
      name: "postgres",
      async open() {
        const isolated = await createIsolatedPostgres(baseUrl);
        const handle = await openDatabase({ databaseUrl: isolated.url });
        return {
          ...handle,
          url: isolated.url,
          close: async () => {
            await handle.close();
            await isolated.drop();
          },
        };
      },
    });
  }
  return targets;
}

let snapshot: Blob | undefined;

/** A fresh, empty PGlite database in memory. */
export function openMemoryDatabase(): Promise<DatabaseHandle> {
  snapshot ??= new Blob([readFileSync(inject("pgliteSnapshot"))]);
  return openPglite(new PGlite({ ...pgliteOptions, loadDataDir: snapshot }), () => {});
}

/** A fresh, empty Postgres database next to the one of `baseUrl`, and how to drop it. */
export async function createIsolatedPostgres(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(baseUrl);
  const baseName = decodeURIComponent(base.pathname.slice(1)) || "postgres";
  const name = `${baseName}_t${process.pid}_${randomBytes(4).toString("hex")}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "_")
    .slice(0, 63);
  try {
    await onBase(baseUrl, (client) => client.query(`create database "${name}"`));
  } catch (error) {
    if ((error as { code?: string }).code !== "42501") throw error; // insufficient_privilege
    await resetSchemas(baseUrl);
    return { url: baseUrl, drop: () => resetSchemas(baseUrl) };
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onBase(baseUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}

function resetSchemas(url: string) {
  return onBase(url, (client) =>
    client.query("drop schema if exists app cascade; drop schema if exists drizzle cascade"),
  );
}

async function onBase(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
