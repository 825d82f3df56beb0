import type { SupabaseClient, User } from "@supabase/supabase-js";
import { site } from "~/content/site";
import type { Config } from "~/.server/config";
import type { Database } from "~/.server/db";
import { profiles } from "~/.server/db/schema";
import { storeLeadInTransaction } from "~/.server/leads/store";
import { logger } from "~/.server/logger";
import { consumeAllowances } from "~/.server/security/rate-limit";
import { phoneNumber } from "~/utils/forms/phone-number";
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
  type Factor,
  type Result,
  type SignUpInput,
  type TotpEnrollment,
} from "../port";
import { factorName, isFactorId, normaliseCode, normaliseEmail } from "../shared/inputs";
import {
  limitAuthAttempt,
  limitCodeAttempt,
  limitCodeSend,
  type RateLimiter,
} from "../shared/rate-limits";
import { checkSignUp, signUpLead, signUpProfile } from "../shared/sign-up";
import { requestClient, type SupabaseProject } from "./client";
import { claimCode } from "./code-once";
import { errorFields, isSignedOutError, portError, unavailable } from "./errors";
import { portFactors, qrImageAddress } from "./factors";
import { enrolPhoneErrors, isSmsSendFailure, sendCodeErrors, verifyPhoneErrors } from "./phone";
import { signUpOptions } from "./sign-up";

/**
 * The Supabase adapter of the Auth port: Supabase Auth keeps the accounts, sessions and second
 * factors (TOTP, and phone factors whose codes it texts); every call goes through @supabase/ssr's
 * server client bound to the request's cookies (./client.ts). In front of it run the same checks
 * as the local adapter (password rules, rate limits per IP, e-mail and user, one use per TOTP
 * code) plus a cap on texted codes, and sign-up writes the same profile row and owner's sign-up
 * lead into our database (ADR 14). No method throws: an outage is `unavailable`.
 */
export type SupabaseAuthOptions = {
  db: Database | (() => Promise<Database>);
  config: Config;
  /** Default: SUPABASE_URL and SUPABASE_ANON_KEY from `config`. */
  project?: SupabaseProject;
  /** Default: the shared limiters of ~/.server/security/rate-limit. */
  rateLimit?: RateLimiter;
  /** Called after a sign-up stored its lead (the server wakes the outbox worker). */
  onLeadStored?: () => void;
  /** How long one call to Supabase may take (default 10 s). */
  timeoutMs?: number;
};

type Shared = {
  getDb: () => Promise<Database>;
  config: Config;
  project: SupabaseProject;
  rateLimit: RateLimiter;
  onLeadStored: () => void;
  timeoutMs: number;
};

/** The request's state, or why it is unknown (Supabase could not be asked). */
type Current = { state: AuthState } | { unavailable: true };

