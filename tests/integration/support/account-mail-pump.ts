import type { Config } from "~/.server/config";
import type { Database } from "~/.server/db";
import type { MailMessage, Mailer } from "~/.server/mail/mailer";
import { createAccountMailSender } from "~/.server/auth/account-mail-sender";
import { sendDueAccountMails } from "~/.server/auth/common/account-mail-outbox";

/**
 * The outbox worker's account-mail pass, for a test's own adapter: `wake` is the adapter's
 * onAccountMailQueued, and `settled` waits for every pass it started (before reading the mail).
 */
export function accountMailPump(
  db: Database,
  config: Config,
  mailer: Mailer,
  now: () => Date = () => new Date(),
) {
  const send = createAccountMailSender(db, config, mailer, now);
  // Mails are queued at the database's now(), and a test's own clock may stand still: a queued
  // mail is due whatever that clock says.
  const due = () => new Date(Math.max(now().getTime(), Date.now()));
  let passes: Promise<unknown> = Promise.resolve();
  return {
    wake() {
      passes = passes.then(() => sendDueAccountMails(db, send, { maxAttempts: 3, now: due }));
    },
    settled: () => passes,
    /** Sends every due account mail now. */
    async drain() {
      while ((await sendDueAccountMails(db, send, { maxAttempts: 3, now: due })) > 0);
    },
  };
}

/** Keeps every message in memory, newest last. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, describe: () => "memory", send: async (m) => void sent.push(m) };
}

/**
 * Waits for the pass a request woke in an app context's outbox worker, then sends every due
 * account mail itself (a stopping worker leaves them for the next pass).
 */
export async function drainAccountMails(app: {
  db: Database;
  config: Config;
  mailer: Mailer;
  outbox: { stop(): Promise<void>; start(): void };
}) {
  await app.outbox.stop();
  await accountMailPump(app.db, app.config, app.mailer).drain();
  app.outbox.start();
}

/** The code of the last enrolment-code mail to `email` (after the pump's passes), or null. */
export async function enrolmentCodeIn(
  mailer: { sent: MailMessage[] },
  pump: { settled: () => Promise<unknown> },
  email: string,
): Promise<string | null> {
  await pump.settled();
  const message = mailer.sent
    .filter((m) => m.to === email && m.id.startsWith("auth-enrol-code-"))
    .at(-1);
  return message?.text.match(/^\d{8}$/m)?.[0] ?? null;
}
