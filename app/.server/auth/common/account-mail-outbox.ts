import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/.server/db";
import { accountMails, type AccountMailKind } from "~/.server/db/schema";
import { backoffDelayMs } from "~/.server/leads/backoff";
import { endOfMillisecond, LEASE_MS } from "~/.server/leads/outbox";

/** @see docs/decisions/0028-account-takeover-proofs-and-notices.md */
type AccountMail = {
  id: string;
  email: string;
  kind: AccountMailKind;
  attempt: number;
  next: string | null;
};

export type NoticeKind = Exclude<AccountMailKind, "password_reset" | "confirmation">;

export type AccountMailSender = (mail: AccountMail) => Promise<void>;

export async function queueAccountMail(
  db: Database | Transaction,
  email: string,
  kind: AccountMailKind,
  next: string | null = null,
): Promise<void> {
  await db.insert(accountMails).values({ email, kind, next });
}

export async function sendDueAccountMails(
  db: Database,
  send: AccountMailSender,
  options: { maxAttempts: number; now?: () => Date; onError?: (error: unknown) => void },
): Promise<number> {
  const now = options.now ?? (() => new Date());
  const claimed = await claim(db, now(), 20);
  await Promise.all(
    claimed.map(async (mail) => {
      try {
        await send(mail);
        await db.delete(accountMails).where(eq(accountMails.id, mail.id));
      } catch (error) {
        options.onError?.(error);
        const dead = mail.attempt >= options.maxAttempts;
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await db
          .update(accountMails)
          .set(
            dead
              ? { status: "dead", lockedUntil: null, lastError: message }
              : {
                  runAt: new Date(now().getTime() + backoffDelayMs(mail.attempt)),
                  lockedUntil: null,
                  lastError: message,
                },
          )
          .where(and(eq(accountMails.id, mail.id), eq(accountMails.status, "pending")));
      }
    }),
  );
  return claimed.length;
}

type ClaimedRow = {
  id: string;
  email: string;
  kind: AccountMailKind;
  attempts: number;
  next: string | null;
};

async function claim(db: Database, now: Date, limit: number): Promise<AccountMail[]> {
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  const result = await db.execute<ClaimedRow>(sql`
    update app.account_mails
       set locked_until = ${leaseUntil}::timestamptz, attempts = attempts + 1
     where id in (
       select id from app.account_mails
        where status = 'pending'
          and run_at < ${endOfMillisecond(now)}::timestamptz
          and (locked_until is null or locked_until < ${nowIso}::timestamptz)
        order by run_at
        limit ${limit}
        for update skip locked)
    returning id, email, kind, attempts, next`);
  return result.rows.map((row) => ({
    id: row.id,
    email: row.email,
    kind: row.kind,
    attempt: Number(row.attempts),
    next: row.next,
  }));
}
