import { periodicTask, type PeriodicTask } from "../background/periodic-task";
import { singlePass } from "../background/single-pass";
import { logger } from "../logger";
import type { CheckoutContext } from "./checkout";
import { reconcilePayments, type ReconcileOutcome } from "./reconcile";

const RECONCILE_EVERY_MS = 60_000;

export type PaymentsWorker = PeriodicTask & {
  runOnce(): Promise<ReconcileOutcome>;
};

export function createPaymentsWorker(deps: {
  checkout: CheckoutContext;
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
