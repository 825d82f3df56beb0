import type { Database } from "~/.server/db";
import { logger } from "~/.server/logger";
import { deleteExpiredSessions } from "./sessions";

/** How often expired and idle session rows are deleted (they sign nobody in meanwhile). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The session purge of one app context: a pass when started, then one every hour until stopped. */
export type SessionPurge = { start(): void; stop(): void };

export function createSessionPurge(deps: { db: Database; now?: () => Date }): SessionPurge {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function pass() {
    if (running) return;
    running = true;
    try {
      const deleted = await deleteExpiredSessions(deps.db, now());
      if (deleted > 0) logger.info("expired sessions deleted", { deleted });
    } catch (error) {
      logger.error("session purge failed", { error });
    } finally {
      running = false;
    }
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void pass(), PURGE_EVERY_MS);
      timer.unref();
      void pass();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
