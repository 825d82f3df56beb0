/** Inside `db.transaction(async (tx) => …)` use only `tx`. */
export { getDb, closeDb, leaveShutdownToServer, pingDatabase, openDatabase } from "./client";
export type {
  Database,
  DatabaseHandle,
  OpenDatabaseOptions,
  QueryResult,
  QueryResultHKT,
  Schema,
  Transaction,
} from "./client";
export { DatabaseLockedError } from "./lock";
export { runMigrations } from "./migrate";
export { runSeeds } from "./seed";
export * as schema from "./schema";
export type {
  Delivery,
  DeliveryStatus,
  Lead,
  NewDelivery,
  NewLead,
  NewNewsletterSubscriber,
  NewPayment,
  NewProduct,
  NewProfile,
  NewVideo,
  NewsletterSubscriber,
  Payment,
  Product,
  Profile,
  RateLimit,
  Video,
} from "./schema";
