import type { SupabaseClient } from "@supabase/supabase-js";
import type { Config } from "~/.server/config";
import type { Database } from "~/.server/db";
import { storeLeadInTransaction } from "~/.server/leads/store";
import { logger } from "~/.server/logger";
import {
  authMessages,
  fail,
  ok,
  type AuthError,
  type AuthErrorCode,
  type AuthFactory,
  type AuthSession,
  type AuthState,
  type AuthUser,
  type Result,
  type SignUpInput,
} from "../port";
import { normaliseEmail } from "../common/inputs";
import { passwordProblem } from "../common/password-rules";
import {
  limitAuthAttempt,
  limitSignIn,
  recordSignInFailure,
  type RateLimiter,
} from "../common/rate-limits";
import { requestNewConfirmation } from "../common/new-confirmation";
import { activateProfile, checkSignUp, saveSignUpProfile, signUpLead } from "../common/sign-up";
import { requestClient, type SupabaseProject } from "./client";
import { errorFields, isSignedOutError, portError, serviceCode, unavailable } from "./errors";
import * as mfa from "./mfa";
import * as passwords from "./passwords";
import * as recovery from "./recovery";
import { authUser, loadState, needsMfa, sessionIdOf, type Current } from "./session-state";
import { signUpOptions } from "./sign-up";
import { newSignupKey, pendingSignUpOfKey, storePendingSignUp } from "./pending-sign-up";
import type { PasswordHasher } from "../local/password";
import { queueAccountMail, type NoticeKind } from "../common/account-mail-outbox";
import {
  discardPendingSignUps,
  limitConfirmCheck,
  matchPendingSignUp,
  type PendingSignUp,
} from "../common/pending-sign-ups";
import { withSignupKey } from "~/utils/confirm-link";

export type SupabaseAuthOptions = {
  db: Database;
  config: Config;
  project?: SupabaseProject;
  rateLimit: RateLimiter;
  passwordHasher: PasswordHasher;
  onLeadStored?: () => void;
  onAccountMailQueued?: () => void;
  timeoutMs?: number;
};

type Shared = {
  db: Database;
  config: Config;
  project: SupabaseProject;
  rateLimit: RateLimiter;
  hasher: PasswordHasher;
  onLeadStored: () => void;
  onAccountMailQueued: () => void;
  timeoutMs: number;
};

