import { eq, lt } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { pendingSignUps } from "~/.server/db/schema";
import { decrypt, encrypt, randomToken } from "../local/crypto";

/**
 * The password of a Supabase sign-up that waits for its confirmation link (ADR 18). Supabase Auth
 * keeps the first password of an unconfirmed address when it is signed up again ("we can't be
 * sure of their claimed identity"), so whoever signed up first with somebody else's address would
 * sign in with their own password once the owner confirms. Each sign-up's password is sealed
 * here with a fresh key that travels only in its confirmation link; confirming with that link
 * sets this password. Neither the table nor the link alone reveals it, and the newest sign-up
 * replaces the row as Supabase replaces the link.
 */
export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

/** A fresh key (base64url of 32 random bytes) for the next sign-up's link. */
export function newSignupKey(): string {
  return randomToken(32);
}

export async function storePendingPassword(
  db: Database,
  userId: string,
  password: string,
  key: string,
  now: Date,
): Promise<void> {
  const sealed = encrypt(keyBytes(key)!, password, userId);
  await db.delete(pendingSignUps).where(lt(pendingSignUps.createdAt, expiredBefore(now)));
  await db
    .insert(pendingSignUps)
    .values({ userId, passwordSealed: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: pendingSignUps.userId,
      set: { passwordSealed: sealed, createdAt: now },
    });
}

/**
 * Removes the user's pending row and opens it with the link's key: `none` when there is no row
 * (the account was confirmed before, or signed up with confirmation off), otherwise the password,
 * or null when the key is missing or wrong (then no earlier password may stay either).
 */
export async function takePendingPassword(
  db: Database,
  userId: string,
  key: string | undefined,
  now: Date,
): Promise<{ kind: "none" } | { kind: "found"; password: string | null }> {
  const [row] = await db
    .delete(pendingSignUps)
    .where(eq(pendingSignUps.userId, userId))
    .returning();
  if (!row || row.createdAt < expiredBefore(now)) return { kind: "none" };
  const bytes = key ? keyBytes(key) : null;
  return { kind: "found", password: bytes ? decrypt(bytes, row.passwordSealed, userId) : null };
}

/** A password nobody knows, for an account whose link came without its key. */
export function unknownPassword(): string {
  return randomToken(32);
}

function keyBytes(key: string): Buffer | null {
  const bytes = Buffer.from(key, "base64url");
  return bytes.length === 32 ? bytes : null;
}

function expiredBefore(now: Date): Date {
  return new Date(now.getTime() - PENDING_TTL_MS);
}
