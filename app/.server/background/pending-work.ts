import { logger } from "../logger";

export type Defer = (work: Promise<unknown>) => void;

/** On the edge, `ctx.waitUntil` takes its place. */
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