export function createSupabaseAuth(options: SupabaseAuthOptions): AuthFactory {
  const project = options.project ?? options.config.supabase;
  if (!project) {
    throw new Error("The Supabase adapter needs SUPABASE_URL and SUPABASE_ANON_KEY.");
  }
  const shared: Shared = {
    db: options.db,
    config: options.config,
    project,
    rateLimit: options.rateLimit,
    hasher: options.passwordHasher,
    onLeadStored: options.onLeadStored ?? (() => {}),
    onAccountMailQueued: options.onAccountMailQueued ?? (() => {}),
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  return (request) => new SupabaseAuthSession(request, shared);
}

class SupabaseAuthSession implements AuthSession {
  readonly headers = new Headers();
  readonly supportsPhoneFactors = true;
  readonly supportsRecoveryCodes: boolean;
  #client: SupabaseClient | undefined;
  #current: Promise<Current> | undefined;

  constructor(
    private readonly request: Request,
    private readonly s: Shared,
  ) {
    this.supportsRecoveryCodes = recovery.offered(s.project);
  }

  async state(): Promise<AuthState> {
    const current = await this.#load();
    return "state" in current ? current.state : null;
  }

  signUp(input: SignUpInput, emailRedirectTo: string) {
    return this.#guard("signUp", async (): Promise<Result<{ needsConfirmation: boolean }>> => {
      const checked = checkSignUp(input);
      if ("ok" in checked) return checked;
      const { email } = checked;
      const limited = await limitAuthAttempt(
        this.s.rateLimit,
        this.s.config.auth,
        this.request,
        "signup",
        email,
      );
      if (limited) return limited;
      const previous = await this.#accessToken();
      const options = signUpOptions(input, emailRedirectTo, this.s.config.siteUrl);
      const signupKey = newSignupKey();
      const { data, error } = await this.#auth.signUp({
        email,
        password: input.password,
        options: { ...options, emailRedirectTo: withSignupKey(options.emailRedirectTo, signupKey) },
      });
      if (error) {
        return this.#fail("signUp", error, {
          validation_failed: { code: "invalid_input", message: authMessages.invalidEmail },
        });
      }
      // A confirmed address answers with a look-alike user without identities (no e-mail is sent).
      if (data.user && (data.user.identities?.length ?? 0) > 0) {
        await this.#storeSignUp(data.user.id, email, input);
        if (!data.session) {
          const db = this.s.db;
          await storePendingSignUp(
            db,
            this.s.hasher,
            data.user.id,
            email,
            input,
            signupKey,
            new Date(),
          );
        }
      }
      if (!data.session) return ok({ needsConfirmation: true });
      await this.#endPrevious(previous);
      this.#current = undefined;
      return ok({ needsConfirmation: false });
    });
  }

  confirmEmail(tokenHash: string, type: "email" | "signup", password: string, signupKey?: string) {
    return this.#guard("confirmEmail", async (): Promise<Result<AuthUser>> => {
      if ((type !== "email" && type !== "signup") || !tokenHash) {
        return fail("invalid_token", authMessages.invalidToken);
      }
      const db = this.s.db;
      const now = new Date();
      // The link's key names its address; without a live one nobody can say whose password to set.
      const named = await pendingSignUpOfKey(db, signupKey, now);
      if (!named) return fail("invalid_token", authMessages.invalidToken);
      const limited = await limitConfirmCheck(this.s.rateLimit, named.userId);
      if (limited) return limited;
      const pending = await matchPendingSignUp(db, this.s.hasher, named.email, password, now);
      if (!pending) return fail("invalid_credentials", authMessages.confirmPasswordWrong);
      const previous = await this.#accessToken();
      const { data, error } = await this.#auth.verifyOtp({ type, token_hash: tokenHash });
      if (error) return this.#fail("confirmEmail", error, {}, "invalid_token");
      if (!data.user || !data.session) return fail("invalid_token", authMessages.invalidToken);
      if (data.user.id !== pending.userId) {
        await this.#auth.signOut({ scope: "local" });
        this.#current = undefined;
        return fail("invalid_token", authMessages.invalidToken);
      }
      const set = await this.#activate(pending, password);
      this.#current = undefined;
      if (!set.ok) return set;
      await this.#endPrevious(previous);
      return ok(authUser(data.user));
    });
  }

  signIn(emailInput: string, password: string) {
    return this.#guard("signIn", async (): Promise<Result<{ needsMfa: boolean }>> => {
      const email = normaliseEmail(emailInput);
      const limited = await limitSignIn(this.s.rateLimit, this.s.config.auth, this.request, email);
      if (limited) return limited;
      const previous = await this.#accessToken();
      const { error } = await this.#auth.signInWithPassword({ email, password });
      if (error) {
        const failed = this.#fail<{ needsMfa: boolean }>("signIn", error, {
          validation_failed: "invalid_credentials",
          user_banned: "invalid_credentials",
        });
        if (!failed.ok && failed.error.code === "invalid_credentials") {
          await recordSignInFailure(this.s.rateLimit, this.s.config.auth, this.request, email);
        }
        return failed;
      }
      await this.#endPrevious(previous);
      this.#current = undefined;
      const levels = await this.#auth.mfa.getAuthenticatorAssuranceLevel();
      if (levels.error) return this.#fail("signIn", levels.error);
      return ok({ needsMfa: needsMfa(levels.data) });
    });
  }

  signOut() {
    return this.#guard("signOut", async (): Promise<Result<null>> => {
      // `local` ends this session only, clearing the cookies before revoking it at Supabase.
      const { error } = await this.#auth.signOut({ scope: "local" });
      this.#current = Promise.resolve({ state: null });
      if (error && !isSignedOutError(error)) return this.#fail("signOut", error);
      return ok(null);
    });
  }

  factors() {
    return this.#guard("factors", () => mfa.listFactors(this.#mfa));
  }

  enrollTotp(friendlyName: string) {
    return this.#guard("enrollTotp", () => mfa.enrollTotp(this.#mfa, friendlyName));
  }

  enrollPhone(phoneInput: string, friendlyName: string) {
    return this.#guard("enrollPhone", () => mfa.enrollPhone(this.#mfa, phoneInput, friendlyName));
  }

  sendCode(factorId: string) {
    return this.#guard("sendCode", () => mfa.sendCode(this.#mfa, factorId));
  }

  verifyFactor(factorId: string, code: string, challengeId?: string, mailedCode?: string) {
    return this.#guard("verifyFactor", () =>
      mfa.verifyFactor(this.#mfa, factorId, code, challengeId, mailedCode),
    );
  }

  sendEnrolmentCode() {
    return this.#guard("sendEnrolmentCode", () => mfa.sendEnrolmentCode(this.#mfa));
  }

  removeFactor(factorId: string) {
    return this.#guard("removeFactor", () => mfa.removeFactor(this.#mfa, factorId));
  }

  recoveryCodesLeft() {
    return this.#guard("recoveryCodesLeft", () => recovery.codesLeft(this.#recovery));
  }

  newRecoveryCodes() {
    return this.#guard("newRecoveryCodes", () => recovery.newCodes(this.#recovery));
  }

  useRecoveryCode(code: string) {
    return this.#guard("useRecoveryCode", () => recovery.useCode(this.#recovery, code));
  }

  requestNewConfirmation(email: string, next: string) {
    return this.#guard("requestNewConfirmation", () =>
      requestNewConfirmation(this.#passwords, email, next),
    );
  }

  requestPasswordReset(email: string) {
    return this.#guard("requestPasswordReset", () =>
      passwords.requestPasswordReset(this.#passwords, email),
    );
  }

  /** Whatever fails after the link was used ends the session it opened. */
  resetPassword(tokenHash: string, newPassword: string, code: string | null) {
    return this.#guard("resetPassword", async (): Promise<Result<AuthUser>> => {
      const weak = passwordProblem(newPassword);
      if (weak) return fail("weak_password", weak);
      const opened = await passwords.openResetLink(this.#passwords, tokenHash);
      if (!opened.ok) return opened;
      const passed = await this.#passResetCode(code);
      const set = passed.ok
        ? await passwords.updatePassword(this.#passwords, newPassword, null)
        : passed;
      if (!set.ok) {
        await this.#auth.signOut({ scope: "local" });
        this.#current = undefined;
        return set;
      }
      await discardPendingSignUps(this.s.db, opened.value.email);
      this.#current = undefined;
      return ok(opened.value);
    });
  }

  async #passResetCode(code: string | null): Promise<Result<null>> {
    const state = await this.#signedIn();
    if (!state.ok || !state.value.needsMfa) return state.ok ? ok(null) : state;
    const factors = await mfa.listFactors(this.#mfa);
    const totp = factors.ok
      ? factors.value.find((f) => f.type === "totp" && f.status === "verified")
      : undefined;
    if (!code || !totp) return fail("mfa_required", authMessages.resetNeedsCode);
    return mfa.verifyFactor(this.#mfa, totp.id, code, undefined, undefined, "reset");
  }

  updatePassword(newPassword: string, currentPassword: string | null) {
    return this.#guard("updatePassword", () =>
      passwords.updatePassword(this.#passwords, newPassword, currentPassword),
    );
  }

  /** Supabase Auth has no endpoint that lists a user's sessions. */
  sessions() {
    return Promise.resolve(ok(null));
  }

  signOutOthers() {
    return this.#guard("signOutOthers", async (): Promise<Result<null>> => {
      const state = await this.state();
      if (!state) return fail("not_signed_in", authMessages.notSignedIn);
      if (state.needsMfa) return fail("mfa_required", authMessages.mfaRequired);
      // `others` revokes every refresh token of the user but this session's (logout.go).
      const { error } = await this.#auth.signOut({ scope: "others" });
      return error ? this.#fail("signOutOthers", error) : ok(null);
    });
  }

  get #mfa(): mfa.SupabaseMfa {
    return {
      auth: () => this.#auth,
      signedIn: () => this.#signedIn(),
      sessionKey: async () => sessionIdOf(await this.#accessToken()),
      rateLimit: this.s.rateLimit,
      mapError: (method, error, byCode) => this.#fail(method, error, byCode),
      stateChanged: () => {
        this.#current = undefined;
      },
      db: this.s.db,
      notify: (email, kind) => this.#notify(email, kind),
    };
  }

  async #notify(email: string, kind: NoticeKind): Promise<void> {
    await queueAccountMail(this.s.db, email, kind);
    this.s.onAccountMailQueued();
  }

  get #recovery(): recovery.SupabaseRecovery {
    return { ...this.#mfa, project: this.s.project, timeoutMs: this.s.timeoutMs };
  }

  get #passwords(): passwords.SupabasePasswords {
    return {
      request: this.request,
      auth: this.s.config.auth,
      project: this.s.project,
      timeoutMs: this.s.timeoutMs,
      siteUrl: this.s.config.siteUrl,
      rateLimit: this.s.rateLimit,
      client: () => this.#auth,
      signedIn: () => this.#signedIn(),
      accessToken: () => this.#accessToken(),
      endSession: (token) => this.#endPrevious(token),
      mapError: (method, error, byCode, fallback) => this.#fail(method, error, byCode, fallback),
      stateChanged: () => {
        this.#current = undefined;
      },
      db: this.s.db,
      mailQueued: this.s.onAccountMailQueued,
      notify: (email, kind) => this.#notify(email, kind),
    };
  }

  get #auth() {
    this.#client ??= requestClient(this.request, this.headers, {
      project: this.s.project,
      secure: this.s.config.cookieSecure,
      timeoutMs: this.s.timeoutMs,
    });
    return this.#client.auth;
  }

  #load(): Promise<Current> {
    this.#current ??= loadState(() => this.#auth);
    return this.#current;
  }

  async #signedIn(): Promise<Result<NonNullable<AuthState>>> {
    const current = await this.#load();
    if (!("state" in current)) return { ok: false, error: unavailable() };
    if (!current.state) return fail("not_signed_in", authMessages.notSignedIn);
    return ok(current.state);
  }

  async #accessToken(): Promise<string | null> {
    const { data } = await this.#auth.getSession();
    return data.session?.access_token ?? null;
  }

  /** Like the local adapter, a new sign-in never leaves the old session usable; no service key needed. */
  async #endPrevious(accessToken: string | null): Promise<void> {
    if (!accessToken) return;
    const { error } = await this.#auth.admin.signOut(accessToken, "local");
    if (error && !isSignedOutError(error)) {
      logger.warn("previous Supabase session not ended", errorFields(error));
    }
  }

  /** The account already exists at Supabase by now, so a failure here is logged, not shown. */
  async #storeSignUp(userId: string, email: string, input: SignUpInput): Promise<void> {
    try {
      const db = this.s.db;
      await db.transaction(async (tx) => {
        await saveSignUpProfile(tx, userId, input);
        await storeLeadInTransaction(
          tx,
          this.s.config.leads,
          signUpLead(this.request, email, input),
        );
      });
      this.s.onLeadStored();
    } catch (error) {
      logger.error("sign-up lead not stored", { userId, error });
    }
  }

  /** If Supabase refuses the password the session ends: an earlier sign-up's password must never stay signed in. */
  async #activate(pending: PendingSignUp, password: string): Promise<Result<null>> {
    const { error } = await this.#auth.updateUser({ password });
    if (error && serviceCode(error) !== "same_password") {
      logger.error("password of the confirmed sign-up not set", errorFields(error));
      await this.#auth.signOut({ scope: "local" });
      return { ok: false, error: unavailable() };
    }
    const db = this.s.db;
    await db.transaction(async (tx) => {
      await activateProfile(tx, pending.userId, pending.profile);
      await discardPendingSignUps(tx, pending.email);
    });
    return ok(null);
  }

  #fail<T>(
    method: string,
    error: unknown,
    byCode: Partial<Record<string, AuthErrorCode | AuthError>> = {},
    fallback: AuthErrorCode = "unavailable",
  ): Result<T> {
    const mapped = portError(error, byCode, fallback);
    if (mapped.code === "unavailable") logger.warn(`Supabase ${method} failed`, errorFields(error));
    return { ok: false, error: mapped };
  }

  async #guard<T>(method: string, work: () => Promise<Result<T>>): Promise<Result<T>> {
    try {
      return await work();
    } catch (error) {
      logger.error(`Supabase ${method} threw`, { error });
      return { ok: false, error: unavailable() };
    }
  }
}
