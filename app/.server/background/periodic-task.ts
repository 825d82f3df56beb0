import { logger } from "../logger";

/** Runs a worker's `runOnce` on an interval (Node's driver); stopped with the app context. */
export type PeriodicTask = { start(): void; stop(): void };

export function periodicTask(options: {
  everyMs: number;
  /** Also run one pass as soon as it starts. */
  runAtStart?: boolean;
  /** The message logged when a pass throws. */
  failure: string;
  runOnce: () => Promise<unknown>;
}): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;

  function pass() {
    options.runOnce().catch((error: unknown) => logger.error(options.failure, { error }));
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(pass, options.everyMs);
      timer.unref();
      if (options.runAtStart) pass();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
