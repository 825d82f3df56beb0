import { startOutboxWorker } from "../leads/worker";
import { logger } from "../logger";
import { startPaymentsWorker } from "../payments/worker";
import { getDb } from "./index";

/**
 * Opens, migrates and seeds the database at server start, then starts the leads outbox worker and
 * the payments reconcile loop; a
 * failure is logged, /readyz reports it.
 */
export function startDatabase() {
  if (process.env.NODE_ENV === "test") return;
  getDb().then(
    () => {
      logger.info("database ready");
      startOutboxWorker();
      startPaymentsWorker();
    },
    (error: unknown) => logger.error("database failed to start", { error }),
  );
}
