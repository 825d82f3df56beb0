import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Transaction } from "~/.server/db";
import { authTokens } from "~/.server/db/schema";
import { PASSWORD_RESET_TTL_S } from "../port";
import { randomToken, sha256 } from "./crypto";

/** The database keeps the SHA-256 of `token_hash` in turn, so the table alone cannot forge a link. */
export type TokenPurpose = "email_confirmation" | "password_reset";

const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  email_confirmation: 24 * 60 * 60 * 1000,
  password_reset: PASSWORD_RESET_TTL_S * 1000,
};

export async function issueToken(
  db: Database | Transaction,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const linkValue = sha256(randomToken(32));
  // Only the newest reset link works; each confirmation link lives as long as a sign-up (24 hours),
  // so a stranger's sign-up or request for a new link never kills the one the owner holds.
  if (purpose === "password_reset") await deleteTokens(db, userId, purpose);
  await db.insert(authTokens).values({
    tokenHash: sha256(linkValue),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return linkValue;
}

export async function consumeToken(
  db: Database | Transaction,
  linkValue: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | null> {
  if (!/^[0-9a-f]{64}$/.test(linkValue)) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(liveToken(linkValue, purpose, now))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

export async function tokenOwner(
  db: Database | Transaction,
  linkValue: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | null> {
  if (!/^[0-9a-f]{64}$/.test(linkValue)) return null;
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(liveToken(linkValue, purpose, now));
  return row?.userId ?? null;
}

export async function deleteTokens(
  db: Database | Transaction,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}

function liveToken(linkValue: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(authTokens.tokenHash, sha256(linkValue)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );
}
