import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Database, Transaction } from "~/.server/db";
import { pendingSignUps } from "~/.server/db/schema";
import type { PasswordHasher } from "../local/password";
import type { Result } from "../port";
import {
  AUTH_WINDOW_S,
  MFA_ATTEMPTS_PER_15_MIN,
  rateLimited,
  type RateLimiter,
} from "./rate-limits";

/**
 * The sign-ups waiting for their address to be confirmed, several per address (ADR 28). Nobody
 * has proved the address is theirs yet, so no sign-up replaces another: each keeps its own
 * password hash and profile, and confirming the address activates the one whose password the
 * person at the mailbox types, deleting the others.
 */
const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

/** The newest sign-ups of one address a confirmation checks (each check is one scrypt). */
const CHECKED_PER_ADDRESS = 10;

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

/** The address's newest live pending sign-up, or null. */
export async function newestPendingSignUp(
  db: Db,
  email: string,
  now: Date,
): Promise<PendingSignUp | null> {
  const [row] = await live(db, email, now, 1);
  return row ?? null;
}

/** Whether the address has a live pending sign-up. */
export async function hasPendingSignUp(db: Db, email: string, now: Date): Promise<boolean> {
  const rows = await live(db, email, now, 1);
  return rows.length > 0;
}

/** The newest live sign-up of `email` whose password is `password`, or null. */
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

/** The live sign-up a Supabase confirmation link's key names, or null. */
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

/** Drops every pending credential of the address (it was confirmed, or its password was reset). */
export async function discardPendingSignUps(db: Db, email: string): Promise<void> {
  await db.delete(pendingSignUps).where(eq(pendingSignUps.email, email));
}

/**
 * Counts one password typed on the confirmation page for `email`: the page must not become a
 * way to guess the password of a pending sign-up.
 */
export async function limitConfirmCheck(
  rateLimit: RateLimiter,
  email: string,
): Promise<Result<never> | null> {
  const result = await rateLimit([
    {
      name: "auth-confirm-email",
      key: email,
      points: MFA_ATTEMPTS_PER_15_MIN,
      durationS: AUTH_WINDOW_S,
    },
  ]);
  return result.limited ? rateLimited(result.retryAfterS) : null;
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
