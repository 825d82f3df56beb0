import { logger } from "../logger";
import { periodicTask, type PeriodicTask } from "../periodic-task";
import type { CheckoutContext } from "./checkout";
import { reconcilePayments } from "./reconcile";

/** How often this process looks for payments a timeout or a crash left pending. */
const RECONCILE_EVERY_MS = 60_000;

/** The reconcile loop of one app context (several processes may run it: moves are guarded). */
export type PaymentsWorker = PeriodicTask;

export function createPaymentsWorker(deps: {
  checkout: CheckoutContext;
  /** Called when a pass settled payments (their e-mails wait in the outbox). */
  onSettled: () => void;
}): PaymentsWorker {
  return periodicTask({
    everyMs: RECONCILE_EVERY_MS,
    failure: "payment reconcile pass failed",
    async pass() {
      const outcome = await reconcilePayments(deps.checkout);
      if (outcome.settled > 0) {
        logger.info("pending payments settled", { ...outcome });
        deps.onSettled();
      }
    },
  });
}
