import { and, eq, ne } from "drizzle-orm";
import type { AuthConfig } from "~/.server/config";
import type { Database } from "~/.server/db";
import { localCredentials, sessions } from "~/.server/db/schema";
import { authMessages, fail, ok, type AuthUser, type Result } from "../port";
import { normaliseEmail } from "../common/inputs";
import { passwordProblem } from "../common/password-rules";
import { limitAuthAttempt, limitPasswordCheck, type RateLimiter } from "../common/rate-limits";
import { sendPasswordReset, type AccountMail } from "./account-mail";
import { hasVerifiedFactor } from "./mfa";
import { hashPassword, verifyPassword } from "./password";
import { createSession, deleteSession, type ActiveSession } from "./sessions";
import { consumeToken, deleteTokens, issueToken } from "./tokens";

/**
 * The local adapter's password reset and change (./adapter.ts delegates each port method here).
 * A reset mails a single-use link (./tokens.ts, 1 hour); the link's POST signs its user in; the
 * new password is then set like a change, which ends every other session of the user and
 * cancels any reset link still unused.
 */
export type LocalPasswords = {
  request: Request;
  auth: AuthConfig;
  getDb: () => Promise<Database>;
  now: () => Date;
  rateLimit: RateLimiter;
  mail: AccountMail;
  /** The request's session, or null when signed out. */
  session: () => Promise<ActiveSession | null>;
  /** The raw id in the request's cookie (the session a new sign-in replaces). */
  cookieSessionId: () => Promise<string | null>;
  /** Puts the new session's id in the cookie and forgets the request's old session. */
  signedIn: (sessionId: string) => Promise<void>;
};

export async function requestPasswordReset(
  ctx: LocalPasswords,
  emailInput: string,
): Promise<Result<null>> {
  const email = normaliseEmail(emailInput);
  const limited = await limitAuthAttempt(ctx.rateLimit, ctx.auth, ctx.request, "reset", email);
  if (limited) return limited;
  const db = await ctx.getDb();
  const [user] = await db
    .select({ userId: localCredentials.userId })
    .from(localCredentials)
    .where(eq(localCredentials.email, email));
  if (!user) return ok(null);
  const token = await issueToken(db, user.userId, "password_reset", ctx.now());
  await sendPasswordReset(ctx.mail, email, token);
  return ok(null);
}

export async function verifyPasswordReset(
  ctx: LocalPasswords,
  tokenHash: string,
): Promise<Result<AuthUser>> {
  const db = await ctx.getDb();
  const now = ctx.now();
  const previousId = await ctx.cookieSessionId();
  const verified = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, tokenHash, "password_reset", now);
    if (!userId) return null;
    const [user] = await tx
      .select()
      .from(localCredentials)
      .where(eq(localCredentials.userId, userId));
    if (!user) return null;
    if (!user.emailConfirmedAt) {
      await tx
        .update(localCredentials)
        .set({ emailConfirmedAt: now })
        .where(eq(localCredentials.userId, userId));
    }
    if (previousId) await deleteSession(tx, previousId);
    const sessionId = await createSession(tx, userId, "aal1", now, ctx.request);
    return { user, sessionId };
  });
  if (!verified) return fail("invalid_token", authMessages.invalidResetLink);
  await ctx.signedIn(verified.sessionId);
  const { user } = verified;
  return ok({ id: user.userId, email: user.email, createdAt: user.createdAt });
}

export async function updatePassword(
  ctx: LocalPasswords,
  newPassword: string,
  currentPassword: string | null,
): Promise<Result<null>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  const db = await ctx.getDb();
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
    const current = await verifyPassword(currentPassword, user.passwordHash);
    if (!current.valid) return fail("invalid_credentials", authMessages.currentPasswordWrong);
  }
  if ((await verifyPassword(newPassword, user.passwordHash)).valid) {
    return fail("weak_password", authMessages.samePassword);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(localCredentials)
      .set({ passwordHash })
      .where(eq(localCredentials.userId, session.userId));
    // Whoever else holds a session (or an unused reset link) of this account loses it.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, session.userId), ne(sessions.idHash, session.idHash)));
    await deleteTokens(tx, session.userId, "password_reset");
  });
  return ok(null);
}
