import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { authTokens, localCredentials, sessions } from "~/.server/db/schema";
import { authMessages, fail, ok, type Result } from "../port";
import {
  discardPendingSignUps,
  hasPendingSignUp,
  limitConfirmCheck,
  matchPendingSignUp,
} from "../common/pending-sign-ups";
import { activateProfile } from "../common/sign-up";
import type { RateLimiter } from "../common/rate-limits";
import { sha256 } from "./crypto";
import type { PasswordHasher } from "./password";
import { createSession, deleteSession } from "./sessions";
import { consumeToken, deleteTokens } from "./tokens";

/** @see docs/decisions/0028-account-takeover-proofs-and-notices.md */
export type ConfirmedAccount = {
  user: { userId: string; email: string; createdAt: Date };
  sessionId: string;
};

export async function confirmAddress(
  db: Database,
  rateLimit: RateLimiter,
  hasher: PasswordHasher,
  tokenHash: string,
  password: string,
  now: Date,
  previousId: string | null,
  request: Request,
): Promise<Result<ConfirmedAccount>> {
  const account = await accountOfLink(db, tokenHash, now);
  if (!account) return fail("invalid_token", authMessages.invalidToken);
  const limited = await limitConfirmCheck(rateLimit, account.userId);
  if (limited) return limited;
  const pending = await matchPendingSignUp(db, hasher, account.email, password, now);
  // An account signed up before pending sign-ups existed keeps its one hash in its own row.
  const matched =
    pending !== null ||
    (!(await hasPendingSignUp(db, account.email, now)) &&
      (await hasher.verify(password, account.passwordHash)).valid);
  if (!matched) return fail("invalid_credentials", authMessages.confirmPasswordWrong);

  const confirmed = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, tokenHash, "email_confirmation", now);
    if (userId !== account.userId) return null;
    await deleteTokens(tx, userId, "email_confirmation");
    const [user] = await tx
      .update(localCredentials)
      .set({
        emailConfirmedAt: now,
        passwordHash: pending?.passwordHash ?? account.passwordHash,
      })
      .where(eq(localCredentials.userId, userId))
      .returning();
    if (pending) await activateProfile(tx, userId, pending.profile);
    await discardPendingSignUps(tx, account.email);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    if (previousId) await deleteSession(tx, previousId);
    const sessionId = await createSession(tx, userId, "aal1", now, request);
    return { user: user!, sessionId };
  });
  return confirmed ? ok(confirmed) : fail("invalid_token", authMessages.invalidToken);
}

async function accountOfLink(db: Database, linkValue: string, now: Date) {
  if (!/^[0-9a-f]{64}$/.test(linkValue)) return null;
  const [row] = await db
    .select({
      userId: localCredentials.userId,
      email: localCredentials.email,
      passwordHash: localCredentials.passwordHash,
    })
    .from(authTokens)
    .innerJoin(localCredentials, eq(localCredentials.userId, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sha256(linkValue)),
        eq(authTokens.purpose, "email_confirmation"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}
