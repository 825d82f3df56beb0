import type { Database } from "~/.server/db";
import { logger } from "~/.server/logger";
import { periodicTask, type PeriodicTask } from "~/.server/periodic-task";
import { deleteExpiredSessions } from "./sessions";

/** How often expired and idle session rows are deleted (they sign nobody in meanwhile). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The session purge of one app context: a pass when started, then one every hour until stopped. */
export type SessionPurge = PeriodicTask;

export function createSessionPurge(deps: { db: Database; now?: () => Date }): SessionPurge {
  const now = deps.now ?? (() => new Date());
  return periodicTask({
    everyMs: PURGE_EVERY_MS,
    runAtStart: true,
    failure: "session purge failed",
    async pass() {
      const deleted = await deleteExpiredSessions(deps.db, now());
      if (deleted > 0) logger.info("expired sessions deleted", { deleted });
    },
  });
}
