import { and, eq, isNull, lt, or } from "drizzle-orm";
import { site } from "~/content/site";
import type { Config } from "~/.server/config";
import type { Database, Transaction } from "~/.server/db";
import { localCredentials, mfaFactors, profiles } from "~/.server/db/schema";
import { storeLeadInTransaction } from "~/.server/leads/store";
import { logger } from "~/.server/logger";
import type { Mailer } from "~/.server/mail/mailer";
import { consumeAllowances } from "~/.server/security/rate-limit";
import { getSessionSecret } from "~/.server/security/session-secret";
import {
  authMessages,
  fail,
  ok,
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
import { limitAuthAttempt, limitCodeAttempt, type RateLimiter } from "../shared/rate-limits";
import { checkSignUp, signUpLead, signUpProfile } from "../shared/sign-up";
import { decrypt, encrypt, encryptionKey, sha256 } from "./crypto";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
import {
  createSession,
  deleteSession,
  findSession,
  raiseToAal2,
  readSessionId,
  sessionCookie,
  type ActiveSession,
} from "./sessions";
import { consumeConfirmationToken, issueConfirmationToken } from "./tokens";
import { qrDataUrl } from "../shared/qr-code";
import { checkTotp, newTotpSecret, totpUri } from "./totp";

/**
 * The local accounts adapter: our own tables (local_credentials, sessions, mfa_factors,
 * auth_tokens), scrypt passwords, signed session cookies and TOTP. Everything it needs comes in
 * by injection, so tests run it on any database with their own clock and mailer; getAuth()
 * (../index.ts) wires the process's defaults.
 */
export type LocalAuthOptions = {
  db: Database | (() => Promise<Database>);
  config: Config;
  mailer: Mailer | (() => Mailer);
  /** The clock (session and link expiry, TOTP time steps). Default: the system clock. */
  now?: () => Date;
  /** Signs the session cookie. Default: SESSION_SECRET or the generated one under DATA_DIR. */
  sessionSecret?: string;
  /** Default: the shared limiters of ~/.server/security/rate-limit. */
  rateLimit?: RateLimiter;
  /** Called after a sign-up stored its lead (the server wakes the outbox worker). */
  onLeadStored?: () => void;
};

export function createLocalAuth(options: LocalAuthOptions): AuthFactory {
  const getDb =
    typeof options.db === "function" ? options.db : () => Promise.resolve(options.db as Database);
  const getMailer =
    typeof options.mailer === "function" ? options.mailer : () => options.mailer as Mailer;
  let secret: string | undefined;
  const shared = {
    getDb,
    getMailer,
    config: options.config,
    now: options.now ?? (() => new Date()),
    rateLimit: options.rateLimit ?? consumeAllowances,
    onLeadStored: options.onLeadStored ?? (() => {}),
    secret: () =>
      (secret ??= options.sessionSecret ?? options.config.sessionSecret ?? getSessionSecret()),
  };
  let cookie: ReturnType<typeof sessionCookie> | undefined;
  const getCookie = () => (cookie ??= sessionCookie(shared.secret(), options.config.cookieSecure));
  return (request) => new LocalAuthSession(request, { ...shared, cookie: getCookie });
}

type Shared = {
  getDb: () => Promise<Database>;
  getMailer: () => Mailer;
  config: Config;
  now: () => Date;
  rateLimit: RateLimiter;
  onLeadStored: () => void;
  secret: () => string;
  cookie: () => ReturnType<typeof sessionCookie>;
};

class LocalAuthSession implements AuthSession {
  readonly headers = new Headers();
  readonly supportsPhoneFactors = false;
  #current: Promise<ActiveSession | null> | undefined;

  constructor(
    private readonly request: Request,
    private readonly s: Shared,
  ) {}

  async state(): Promise<AuthState> {
    const session = await this.#session();
    if (!session) return null;
    const db = await this.s.getDb();
    const needsMfa = session.aal === "aal1" && (await hasVerifiedFactor(db, session.userId));
    return { user: userOf(session), aal: session.aal, needsMfa };
  }

  async signUp(
    input: SignUpInput,
    emailRedirectTo: string,
  ): Promise<Result<{ needsConfirmation: boolean }>> {
    const checked = checkSignUp(input);
    if ("ok" in checked) return checked;
    const { email } = checked;
    const limited = await this.#limit("signup", email);
    if (limited) return limited;

    const db = await this.s.getDb();
    const now = this.s.now();
    const confirm = this.s.config.auth.emailConfirmation;
    const passwordHash = await hashPassword(input.password);
    const previousId = await this.#cookieSessionId();
    type Outcome =
      | { kind: "created"; userId: string; token?: string; sessionId?: string }
      | { kind: "exists"; userId: string; confirmed: boolean };
    let outcome: Outcome;
    try {
      outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const [existing] = await tx
          .select({
            userId: localCredentials.userId,
            confirmedAt: localCredentials.emailConfirmedAt,
          })
          .from(localCredentials)
          .where(eq(localCredentials.email, email));
        if (existing) {
          return {
            kind: "exists",
            userId: existing.userId,
            confirmed: existing.confirmedAt !== null,
          };
        }
        const [created] = await tx
          .insert(localCredentials)
          .values({ email, passwordHash, emailConfirmedAt: confirm ? null : now, createdAt: now })
          .returning({ userId: localCredentials.userId });
        const userId = created!.userId;
        await tx.insert(profiles).values(signUpProfile(userId, input));
        await storeLeadInTransaction(
          tx,
          this.s.config.leads,
          signUpLead(this.request, email, input),
        );
        if (confirm)
          return { kind: "created", userId, token: await issueConfirmationToken(tx, userId, now) };
        if (previousId) await deleteSession(tx, previousId);
        return { kind: "created", userId, sessionId: await createSession(tx, userId, "aal1", now) };
      });
    } catch (error) {
      if ((error as { code?: string }).code !== "23505") throw error; // unique_violation: a race
      outcome = { kind: "exists", userId: "", confirmed: true };
    }

    if (outcome.kind === "exists") {
      if (!confirm) return fail("email_taken", authMessages.emailTaken);
      // Answer as for a new address (no account enumeration); the mailbox's owner learns the rest.
      if (outcome.userId && !outcome.confirmed) {
        const token = await issueConfirmationToken(db, outcome.userId, now);
        return this.#sendConfirmation(email, input.fullName, token, emailRedirectTo);
      }
      await this.#send({
        to: email,
        id: `auth-exists-${sha256(`${email}:${now.getTime()}`).slice(0, 24)}`,
        subject: `You already have a ${site.name} account`,
        text: [
          `Someone (hopefully you) tried to create a ${site.name} account with this email address,`,
          "but it already has one. Sign in instead:",
          "",
          `${this.s.config.siteUrl}/auth`,
          "",
          "If this was not you, you can ignore this message.",
        ].join("\n"),
      });
      return ok({ needsConfirmation: true });
    }

    this.s.onLeadStored();
    if (outcome.token)
      return this.#sendConfirmation(email, input.fullName, outcome.token, emailRedirectTo);
    this.#current = undefined;
    await this.#setCookie(outcome.sessionId!);
    return ok({ needsConfirmation: false });
  }

  async confirmEmail(tokenHash: string, type: "email" | "signup"): Promise<Result<AuthUser>> {
    if (type !== "email" && type !== "signup")
      return fail("invalid_token", authMessages.invalidToken);
    const db = await this.s.getDb();
    const now = this.s.now();
    const previousId = await this.#cookieSessionId();
    const confirmed = await db.transaction(async (tx) => {
      const userId = await consumeConfirmationToken(tx, tokenHash, now);
      if (!userId) return null;
      const [user] = await tx
        .update(localCredentials)
        .set({ emailConfirmedAt: now })
        .where(eq(localCredentials.userId, userId))
        .returning();
      if (previousId) await deleteSession(tx, previousId);
      const sessionId = await createSession(tx, userId, "aal1", now);
      return { user: user!, sessionId };
    });
    if (!confirmed) return fail("invalid_token", authMessages.invalidToken);
    await this.#setCookie(confirmed.sessionId);
    this.#current = undefined;
    return ok({
      id: confirmed.user.userId,
      email: confirmed.user.email,
      createdAt: confirmed.user.createdAt,
    });
  }

  async signIn(emailInput: string, password: string): Promise<Result<{ needsMfa: boolean }>> {
    const email = normaliseEmail(emailInput);
    const limited = await this.#limit("signin", email);
    if (limited) return limited;
    const db = await this.s.getDb();
    const [user] = await db
      .select()
      .from(localCredentials)
      .where(eq(localCredentials.email, email));
    if (!user) {
      await verifyAgainstDummy(password);
      return fail("invalid_credentials", authMessages.invalidCredentials);
    }
    const check = await verifyPassword(password, user.passwordHash);
    if (!check.valid) return fail("invalid_credentials", authMessages.invalidCredentials);
    if (check.needsRehash) {
      await db
        .update(localCredentials)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(localCredentials.userId, user.userId));
    }
    if (this.s.config.auth.emailConfirmation && !user.emailConfirmedAt) {
      return fail("email_not_confirmed", authMessages.emailNotConfirmed);
    }
    const now = this.s.now();
    const previousId = await this.#cookieSessionId();
    const sessionId = await db.transaction(async (tx) => {
      if (previousId) await deleteSession(tx, previousId);
      return createSession(tx, user.userId, "aal1", now);
    });
    await this.#setCookie(sessionId);
    this.#current = undefined;
    return ok({ needsMfa: await hasVerifiedFactor(db, user.userId) });
  }

  async signOut(): Promise<Result<null>> {
    const id = await this.#cookieSessionId();
    if (id) await deleteSession(await this.s.getDb(), id);
    await this.#clearCookie();
    this.#current = Promise.resolve(null);
    return ok(null);
  }

  async factors(): Promise<Result<Factor[]>> {
    const session = await this.#session();
    if (!session) return fail("not_signed_in", authMessages.notSignedIn);
    const db = await this.s.getDb();
    const rows = await db
      .select()
      .from(mfaFactors)
      .where(eq(mfaFactors.userId, session.userId))
      .orderBy(mfaFactors.createdAt);
    return ok(
      rows.map((row) => ({
        id: row.id,
        type: row.type,
        status: row.status,
        friendlyName: row.friendlyName,
        createdAt: row.createdAt,
      })),
    );
  }

  async enrollTotp(friendlyName: string): Promise<Result<TotpEnrollment>> {
    const session = await this.#session();
    if (!session) return fail("not_signed_in", authMessages.notSignedIn);
    const db = await this.s.getDb();
    if (session.aal === "aal1" && (await hasVerifiedFactor(db, session.userId))) {
      return fail("mfa_required", authMessages.mfaRequired);
    }
    const secret = newTotpSecret();
    const sealed = encrypt(this.#key(), secret, session.userId);
    const name = factorName(friendlyName);
    const factorId = await db.transaction(async (tx) => {
      // One enrolment at a time: an abandoned one is replaced.
      await tx
        .delete(mfaFactors)
        .where(and(eq(mfaFactors.userId, session.userId), eq(mfaFactors.status, "unverified")));
      const [row] = await tx
        .insert(mfaFactors)
        .values({
          userId: session.userId,
          friendlyName: name,
          secretEncrypted: sealed,
          createdAt: this.s.now(),
        })
        .returning({ id: mfaFactors.id });
      return row!.id;
    });
    const uri = totpUri(secret, site.name, session.email);
    return ok({ factorId, secret, uri, qrDataUrl: await qrDataUrl(uri) });
  }

  /** No SMS sender here: phone factors are offered with the Supabase adapter only. */
  enrollPhone(): Promise<Result<{ factorId: string }>> {
    return Promise.resolve(fail("invalid_input", authMessages.phoneNotSupported));
  }

  sendCode(): Promise<Result<{ challengeId: string }>> {
    return Promise.resolve(fail("invalid_input", authMessages.phoneNotSupported));
  }

  /** TOTP only, so there is no challenge to pass in: each code is checked against the clock. */
  async verifyFactor(factorId: string, code: string): Promise<Result<null>> {
    const session = await this.#session();
    if (!session) return fail("not_signed_in", authMessages.notSignedIn);
    const db = await this.s.getDb();
    const factor = await this.#factor(db, session.userId, factorId);
    if (!factor) return fail("not_found", authMessages.factorNotFound);
    if (
      factor.status === "unverified" &&
      session.aal === "aal1" &&
      (await hasVerifiedFactor(db, session.userId))
    ) {
      return fail("mfa_required", authMessages.mfaRequired);
    }
    const limited = await limitCodeAttempt(this.s.rateLimit, session.userId);
    if (limited) return limited;
    const digits = normaliseCode(code);
    if (!digits) return fail("invalid_code", authMessages.invalidCode);
    const secret = decrypt(this.#key(), factor.secretEncrypted, session.userId);
    if (secret === null) {
      logger.error(
        "TOTP secret does not decrypt: was the key (AUTH_ENCRYPTION_KEY or SESSION_SECRET) changed?",
        {
          factor: factor.id,
        },
      );
      return fail("unavailable", authMessages.unavailable);
    }
    const now = this.s.now();
    const step = await checkTotp(secret, digits, now, factor.lastTimeStep);
    if (step === null) return fail("invalid_code", authMessages.invalidCode);
    const accepted = await db.transaction(async (tx) => {
      const updated = await tx
        .update(mfaFactors)
        .set({
          lastTimeStep: step,
          status: "verified",
          verifiedAt: factor.verifiedAt ?? now,
        })
        .where(
          and(
            eq(mfaFactors.id, factor.id),
            or(isNull(mfaFactors.lastTimeStep), lt(mfaFactors.lastTimeStep, step)),
          ),
        )
        .returning({ id: mfaFactors.id });
      if (updated.length === 0) return false; // the same code was accepted a moment ago
      await raiseToAal2(tx, session.idHash);
      return true;
    });
    if (!accepted) return fail("invalid_code", authMessages.invalidCode);
    this.#current = Promise.resolve({ ...session, aal: "aal2" });
    return ok(null);
  }

  async removeFactor(factorId: string): Promise<Result<null>> {
    const session = await this.#session();
    if (!session) return fail("not_signed_in", authMessages.notSignedIn);
    const db = await this.s.getDb();
    const factor = await this.#factor(db, session.userId, factorId);
    if (!factor) return fail("not_found", authMessages.factorNotFound);
    if (session.aal !== "aal2" && (await hasVerifiedFactor(db, session.userId))) {
      return fail("mfa_required", authMessages.mfaRequired);
    }
    await db.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
    return ok(null);
  }

  // ---------------------------------------------------------------------------------------------

  #session(): Promise<ActiveSession | null> {
    this.#current ??= (async () => {
      const id = await this.#cookieSessionId();
      if (!id) return null;
      const found = await findSession(await this.s.getDb(), id, this.s.now());
      if (!found) await this.#clearCookie(); // expired or revoked: drop the stale cookie
      return found;
    })();
    return this.#current;
  }

  #cookieSessionId(): Promise<string | null> {
    return readSessionId(this.s.cookie(), this.request);
  }

  async #setCookie(id: string) {
    this.headers.append("Set-Cookie", await this.s.cookie().serialize(id));
    this.headers.set("Cache-Control", "private, no-store");
  }

  async #clearCookie() {
    this.headers.append(
      "Set-Cookie",
      await this.s.cookie().serialize("", { maxAge: 0, expires: new Date(0) }),
    );
    this.headers.set("Cache-Control", "private, no-store");
  }

  #key(): Buffer {
    return encryptionKey(this.s.config.auth.encryptionKey, this.s.secret());
  }

  async #factor(db: Database, userId: string, factorId: string) {
    if (!isFactorId(factorId)) return undefined;
    const [factor] = await db
      .select()
      .from(mfaFactors)
      .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
    return factor;
  }

  #limit(action: "signin" | "signup", email: string): Promise<Result<never> | null> {
    return limitAuthAttempt(this.s.rateLimit, this.s.config.auth, this.request, action, email);
  }

  async #sendConfirmation(
    email: string,
    fullName: string,
    token: string,
    emailRedirectTo: string,
  ): Promise<Result<{ needsConfirmation: boolean }>> {
    const link = confirmationLink(this.s.config.siteUrl, token, emailRedirectTo);
    const sent = await this.#send({
      to: email,
      id: `auth-confirm-${sha256(token).slice(0, 24)}`,
      subject: `Confirm your ${site.name} account`,
      text: [
        `Hello ${fullName},`,
        "",
        `Thank you for signing up with ${site.name}. Please confirm your email address by opening this link:`,
        "",
        link,
        "",
        "The link works once and expires in 24 hours. If you did not sign up, you can ignore this message.",
      ].join("\n"),
    });
    return sent ? ok({ needsConfirmation: true }) : fail("unavailable", authMessages.emailNotSent);
  }

  async #send(message: Parameters<Mailer["send"]>[0]): Promise<boolean> {
    try {
      await this.s.getMailer().send(message);
      return true;
    } catch (error) {
      logger.error("account e-mail not sent", { id: message.id, error });
      return false;
    }
  }
}

/**
 * `${SITE_URL}/auth/confirm?token_hash=…&type=email`, plus `next` (a path on this site) when
 * `emailRedirectTo` is on this site: where the confirm page sends the user afterwards.
 */
export function confirmationLink(
  siteUrl: string,
  tokenHash: string,
  emailRedirectTo: string,
): string {
  const url = new URL("/auth/confirm", siteUrl);
  url.searchParams.set("token_hash", tokenHash);
  url.searchParams.set("type", "email");
  try {
    const target = new URL(emailRedirectTo, siteUrl);
    if (target.origin === url.origin) url.searchParams.set("next", target.pathname + target.search);
  } catch {
    // Not a URL: no `next`, the confirm page uses its default.
  }
  return url.toString();
}

async function hasVerifiedFactor(db: Database | Transaction, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, "verified")))
    .limit(1);
  return rows.length > 0;
}

function userOf(session: ActiveSession): AuthUser {
  return { id: session.userId, email: session.email, createdAt: session.userCreatedAt };
}
