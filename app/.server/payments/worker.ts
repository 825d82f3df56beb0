import { periodicTask, type PeriodicTask } from "../background/periodic-task";
import { singlePass } from "../background/single-pass";
import { logger } from "../logger";
import type { CheckoutContext } from "./checkout";
import { reconcilePayments, type ReconcileOutcome } from "./reconcile";

/** How often this process looks for payments a timeout or a crash left pending. */
const RECONCILE_EVERY_MS = 60_000;

/**
 * The reconcile pass of one app context (several processes may run it: moves are guarded):
 * `runOnce` for a scheduler, `start`/`stop` for Node's interval.
 */
export type PaymentsWorker = PeriodicTask & {
  /** One pass over the payments left pending; a call while one runs joins it. */
  runOnce(): Promise<ReconcileOutcome>;
};

export function createPaymentsWorker(deps: {
  checkout: CheckoutContext;
  /** Called when a pass settled payments (their e-mails wait in the outbox). */
  onSettled: () => void;
}): PaymentsWorker {
  const runOnce = singlePass(async () => {
    const outcome = await reconcilePayments(deps.checkout);
    if (outcome.settled > 0) {
      logger.info("pending payments settled", { ...outcome });
      deps.onSettled();
    }
    return outcome;
  });
  const interval = periodicTask({
    everyMs: RECONCILE_EVERY_MS,
    failure: "payment reconcile pass failed",
    runOnce,
  });
  return { ...interval, runOnce };
}
