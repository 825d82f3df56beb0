import { logger } from "../logger";
import type { CheckoutContext } from "./checkout";
import { reconcilePayments } from "./reconcile";

/** How often this process looks for payments a timeout or a crash left pending. */
const RECONCILE_EVERY_MS = 60_000;

/** The reconcile loop of one app context (several processes may run it: moves are guarded). */
export type PaymentsWorker = { start(): void; stop(): void };

export function createPaymentsWorker(deps: {
  checkout: CheckoutContext;
  /** Called when a pass settled payments (their e-mails wait in the outbox). */
  onSettled: () => void;
}): PaymentsWorker {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function pass() {
    if (running) return;
    running = true;
    try {
      const outcome = await reconcilePayments(deps.checkout);
      if (outcome.settled > 0) {
        logger.info("pending payments settled", { ...outcome });
        deps.onSettled();
      }
    } catch (error) {
      logger.error("payment reconcile pass failed", { error });
    } finally {
      running = false;
    }
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void pass(), RECONCILE_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
