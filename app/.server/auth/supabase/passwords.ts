import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { AuthConfig } from "~/.server/config";
import {
  authMessages,
  fail,
  ok,
  type AuthError,
  type AuthErrorCode,
  type AuthState,
  type AuthUser,
  type Result,
  PASSWORD_RESET_TTL_S,
} from "../port";
import type { Database } from "~/.server/db";
import { queueAccountMail, type NoticeKind } from "../common/account-mail-outbox";
import { normaliseEmail } from "../common/inputs";
import { passwordProblem } from "../common/password-rules";
import { limitAuthAttempt, limitPasswordCheck, type RateLimiter } from "../common/rate-limits";
import { clientOptions, type SupabaseProject } from "./client";
import { authUser } from "./session-state";

/** Supabase does not check a current password by default, so a change signs in with it first. */
export type SupabasePasswords = {
  request: Request;
  auth: AuthConfig;
  project: SupabaseProject;
  timeoutMs: number;
  siteUrl: string;
  rateLimit: RateLimiter;
  client: () => SupabaseClient["auth"];
  signedIn: () => Promise<Result<NonNullable<AuthState>>>;
  accessToken: () => Promise<string | null>;
  endSession: (accessToken: string | null) => Promise<void>;
  mapError: <T>(
    method: string,
    error: unknown,
    byCode?: Partial<Record<string, AuthErrorCode | AuthError>>,
    fallback?: AuthErrorCode,
  ) => Result<T>;
  stateChanged: () => void;
  db: Database;
  mailQueued: () => void;
  notify: (email: string, kind: NoticeKind) => Promise<void>;
};

export async function requestPasswordReset(
  ctx: SupabasePasswords,
  emailInput: string,
): Promise<Result<null>> {
  const email = normaliseEmail(emailInput);
  const limited = await limitAuthAttempt(ctx.rateLimit, ctx.auth, ctx.request, "reset", email);
  if (limited) return limited;
  await queueAccountMail(ctx.db, email, "password_reset");
  ctx.mailQueued();
  return ok(null);
}

/** Supabase answers with a session, which resetPassword ends unless the password is set too. */
export async function openResetLink(
  ctx: SupabasePasswords,
  tokenHash: string,
): Promise<Result<AuthUser>> {
  if (!/^[\w-]{1,200}$/.test(tokenHash))
    return fail("invalid_token", authMessages.invalidResetLink);
  const previous = await ctx.accessToken();
  const { data, error } = await ctx.client().verifyOtp({ type: "recovery", token_hash: tokenHash });
  if (error) {
    return ctx.mapError(
      "resetPassword",
      error,
      {
        otp_expired: { code: "invalid_token", message: authMessages.invalidResetLink },
      },
      "invalid_token",
    );
  }
  if (!data.user || !data.session) return fail("invalid_token", authMessages.invalidResetLink);
  await ctx.endSession(previous);
  // The project's OTP expiry serves every e-mail link, so a reset link is held to ours here.
  const sentAt = Date.parse(data.user.recovery_sent_at ?? "");
  if (Date.now() - sentAt > PASSWORD_RESET_TTL_S * 1000) {
    await ctx.client().signOut({ scope: "local" });
    ctx.stateChanged();
    return fail("invalid_token", authMessages.invalidResetLink);
  }
  ctx.stateChanged();
  return ok(authUser(data.user));
}

export async function updatePassword(
  ctx: SupabasePasswords,
  newPassword: string,
  currentPassword: string | null,
): Promise<Result<null>> {
  const signedIn = await ctx.signedIn();
  if (!signedIn.ok) return signedIn;
  const { user, needsMfa } = signedIn.value;
  if (needsMfa) return fail("mfa_required", authMessages.mfaRequired);
  const weak = passwordProblem(newPassword);
  if (weak) return fail("weak_password", weak);
  if (currentPassword !== null) {
    const limited = await limitPasswordCheck(ctx.rateLimit, user.id);
    if (limited) return limited;
    const checked = await checkCurrentPassword(ctx, user.email, currentPassword);
    if (!checked.ok) return checked;
  }
  const { error } = await ctx.client().updateUser({ password: newPassword });
  if (error) {
    return ctx.mapError("updatePassword", error, {
      same_password: { code: "weak_password", message: authMessages.samePassword },
    });
  }
  // Supabase ends the other sessions itself; asking again holds on a project whose settings differ.
  const others = await ctx.client().signOut({ scope: "others" });
  if (others.error) return ctx.mapError("updatePassword", others.error);
  await ctx.notify(user.email, "password_changed");
  return ok(null);
}

async function checkCurrentPassword(
  ctx: SupabasePasswords,
  email: string,
  password: string,
): Promise<Result<null>> {
  const probe = createClient(ctx.project.url, ctx.project.anonKey, {
    ...clientOptions(ctx.timeoutMs),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await probe.auth.signInWithPassword({ email, password });
  if (error) {
    return ctx.mapError("updatePassword", error, {
      invalid_credentials: {
        code: "invalid_credentials",
        message: authMessages.currentPasswordWrong,
      },
    });
  }
  if (data.session) await ctx.endSession(data.session.access_token);
  return ok(null);
}
