import { logger } from "../logger";

export type PeriodicTask = { start(): void; stop(): void };

export function periodicTask(options: {
  everyMs: number;
  runAtStart?: boolean;
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