export function createSupabaseAuth(options: SupabaseAuthOptions): AuthFactory {
  const project = options.project ?? options.config.supabase;
  if (!project) {
    throw new Error("The Supabase adapter needs SUPABASE_URL and SUPABASE_ANON_KEY.");
  }
  const shared: Shared = {
    getDb:
      typeof options.db === "function" ? options.db : () => Promise.resolve(options.db as Database),
    config: options.config,
    project,
    rateLimit: options.rateLimit ?? consumeAllowances,
    onLeadStored: options.onLeadStored ?? (() => {}),
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  return (request) => new SupabaseAuthSession(request, shared);
}

class SupabaseAuthSession implements AuthSession {
  readonly headers = new Headers();
  readonly supportsPhoneFactors = true;
  #client: SupabaseClient | undefined;
  #current: Promise<Current> | undefined;

  constructor(
    private readonly request: Request,
    private readonly s: Shared,
  ) {}

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
      const { data, error } = await this.#auth.signUp({
        email,
        password: input.password,
        options: signUpOptions(input, emailRedirectTo, this.s.config.siteUrl),
      });
      if (error) {
        return this.#fail("signUp", error, {
          validation_failed: { code: "invalid_input", message: authMessages.invalidEmail },
        });
      }
      // An address that already has a confirmed account answers with a look-alike user without
      // identities (and no e-mail is sent): nothing to store, and the same answer as a new one.
      if (data.user && (data.user.identities?.length ?? 0) > 0) {
        await this.#storeSignUp(data.user.id, email, input);
      }
      if (!data.session) return ok({ needsConfirmation: true });
      await this.#endPrevious(previous);
      this.#current = undefined;
      return ok({ needsConfirmation: false });
    });
  }

  confirmEmail(tokenHash: string, type: "email" | "signup") {
    return this.#guard("confirmEmail", async (): Promise<Result<AuthUser>> => {
      if ((type !== "email" && type !== "signup") || !tokenHash) {
        return fail("invalid_token", authMessages.invalidToken);
      }
      const previous = await this.#accessToken();
      const { data, error } = await this.#auth.verifyOtp({ type, token_hash: tokenHash });
      if (error) return this.#fail("confirmEmail", error, {}, "invalid_token");
      if (!data.user || !data.session) return fail("invalid_token", authMessages.invalidToken);
      await this.#endPrevious(previous);
      this.#current = undefined;
      return ok(authUser(data.user));
    });
  }

  signIn(emailInput: string, password: string) {
    return this.#guard("signIn", async (): Promise<Result<{ needsMfa: boolean }>> => {
      const email = normaliseEmail(emailInput);
      const limited = await limitAuthAttempt(
        this.s.rateLimit,
        this.s.config.auth,
        this.request,
        "signin",
        email,
      );
      if (limited) return limited;
      const previous = await this.#accessToken();
      const { error } = await this.#auth.signInWithPassword({ email, password });
      if (error) {
        return this.#fail("signIn", error, {
          validation_failed: "invalid_credentials",
          user_banned: "invalid_credentials",
        });
      }
      await this.#endPrevious(previous);
      this.#current = undefined;
      // The session just saved carries the user of the sign-in answer, fresh from the service.
      const levels = await this.#auth.mfa.getAuthenticatorAssuranceLevel();
      if (levels.error) return this.#fail("signIn", levels.error);
      return ok({ needsMfa: needsMfa(levels.data) });
    });
  }

  signOut() {
    return this.#guard("signOut", async (): Promise<Result<null>> => {
      // `local` ends this session only (the user's other devices stay signed in), clears the
      // cookies first and then revokes the session at Supabase.
      const { error } = await this.#auth.signOut({ scope: "local" });
      this.#current = Promise.resolve({ state: null });
      if (error && !isSignedOutError(error)) return this.#fail("signOut", error);
      return ok(null);
    });
  }

  factors() {
    return this.#guard("factors", async (): Promise<Result<Factor[]>> => {
      const { data, error } = await this.#auth.mfa.listFactors();
      if (error) return this.#fail("factors", error);
      return ok(portFactors(data.all));
    });
  }

  enrollTotp(friendlyName: string) {
    return this.#guard("enrollTotp", async (): Promise<Result<TotpEnrollment>> => {
      const signedIn = await this.#signedIn();
      if (!signedIn.ok) return signedIn;
      if (signedIn.value.needsMfa) return fail("mfa_required", authMessages.mfaRequired);
      const listed = await this.#auth.mfa.listFactors();
      if (listed.error) return this.#fail("enrollTotp", listed.error);
      // One enrolment at a time, as with local accounts: an abandoned one is replaced.
      for (const factor of listed.data.all) {
        if (factor.factor_type !== "totp" || factor.status === "verified") continue;
        const { error } = await this.#auth.mfa.unenroll({ factorId: factor.id });
        if (error) return this.#fail("enrollTotp", error);
      }
      const { data, error } = await this.#auth.mfa.enroll({
        factorType: "totp",
        friendlyName: uniqueName(factorName(friendlyName), listed.data.all),
        issuer: site.name,
      });
      if (error) {
        return this.#fail("enrollTotp", error, {
          too_many_enrolled_mfa_factors: { code: "invalid_input", message: error.message },
        });
      }
      return ok({
        factorId: data.id,
        secret: data.totp.secret,
        uri: data.totp.uri,
        qrDataUrl: qrImageAddress(data.totp.qr_code),
      });
    });
  }

  enrollPhone(phoneInput: string, friendlyName: string) {
    return this.#guard("enrollPhone", async (): Promise<Result<{ factorId: string }>> => {
      const signedIn = await this.#signedIn();
      if (!signedIn.ok) return signedIn;
      if (signedIn.value.needsMfa) return fail("mfa_required", authMessages.mfaRequired);
      const phone = phoneNumber.safeParse(phoneInput);
      if (!phone.success) return fail("invalid_input", authMessages.invalidPhone);
      const listed = await this.#auth.mfa.listFactors();
      if (listed.error) return this.#fail("enrollPhone", listed.error);
      // One phone enrolment at a time: an abandoned one (any number) is replaced.
      for (const factor of listed.data.all) {
        if (factor.factor_type !== "phone" || factor.status === "verified") continue;
        const { error } = await this.#auth.mfa.unenroll({ factorId: factor.id });
        if (error) return this.#fail("enrollPhone", error);
      }
      const { data, error } = await this.#auth.mfa.enroll({
        factorType: "phone",
        phone: phone.data,
        friendlyName: uniqueName(factorName(friendlyName), listed.data.all),
      });
      if (error) return this.#fail("enrollPhone", error, enrolPhoneErrors);
      return ok({ factorId: data.id });
    });
  }

  sendCode(factorId: string) {
    return this.#guard("sendCode", async (): Promise<Result<{ challengeId: string }>> => {
      const signedIn = await this.#signedIn();
      if (!signedIn.ok) return signedIn;
      const factor = await this.#ownFactor(factorId);
      if (!factor.ok) return factor;
      if (factor.value.type !== "phone") return fail("invalid_input", authMessages.notAPhone);
      if (factor.value.status !== "verified" && signedIn.value.needsMfa) {
        return fail("mfa_required", authMessages.mfaRequired);
      }
      const limited = await limitCodeSend(this.s.rateLimit, signedIn.value.user.id);
      if (limited) return limited;
      const { data, error } = await this.#auth.mfa.challenge({ factorId, channel: "sms" });
      if (error && isSmsSendFailure(error)) {
        logger.warn("Supabase could not send the SMS code", errorFields(error));
        return fail("unavailable", authMessages.smsNotSent);
      }
      if (error) return this.#fail("sendCode", error, sendCodeErrors);
      return ok({ challengeId: data.id });
    });
  }

  verifyFactor(factorId: string, code: string, challengeId?: string) {
    return this.#guard("verifyFactor", async (): Promise<Result<null>> => {
      const signedIn = await this.#signedIn();
      if (!signedIn.ok) return signedIn;
      const factor = await this.#ownFactor(factorId);
      if (!factor.ok) return factor;
      // Activating another authenticator is no way around the one already verified.
      if (factor.value.status !== "verified" && signedIn.value.needsMfa) {
        return fail("mfa_required", authMessages.mfaRequired);
      }
      const limited = await limitCodeAttempt(this.s.rateLimit, signedIn.value.user.id);
      if (limited) return limited;
      const digits = normaliseCode(code);
      if (factor.value.type === "phone") return this.#verifyTexted(factorId, digits, challengeId);
      if (!digits) return fail("invalid_code", authMessages.invalidCode);
      if (!(await claimCode(this.s.rateLimit, factorId, digits))) {
        return fail("invalid_code", authMessages.invalidCode);
      }
      const challenge = await this.#auth.mfa.challenge({ factorId });
      if (challenge.error) return this.#fail("verifyFactor", challenge.error);
      const { error } = await this.#auth.mfa.verify({
        factorId,
        challengeId: challenge.data.id,
        code: digits,
      });
      if (error) return this.#fail("verifyFactor", error);
      this.#current = undefined;
      return ok(null);
    });
  }

  removeFactor(factorId: string) {
    return this.#guard("removeFactor", async (): Promise<Result<null>> => {
      const signedIn = await this.#signedIn();
      if (!signedIn.ok) return signedIn;
      const factor = await this.#ownFactor(factorId);
      if (!factor.ok) return factor;
      // As with local accounts: while a verified factor exists, changes need aal2.
      if (signedIn.value.aal !== "aal2" && factor.value.anyVerified) {
        return fail("mfa_required", authMessages.mfaRequired);
      }
      const { error } = await this.#auth.mfa.unenroll({ factorId });
      if (error) return this.#fail("removeFactor", error);
      this.#current = undefined;
      return ok(null);
    });
  }

  // ---------------------------------------------------------------------------------------------

  /**
   * A texted code, checked against the challenge that sent it. Supabase accepts a challenge
   * once (a second verify is refused), so unlike TOTP no claim of the code is needed here.
   */
  async #verifyTexted(
    factorId: string,
    digits: string | null,
    challengeId: string | undefined,
  ): Promise<Result<null>> {
    if (!digits) return fail("invalid_code", authMessages.invalidTextedCode);
    if (!challengeId || !isFactorId(challengeId)) {
      return fail("invalid_code", authMessages.codeExpired);
    }
    const { error } = await this.#auth.mfa.verify({ factorId, challengeId, code: digits });
    if (error) return this.#fail("verifyFactor", error, verifyPhoneErrors);
    this.#current = undefined;
    return ok(null);
  }

  get #auth() {
    this.#client ??= requestClient(this.request, this.headers, {
      project: this.s.project,
      secure: this.s.config.cookieSecure,
      timeoutMs: this.s.timeoutMs,
    });
    return this.#client.auth;
  }

  /**
   * Who this request belongs to, asked of Supabase once per request: getUser() checks the
   * access token at the server (refreshing it first when it expired), then the assurance levels
   * come from that token and the user's current factors (another check at the server, so a
   * factor verified on another device counts at once).
   */
  #load(): Promise<Current> {
    this.#current ??= (async (): Promise<Current> => {
      try {
        const { data, error } = await this.#auth.getUser();
        if (error || !data.user) return await this.#noUser(error);
        const { data: stored } = await this.#auth.getSession();
        const token = stored.session?.access_token;
        if (!token) return { state: null };
        const levels = await this.#auth.mfa.getAuthenticatorAssuranceLevel(token);
        if (levels.error) return await this.#noUser(levels.error);
        return {
          state: {
            user: authUser(data.user),
            aal: levels.data.currentLevel === "aal2" ? "aal2" : "aal1",
            needsMfa: needsMfa(levels.data),
          },
        };
      } catch (error) {
        logger.error("Supabase session lookup failed", { error });
        return { unavailable: true };
      }
    })();
    return this.#current;
  }

  /** Signed out, or Supabase unreachable; a session the service refused loses its cookies. */
  async #noUser(error: unknown): Promise<Current> {
    // No session, or one the service no longer knows (supabase-js has dropped its cookies).
    if (!error || (error instanceof Error && error.name === "AuthSessionMissingError")) {
      return { state: null };
    }
    if (isSignedOutError(error)) {
      // A forged token, an ended session, a deleted user: drop the cookies so the next request
      // does not ask again. (`local` clears them before its own request, which then fails.)
      await this.#auth.signOut({ scope: "local" });
      return { state: null };
    }
    // An outage, or an answer that says nothing about the session (a gateway's 401 for a wrong
    // key): the cookies are kept for when Supabase answers again.
    logger.warn("Supabase could not check the session", errorFields(error));
    return { unavailable: true };
  }

  /** The signed-in state, or the port's answer for its absence. */
  async #signedIn(): Promise<Result<NonNullable<AuthState>>> {
    const current = await this.#load();
    if (!("state" in current)) return { ok: false, error: unavailable() };
    if (!current.state) return fail("not_signed_in", authMessages.notSignedIn);
    return ok(current.state);
  }

  /** The user's factor `factorId` (and whether any factor is verified), or not_found. */
  async #ownFactor(
    factorId: string,
  ): Promise<Result<{ type: string; status: "verified" | "unverified"; anyVerified: boolean }>> {
    if (!isFactorId(factorId)) return fail("not_found", authMessages.factorNotFound);
    const listed = await this.#auth.mfa.listFactors();
    if (listed.error) return this.#fail("factor lookup", listed.error);
    const factor = listed.data.all.find((f) => f.id === factorId);
    if (!factor) return fail("not_found", authMessages.factorNotFound);
    return ok({
      type: factor.factor_type,
      status: factor.status === "verified" ? "verified" : "unverified",
      anyVerified: listed.data.all.some((f) => f.status === "verified"),
    });
  }

  /** The access token of the session this request arrived with, if any (to end it later). */
  async #accessToken(): Promise<string | null> {
    const { data } = await this.#auth.getSession();
    return data.session?.access_token ?? null;
  }

  /**
   * Ends the session the request arrived with, now that a new one replaced it in the cookies
   * (sign-in, sign-up, confirming an e-mail): like the local adapter, a new sign-in never
   * leaves the old session usable. POST /logout?scope=local with the old token; the admin API
   * object only sends it, no service key is involved.
   */
  async #endPrevious(accessToken: string | null): Promise<void> {
    if (!accessToken) return;
    const { error } = await this.#auth.admin.signOut(accessToken, "local");
    if (error && !isSignedOutError(error)) {
      logger.warn("previous Supabase session not ended", errorFields(error));
    }
  }

  /**
   * Writes the new account's profile and the owner's sign-up lead in one transaction, once per
   * account: an address that signs up again while unconfirmed comes back with the same user id,
   * whose profile already exists. The account already exists at Supabase by now, so a failure
   * here is logged, not shown to the visitor.
   */
  async #storeSignUp(userId: string, email: string, input: SignUpInput): Promise<void> {
    try {
      const db = await this.s.getDb();
      const stored = await db.transaction(async (tx) => {
        const created = await tx
          .insert(profiles)
          .values(signUpProfile(userId, input))
          .onConflictDoNothing()
          .returning({ id: profiles.id });
        if (created.length === 0) return false;
        await storeLeadInTransaction(
          tx,
          this.s.config.leads,
          signUpLead(this.request, email, input),
        );
        return true;
      });
      if (stored) this.s.onLeadStored();
    } catch (error) {
      logger.error("sign-up lead not stored", { userId, error });
    }
  }

  /** The port's error for a Supabase error; outages and unexpected answers are logged. */
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

  /** Runs one port call; anything thrown on the way (a bug, a broken answer) is `unavailable`. */
  async #guard<T>(method: string, work: () => Promise<Result<T>>): Promise<Result<T>> {
    try {
      return await work();
    } catch (error) {
      logger.error(`Supabase ${method} threw`, { error });
      return { ok: false, error: unavailable() };
    }
  }
}

function authUser(user: User): AuthUser {
  return { id: user.id, email: user.email ?? "", createdAt: new Date(user.created_at) };
}

/** A verified factor is owed when the session is at aal1 but the user could reach aal2. */
function needsMfa(levels: { currentLevel: string | null; nextLevel: string | null }): boolean {
  return levels.nextLevel === "aal2" && levels.currentLevel === "aal1";
}

/**
 * Supabase refuses a second factor with the name of an existing one; the page asks for a name
 * only once, so a taken name gets a number ("My phone (2)").
 */
function uniqueName(name: string, existing: { friendly_name?: string }[]): string {
  const taken = new Set(existing.map((f) => f.friendly_name));
  if (!taken.has(name)) return name;
  for (let n = 2; ; n += 1) {
    const candidate = `${name.slice(0, 94)} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}
