import { periodicTask, type PeriodicTask } from "~/.server/background/periodic-task";
import { singlePass } from "~/.server/background/single-pass";
import type { Database } from "~/.server/db";
import { logger } from "~/.server/logger";
import { deleteExpiredRateLimits } from "~/.server/security/rate-limit-store";
import { deleteExpiredSessions } from "./sessions";

const PURGE_EVERY_MS = 60 * 60 * 1000;

export type SessionPurge = PeriodicTask & {
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
