import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Transaction } from "~/.server/db";
import { authTokens } from "~/.server/db/schema";
import { randomToken, sha256 } from "./crypto";

/**
 * Single-use e-mail confirmation tokens. The link carries `token_hash`: the SHA-256 of a random
 * token, the same name Supabase's links use. The database keeps the SHA-256 of that value in
 * turn, so the table alone cannot forge a link. A token works once, for 24 hours, and only while
 * it is the newest: sending a new link cancels the older ones.
 */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Stores a new token for `userId`; returns the `token_hash` to put in the link. */
export async function issueConfirmationToken(
  db: Database | Transaction,
  userId: string,
  now: Date,
): Promise<string> {
  const linkValue = sha256(randomToken(32));
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, "email_confirmation"),
        isNull(authTokens.usedAt),
      ),
    );
  await db.insert(authTokens).values({
    tokenHash: sha256(linkValue),
    userId,
    purpose: "email_confirmation",
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
  });
  return linkValue;
}

/** Marks the token used and returns its user, or null when unknown, used or expired. */
export async function consumeConfirmationToken(
  db: Database | Transaction,
  linkValue: string,
  now: Date,
): Promise<string | null> {
  if (!/^[0-9a-f]{64}$/.test(linkValue)) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(linkValue)),
        eq(authTokens.purpose, "email_confirmation"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}
