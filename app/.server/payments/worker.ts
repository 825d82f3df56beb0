import { wakeOutbox } from "../leads/worker";
import { logger } from "../logger";
import { getCheckout } from "./index";
import { reconcilePayments } from "./reconcile";

/** How often this process looks for payments a timeout or a crash left pending. */
const RECONCILE_EVERY_MS = 60_000;

let timer: NodeJS.Timeout | undefined;
let running = false;

async function pass() {
  if (running) return;
  running = true;
  try {
    const outcome = await reconcilePayments(await getCheckout());
    if (outcome.settled > 0) {
      logger.info("pending payments settled", { ...outcome });
      wakeOutbox();
    }
  } catch (error) {
    logger.error("payment reconcile pass failed", { error });
  } finally {
    running = false;
  }
}

/** Starts the reconcile loop of this process (several processes may run it: moves are guarded). */
export function startPaymentsWorker(): void {
  if (timer) return;
  timer = setInterval(() => void pass(), RECONCILE_EVERY_MS);
  timer.unref();
}

export function stopPaymentsWorker(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
