import { logger } from "./logger";

/** A background pass repeated on an interval, never two at once; stopped with the app context. */
export type PeriodicTask = { start(): void; stop(): void };

export function periodicTask(options: {
  everyMs: number;
  /** Also run one pass as soon as it starts. */
  runAtStart?: boolean;
  /** The message logged when a pass throws. */
  failure: string;
  pass: () => Promise<void>;
}): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function pass() {
    if (running) return;
    running = true;
    try {
      await options.pass();
    } catch (error) {
      logger.error(options.failure, { error });
    } finally {
      running = false;
    }
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void pass(), options.everyMs);
      timer.unref();
      if (options.runAtStart) void pass();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
