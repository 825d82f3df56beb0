import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { sql, type Assume, type ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { getConfig } from "~/.server/config";
import { closeToOthers, PRIVATE_FOLDER } from "~/.server/data-dir";
import { logger } from "~/.server/logger";
import * as schema from "./schema";
import { acquirePidLock } from "./lock";
import { runMigrations } from "./migrate";
import { runSeeds } from "./seed";

type Schema = typeof schema;

/** Both drivers' results have `rows`, so raw queries stay typed. */
interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryResult<Assume<this["row"], Record<string, unknown>>>;
}
type QueryResult<Row> = { rows: Row[] };

export type Database = PgDatabase<QueryResultHKT, Schema>;

/** Inside a transaction use only `tx`: on PGlite a query through the outer `db` hangs forever. */
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = { db: Database; close(): Promise<void> } & (
  | { driver: "pglite"; client: PGlite }
  | { driver: "pg"; client: pg.Pool }
);

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  maxConnections?: number;
  dataDir?: string;
  memory?: boolean;
  /** Written in the lock, so another program can say where the site runs. */
  siteUrl?: string;
};

/** ≈150 MB less RSS than the default 128 MB of shared buffers. */
export const pgliteOptions = { postgresqlconf: ["shared_buffers=16MB"] };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections);
  if (options.memory) return openPglite(new PGlite(pgliteOptions), () => {});
  if (options.dataDir) {
    const lock = acquirePidLock(options.dataDir, options.siteUrl);
    try {
      const folder = path.join(options.dataDir, "pglite");
      mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
      const handle = await openPglite(new PGlite(folder, pgliteOptions), lock.release);
      // PGlite writes a new database's files 0666 itself, whatever the umask.
      closeToOthers(folder);
      return handle;
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  throw new Error("openDatabase needs a databaseUrl, a dataDir or memory: true");
}

export async function openPglite(client: PGlite, release: () => void): Promise<DatabaseHandle> {
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    driver: "pglite",
    client,
    db,
    close: () =>
      (closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      })()),
  };
}

async function openPostgres(connectionString: string, max = 10): Promise<DatabaseHandle> {
  let closing: Promise<void> | undefined;
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash.
  pool.on("error", (error) => {
    if (!closing) logger.error("idle Postgres client error", { error });
  });
  // A checked-out client emits it on itself, where pg-pool does not listen: unhandled, it would crash.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg({ client: pool, schema });
  return { driver: "pg", client: pool, db, close: () => (closing ??= pool.end()) };
}

/** On `globalThis` so Vite's dev reloads reuse it (a second PGlite would be refused by the lock). */
type State = {
  opening?: Promise<DatabaseHandle>;
  closing?: Promise<void>;
  shutdownRegistered?: boolean;
};

const stateKey = Symbol.for("app.server.db");
const globalState = globalThis as typeof globalThis & { [stateKey]?: State };
const state: State = (globalState[stateKey] ??= {});

export function getDb(): Promise<Database> {
  state.opening ??= open().catch((error: unknown) => {
    state.opening = undefined; // let the next call try again
    throw error;
  });
  return state.opening.then((handle) => handle.db);
}

async function open(): Promise<DatabaseHandle> {
  const config = getConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
  });
  try {
    await runMigrations(handle);
    await runSeeds(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  registerShutdown();
  return handle;
}

export async function closeDb(): Promise<void> {
  const opening = state.opening;
  state.opening = undefined;
  if (opening) {
    state.closing = opening
      .catch(() => undefined)
      .then((handle) => handle?.close())
      .finally(() => {
        state.closing = undefined;
      });
  }
  await state.closing;
}

/** The production server exits after its in-flight requests: the database must not close under them. */
export function leaveShutdownToServer() {
  state.shutdownRegistered = true;
}

export async function pingDatabase(
  database: () => Promise<Database> = getDb,
  timeoutMs = 2_000,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = database()
    .then((db) => db.execute(sql`select 1`))
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([ping, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** `process.once`, next to (never instead of) other handlers such as the HTTP server's. */
function registerShutdown() {
  if (state.shutdownRegistered) return;
  state.shutdownRegistered = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      // A transaction stuck forever must not keep the process alive.
      setTimeout(() => process.exit(0), 5_000).unref();
      closeDb()
        .catch((error: unknown) => logger.error("error while closing the database", { error }))
        .finally(() => process.exit(0));
    });
  }
}
