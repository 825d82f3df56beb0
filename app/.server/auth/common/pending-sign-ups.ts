import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Database, Transaction } from "~/.server/db";
import { pendingSignUps } from "~/.server/db/schema";
import type { PasswordHasher } from "../local/password";
import { limitByKey, SIGN_UPS_PER_ADDRESS_PER_DAY, type RateLimiter } from "./rate-limits";

/** Nobody has proved the address yet, so no sign-up replaces another. */
const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

/** Each check is one scrypt; the sign-up limit keeps every live sign-up within this. */
const CHECKED_PER_ADDRESS = 2 * SIGN_UPS_PER_ADDRESS_PER_DAY;

export type PendingSignUp = typeof pendingSignUps.$inferSelect;

type Db = Database | Transaction;

export async function addPendingSignUp(
  db: Db,
  row: Omit<PendingSignUp, "createdAt">,
  now: Date,
): Promise<void> {
  await db.delete(pendingSignUps).where(lt(pendingSignUps.createdAt, expiredBefore(now)));
  await db.insert(pendingSignUps).values({ ...row, createdAt: now });
}

export async function newestPendingSignUp(
  db: Db,
  email: string,
  now: Date,
): Promise<PendingSignUp | null> {
  const [row] = await live(db, email, now, 1);
  return row ?? null;
}

export async function hasPendingSignUp(db: Db, email: string, now: Date): Promise<boolean> {
  const rows = await live(db, email, now, 1);
  return rows.length > 0;
}

export async function matchPendingSignUp(
  db: Db,
  hasher: Pick<PasswordHasher, "verify">,
  email: string,
  password: string,
  now: Date,
): Promise<PendingSignUp | null> {
  for (const row of await live(db, email, now, CHECKED_PER_ADDRESS)) {
    if ((await hasher.verify(password, row.passwordHash)).valid) return row;
  }
  return null;
}

export async function pendingSignUpById(
  db: Db,
  id: string,
  now: Date,
): Promise<PendingSignUp | null> {
  const [row] = await db
    .select()
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.id, id), gt(pendingSignUps.createdAt, expiredBefore(now))));
  return row ?? null;
}

export async function discardPendingSignUps(db: Db, email: string): Promise<void> {
  await db.delete(pendingSignUps).where(eq(pendingSignUps.email, email));
}

/**
 * The confirmation page must not become a way to guess a pending sign-up's password. Counted per
 * account, on a bucket of its own: only the holder of a live link (the mailbox's owner) reaches
 * this check, so a stranger asking for new links for the address cannot spend it (issue 44).
 */
export function limitConfirmCheck(rateLimit: RateLimiter, userId: string) {
  return limitByKey(rateLimit, "auth-confirm-check", userId);
}

function live(db: Db, email: string, now: Date, limit: number) {
  return db
    .select()
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.email, email), gt(pendingSignUps.createdAt, expiredBefore(now))))
    .orderBy(desc(pendingSignUps.createdAt))
    .limit(limit);
}

function expiredBefore(now: Date): Date {
  return new Date(now.getTime() - PENDING_TTL_MS);
}
