import type { AppContext } from "../app-context";
import type { OutboxPass } from "../leads/worker";
import { logger } from "../logger";
import type { ReconcileOutcome } from "../payments/reconcile";

export type ScheduledWorkReport = {
  outbox: OutboxPass | "failed";
  payments: ReconcileOutcome | "failed";
  sessions: { deleted: number; rateLimitsDeleted: number } | "failed";
};

/** A task that throws is logged and the next still runs. */
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
