/** Inside `db.transaction(async (tx) => …)` use only `tx`. */
export { getDb, closeDb, leaveShutdownToServer, pingDatabase, openDatabase } from "./client";
export type { Database, DatabaseHandle, Transaction } from "./client";
export { runMigrations } from "./migrate";
export { runSeeds } from "./seed";
export * as schema from "./schema";
export type { Video } from "./schema";
