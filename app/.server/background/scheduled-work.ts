import type { AppContext } from "../app-context";
import type { OutboxPass } from "../leads/worker";
import { logger } from "../logger";
import type { ReconcileOutcome } from "../payments/reconcile";

/** What each task of a scheduled run did, or "failed" (then logged). */
export type ScheduledWorkReport = {
  outbox: OutboxPass | "failed";
  payments: ReconcileOutcome | "failed";
  sessions: { deleted: number; rateLimitsDeleted: number } | "failed";
};

/**
 * One pass of every background task, for a scheduler (a Cron Trigger's `scheduled` handler):
 * the outbox, payment reconciliation and the purge of expired rows, one after the other. A task that
 * throws is logged and the next still runs.
 */
export async function runScheduledWork(
  app: Pick<AppContext, "db" | "outbox" | "reconciler" | "sessionPurge">,
): Promise<ScheduledWorkReport> {
  return {
    outbox: await attempt("outbox pass failed", () => app.outbox.runOnce()),
    payments: await attempt("payment reconcile pass failed", () => app.reconciler.runOnce()),
    sessions: await attempt("session purge failed", () => app.sessionPurge.runOnce()),
  };
}

async function attempt<T>(failure: string, runOnce: () => Promise<T>): Promise<T | "failed"> {
  try {
    return await runOnce();
  } catch (error) {
    logger.error(failure, { error });
    return "failed";
  }
}
