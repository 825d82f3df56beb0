import { logger } from "../logger";

/** Work a request started after its commit and does not wait for (the outbox pass it woke). */
export type Defer = (work: Promise<unknown>) => void;

/**
 * Node's `defer`: keeps each promise until it settles, logs a rejection, and lets shutdown wait
 * for what is still under way (`settled`). On the edge, `ctx.waitUntil` takes its place.
 */
export function pendingWork(): { defer: Defer; settled(): Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  return {
    defer(work) {
      const kept = work
        .catch((error: unknown) => logger.error("deferred work failed", { error }))
        .finally(() => pending.delete(kept));
      pending.add(kept);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
