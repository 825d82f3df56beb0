import { and, eq, ne, sql } from "drizzle-orm";
import type { AuthConfig } from "~/.server/config";
import type { Database } from "~/.server/db";
import { localCredentials, sessions } from "~/.server/db/schema";
import { authMessages, fail, ok, type AuthUser, type Result } from "../port";
import { normaliseEmail } from "../common/inputs";
import { passwordProblem } from "../common/password-rules";
import { limitAuthAttempt, limitPasswordCheck, type RateLimiter } from "../common/rate-limits";
import { queueAccountMail, type NoticeKind } from "../common/account-mail-outbox";
import { discardPendingSignUps } from "../common/pending-sign-ups";
import { hasVerifiedFactor, passCodeWithoutSession, type LocalMfa } from "./mfa";
import type { PasswordHasher } from "./password";
import { createSession, deleteSession, type ActiveSession } from "./sessions";
import { consumeToken, deleteTokens, tokenOwner } from "./tokens";

export type LocalPasswords = {
  request: Request;
  auth: AuthConfig;
  db: Database;
  now: () => Date;
  rateLimit: RateLimiter;
  hasher: PasswordHasher;
  session: () => Promise<ActiveSession | null>;
  cookieSessionId: () => Promise<string | null>;
  signedIn: (sessionId: string) => Promise<void>;
  mailQueued: () => void;
  notify: (email: string, kind: NoticeKind) => Promise<void>;
  mfa: Pick<LocalMfa, "db" | "now" | "rateLimit" | "keys">;
};

export async function requestPasswordReset(
  ctx: LocalPasswords,
  emailInput: string,
): Promise<Result<null>> {
  const email = normaliseEmail(emailInput);
  const limited = await limitAuthAttempt(ctx.rateLimit, ctx.auth, ctx.request, "reset", email);
  if (limited) return limited;
  await queueAccountMail(ctx.db, email, "password_reset");
  ctx.mailQueued();
  return ok(null);
}

/** Until the new password is set the link signs nobody in. */
export async function resetPassword(
  ctx: LocalPasswords,
  tokenHash: string,
  newPassword: string,
  code: string | null,
): Promise<Result<AuthUser>> {
  const db = ctx.db;
  const now = ctx.now();
  const userId = await tokenOwner(db, tokenHash, "password_reset", now);
  if (!userId) return fail("invalid_token", authMessages.invalidResetLink);
  const weak = passwordProblem(newPassword);
  if (weak) return fail("weak_password", weak);
  const withFactor = await hasVerifiedFactor(db, userId);
  if (withFactor) {
    if (!code) return fail("mfa_required", authMessages.resetNeedsCode);
    const passed = await passCodeWithoutSession(ctx.mfa, userId, code, tokenHash);
    if (!passed.ok) return passed;
  }
  const passwordHash = await ctx.hasher.hash(newPassword);
  const previousId = await ctx.cookieSessionId();
  const reset = await db.transaction(async (tx) => {
    if ((await consumeToken(tx, tokenHash, "password_reset", now)) !== userId) return null;
    const [user] = await tx
      .update(localCredentials)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${localCredentials.emailConfirmedAt}, ${now})`,
      })
      .where(eq(localCredentials.userId, userId))
      .returning();
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    if (previousId) await deleteSession(tx, previousId);
    await discardPendingSignUps(tx, user!.email);
    await deleteTokens(tx, userId, "password_reset");
    await deleteTokens(tx, userId, "email_confirmation");
    const sessionId = await createSession(
      tx,
      userId,
      withFactor ? "aal2" : "aal1",
      now,
      ctx.request,
    );
    return { user: user!, sessionId };
  });
  if (!reset) return fail("invalid_token", authMessages.invalidResetLink);
  await ctx.signedIn(reset.sessionId);
  await ctx.notify(reset.user.email, "password_changed");
  const { user } = reset;
  return ok({ id: user.userId, email: user.email, createdAt: user.createdAt });
}

export async function updatePassword(
  ctx: LocalPasswords,
  newPassword: string,
  currentPassword: string | null,
): Promise<Result<null>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  const db = ctx.db;
  if (session.aal === "aal1" && (await hasVerifiedFactor(db, session.userId))) {
    return fail("mfa_required", authMessages.mfaRequired);
  }
  const weak = passwordProblem(newPassword);
  if (weak) return fail("weak_password", weak);
  const [user] = await db
    .select({ passwordHash: localCredentials.passwordHash })
    .from(localCredentials)
    .where(eq(localCredentials.userId, session.userId));
  if (!user) return fail("not_signed_in", authMessages.notSignedIn);
  if (currentPassword !== null) {
    const limited = await limitPasswordCheck(ctx.rateLimit, session.userId);
    if (limited) return limited;
    const current = await ctx.hasher.verify(currentPassword, user.passwordHash);
    if (!current.valid) return fail("invalid_credentials", authMessages.currentPasswordWrong);
  }
  if ((await ctx.hasher.verify(newPassword, user.passwordHash)).valid) {
    return fail("weak_password", authMessages.samePassword);
  }
  const passwordHash = await ctx.hasher.hash(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(localCredentials)
      .set({ passwordHash })
      .where(eq(localCredentials.userId, session.userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, session.userId), ne(sessions.idHash, session.idHash)));
    await deleteTokens(tx, session.userId, "password_reset");
  });
  await ctx.notify(session.email, "password_changed");
  return ok(null);
}
