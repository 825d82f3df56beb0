import { periodicTask, type PeriodicTask } from "~/.server/background/periodic-task";
import { singlePass } from "~/.server/background/single-pass";
import type { Database } from "~/.server/db";
import { logger } from "~/.server/logger";
import { deleteExpiredRateLimits } from "~/.server/security/rate-limit-store";
import { deleteExpiredSessions } from "./sessions";

/** How often expired rows are deleted (they sign nobody in and limit nobody meanwhile). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The purge of expired and idle sessions, and of expired rate-limit counts, of one app context:
 * `runOnce` for a scheduler; on Node, a pass when started, then one every hour until stopped.
 */
export type SessionPurge = PeriodicTask & {
  /** Deletes what has expired once; a call while one runs joins it. */
  runOnce(): Promise<{ deleted: number; rateLimitsDeleted: number }>;
};

export function createSessionPurge(deps: { db: Database; now?: () => Date }): SessionPurge {
  const now = deps.now ?? (() => new Date());
  const runOnce = singlePass(async () => {
    const deleted = await deleteExpiredSessions(deps.db, now());
    if (deleted > 0) logger.info("expired sessions deleted", { deleted });
    const rateLimitsDeleted = await deleteExpiredRateLimits(deps.db, now());
    return { deleted, rateLimitsDeleted };
  });
  const interval = periodicTask({
    everyMs: PURGE_EVERY_MS,
    runAtStart: true,
    failure: "session purge failed",
    runOnce,
  });
  return { ...interval, runOnce };
}
