import type { Config } from "../config";
import type { Database } from "../db";
import { logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { getNewsletterSecret } from "../newsletter/unsubscribe-token";
import { createAccountMailSender } from "../auth/account-mail-sender";
import { sendDueAccountMails } from "../auth/common/account-mail-outbox";
import { runOutboxOnce } from "./outbox";
import { createSenders } from "./senders";

/**
 * The outbox worker of one app context: a pass every OUTBOX_POLL_SECONDS once started, and one
 * right after a lead or an account mail is stored (`wake`), never two passes at once. A pass
 * sends the leads' deliveries, then the account mails (ADR 28). Stopping ends the pass after
 * the batch under way: what is left is another instance's, or the next start's. Once stopped, a
 * wake starts nothing until `start`.
 */
export type OutboxWorker = {
  /** Runs a pass now (or right after the one under way). */
  wake(): void;
  /** Passes every `config.leads.pollMs`, and one now. */
  start(): void;
  /** Stops the timer and waits for the pass under way to finish its current batch. */
  stop(): Promise<void>;
};

export function createOutboxWorker(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
}): OutboxWorker {
  const { db, config } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  /** Set while `stop` waits: the pass under way ends after its current batch. */
  let stopping = false;

  async function pass() {
    const senders = createSenders(config.leads, deps.mailer, {
      siteUrl: config.siteUrl,
      timeZone: config.timeZone,
      newsletterSecret: getNewsletterSecret,
    });
    await sendLeads(senders);
    const sendAccountMail = createAccountMailSender(db, config, deps.mailer);
    while (!stopping) {
      const tried = await sendDueAccountMails(db, sendAccountMail, {
        maxAttempts: config.leads.maxAttempts,
        onError: (error) => logger.warn("account mail failed", { error }),
      });
      if (tried === 0) return;
    }
  }

  async function sendLeads(senders: ReturnType<typeof createSenders>) {
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

  function wake(): void {
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
          wake();
        }
      });
  }

  return {
    wake,
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(wake, config.leads.pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      try {
        await running;
      } finally {
        again = false;
      }
    },
  };
}
