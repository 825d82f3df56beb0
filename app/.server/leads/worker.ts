import { getConfig } from "../config";
import { getDb } from "../db";
import { logger } from "../logger";
import { getMailer } from "../mail/mailer";
import { getNewsletterSecret } from "../newsletter/unsubscribe-token";
import { runOutboxOnce } from "./outbox";
import { createSenders } from "./senders";

/**
 * The outbox worker of this server process: a pass every OUTBOX_POLL_SECONDS, and one right
 * after a lead is stored (`wakeOutbox`), never two passes at once in one process. Stopping ends
 * the pass after the batch under way: what is left is another instance's, or the next start's.
 */
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let again = false;
/** Set while `stopOutboxWorker` waits: the pass under way ends after its current batch. */
let stopping = false;

async function pass() {
  const config = getConfig();
  const db = await getDb();
  const senders = createSenders(config.leads, getMailer(), {
    siteUrl: config.siteUrl,
    newsletterSecret: getNewsletterSecret,
  });
  while (!stopping) {
    const outcome = await runOutboxOnce(db, senders, {
      maxAttempts: config.leads.maxAttempts,
      onError: (delivery, error, dead) =>
        logger.warn(dead ? "delivery dead" : "delivery failed, will retry", {
          delivery: delivery.id,
          target: delivery.target,
          attempt: delivery.attempt,
          error,
        }),
    });
    if (outcome.sent + outcome.failed + outcome.dead === 0) return;
    if (outcome.sent > 0) logger.info("deliveries sent", { count: outcome.sent });
    if (stopping) return;
  }
}

/** Runs a pass now (or right after the one under way). */
export function wakeOutbox(): void {
  if (stopping) return;
  if (running) {
    again = true;
    return;
  }
  running = pass()
    .catch((error: unknown) => logger.error("outbox pass failed", { error }))
    .finally(() => {
      running = undefined;
      if (again && !stopping) {
        again = false;
        wakeOutbox();
      }
    });
}

export function startOutboxWorker(): void {
  if (timer) return;
  stopping = false;
  timer = setInterval(wakeOutbox, getConfig().leads.pollMs);
  timer.unref();
  wakeOutbox();
}

/**
 * Stops the timer and waits for the pass under way to finish its current batch (a backlog of
 * thousands must not hold a shutdown past its grace time: what is left stays pending, for the
 * next start or another instance). Once stopped, a wake starts nothing until `startOutboxWorker`.
 */
export async function stopOutboxWorker(): Promise<void> {
  stopping = true;
  if (timer) clearInterval(timer);
  timer = undefined;
  try {
    await running;
  } finally {
    again = false;
  }
}
