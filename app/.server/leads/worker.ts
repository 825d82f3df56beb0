import type { Config } from "../config";
import type { Database } from "../db";
import { logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { getNewsletterSecret } from "../newsletter/unsubscribe-token";
import { createAccountMailSender } from "../auth/account-mail-sender";
import { sendDueAccountMails } from "../auth/common/account-mail-outbox";
import { runOutboxOnce } from "./outbox";
import { createSenders } from "./senders";

/** A call while a pass runs joins it, and that pass looks once more, so what the caller stored is sent. */
export type OutboxWorker = {
  runOnce(): Promise<OutboxPass>;
  start(): void;
  stop(): Promise<void>;
};

export type OutboxPass = {
  deliveries: { sent: number; failed: number; dead: number };
  accountMails: number;
};

const nothingSent = (): OutboxPass => ({
  deliveries: { sent: 0, failed: 0, dead: 0 },
  accountMails: 0,
});

export function createOutboxWorker(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
}): OutboxWorker {
  const { db, config } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<OutboxPass> | undefined;
  let lookAgain = false;
  let stopping = false;

  async function pass(): Promise<OutboxPass> {
    const done = nothingSent();
    const senders = createSenders(config.leads, deps.mailer, {
      siteUrl: config.siteUrl,
      timeZone: config.timeZone,
      newsletterSecret: getNewsletterSecret,
    });
    const sendAccountMail = createAccountMailSender(db, config, deps.mailer);
    do {
      lookAgain = false;
      await sendLeads(senders, done);
      await sendAccountMails(sendAccountMail, done);
    } while (lookAgain && !stopping);
    return done;
  }

  async function sendLeads(senders: ReturnType<typeof createSenders>, done: OutboxPass) {
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
      done.deliveries.sent += outcome.sent;
      done.deliveries.failed += outcome.failed;
      done.deliveries.dead += outcome.dead;
      if (outcome.sent + outcome.failed + outcome.dead === 0) return;
      if (outcome.sent > 0) logger.info("deliveries sent", { count: outcome.sent });
    }
  }

  async function sendAccountMails(
    send: ReturnType<typeof createAccountMailSender>,
    done: OutboxPass,
  ) {
    while (!stopping) {
      const tried = await sendDueAccountMails(db, send, {
        maxAttempts: config.leads.maxAttempts,
        onError: (error) => logger.warn("account mail failed", { error }),
      });
      done.accountMails += tried;
      if (tried === 0) return;
    }
  }

  function runOnce(): Promise<OutboxPass> {
    if (stopping) return Promise.resolve(nothingSent());
    if (running) {
      lookAgain = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  function tick() {
    runOnce().catch((error: unknown) => logger.error("outbox pass failed", { error }));
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(tick, config.leads.pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      // Whoever started the pass logs its failure.
      await running?.catch(() => {});
    },
  };
}
