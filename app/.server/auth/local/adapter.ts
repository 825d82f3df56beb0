import { eq } from "drizzle-orm";
import type { Config } from "~/.server/config";
import type { Database } from "~/.server/db";
import { localCredentials } from "~/.server/db/schema";
import type { Mailer } from "~/.server/mail/mailer";
import { generatedSecret } from "~/.server/security/generated-secret";
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
  type RecoveryOutcome,
  type Result,
  type SignUpInput,
  type TotpEnrollment,
} from "../port";
import { normaliseEmail } from "../common/inputs";
import {
  confirmationMailSent,
  confirmationMailWait,
  limitAuthAttempt,
  limitSignIn,
  recordSignInFailure,
  type RateLimiter,
} from "../common/rate-limits";
import { queueAccountMail, type NoticeKind } from "../common/account-mail-outbox";
import { newestPendingSignUp } from "../common/pending-sign-ups";
import { checkSignUp } from "../common/sign-up";
import { requestNewConfirmation } from "../common/new-confirmation";
import { sendAccountExists, sendConfirmation, type AccountMail } from "./account-mail";
import { keyFromSecret, legacyKey, type SecretKeys } from "./crypto";
import * as mfa from "./mfa";
import * as passwords from "./passwords";
import * as recovery from "./recovery";
import * as sessionList from "./session-list";
import { unlessHashingBusy, type PasswordHasher } from "./password";
import {
  createSession,
  deleteSession,
  findSession,
  readSessionId,
  sessionCookie,
  type ActiveSession,
} from "./sessions";
import { storeAccount } from "./sign-up";
import { confirmAddress } from "./confirm";

export type LocalAuthOptions = {
  db: Database;
  config: Config;
  mailer: Mailer;
  now?: () => Date;
  sessionSecret?: string;
  rateLimit: RateLimiter;
  passwordHasher: PasswordHasher;
  onLeadStored?: () => void;
  onAccountMailQueued?: () => void;
};

const getGeneratedAuthKey = generatedSecret("auth-encryption-key", () => undefined);

export function createLocalAuth(options: LocalAuthOptions): AuthFactory {
  const getMailer = () => options.mailer;
  let secret: string | undefined;
  const shared = {
    db: options.db,
    getMailer,
    config: options.config,
    now: options.now ?? (() => new Date()),
    rateLimit: options.rateLimit,
    hasher: options.passwordHasher,
    onLeadStored: options.onLeadStored ?? (() => {}),
    onAccountMailQueued: options.onAccountMailQueued ?? (() => {}),
    secret: () =>
      (secret ??= options.sessionSecret ?? options.config.sessionSecret ?? getSessionSecret()),
  };
  let keys: SecretKeys | undefined;
  const secretKeys = () =>
    (keys ??= {
      current: options.config.auth.encryptionKey ?? keyFromSecret(getGeneratedAuthKey()),
      old: options.config.auth.oldEncryptionKeys,
      legacy: legacyKey(shared.secret()),
    });
  let cookie: ReturnType<typeof sessionCookie> | undefined;
  const getCookie = () => (cookie ??= sessionCookie(shared.secret(), options.config.cookieSecure));
  return (request) => new LocalAuthSession(request, { ...shared, secretKeys, cookie: getCookie });
}

type Shared = {
  db: Database;
  getMailer: () => Mailer;
  config: Config;
  now: () => Date;
  rateLimit: RateLimiter;
  hasher: PasswordHasher;
  onLeadStored: () => void;
  onAccountMailQueued: () => void;
  secret: () => string;
  secretKeys: () => SecretKeys;
  cookie: () => ReturnType<typeof sessionCookie>;
};

class LocalAuthSession implements AuthSession {
  readonly headers = new Headers();
  readonly supportsPhoneFactors = false;
  readonly supportsRecoveryCodes = true;
  #current: Promise<ActiveSession | null> | undefined;

  constructor(
    private readonly request: Request,
    private readonly s: Shared,
  ) {}

  async state(): Promise<AuthState> {
    const session = await this.#session();
    if (!session) return null;
    const needsMfa = session.aal === "aal1" && session.hasVerifiedFactor;
    return { user: userOf(session), aal: session.aal, needsMfa };
  }

  signUp(input: SignUpInput, emailRedirectTo: string) {
    return unlessHashingBusy(() => this.#signUp(input, emailRedirectTo));
  }

  async #signUp(
    input: SignUpInput,
    emailRedirectTo: string,
  ): Promise<Result<{ needsConfirmation: boolean }>> {
    const checked = checkSignUp(input);
    if ("ok" in checked) return checked;
    const { email } = checked;
    const limited = await this.#limit("signup", email);
    if (limited) return limited;

    const db = this.s.db;
    const now = this.s.now();
    const confirm = this.s.config.auth.emailConfirmation;
    const passwordHash = await this.s.hasher.hash(input.password);
    const previousId = await this.#cookieSessionId();
    const outcome = await storeAccount(db, {
      request: this.request,
      input,
      email,
      passwordHash,
      confirm,
      now,
      previousId,
      leads: this.s.config.leads,
    });

    if (outcome.kind === "exists") {
      if (!confirm) return fail("email_taken", authMessages.emailTaken);
      // No account enumeration: answer as for a new address; the mailbox's owner learns the rest.
      if ((await confirmationMailWait(this.s.rateLimit, email, "sign-up")) === null) {
        if (await sendAccountExists(this.#mail, email, now))
          await confirmationMailSent(this.s.rateLimit, email, "sign-up");
      }
      return ok({ needsConfirmation: true });
    }

    this.s.onLeadStored();
    if (outcome.token) {
      // A link went to this address minutes ago and still works, with this sign-up's password too.
      if ((await confirmationMailWait(this.s.rateLimit, email, "sign-up")) !== null)
        return ok({ needsConfirmation: true });
      const sent = await sendConfirmation(
        this.#mail,
        email,
        input.fullName,
        outcome.token,
        emailRedirectTo,
      );
      if (sent.ok) await confirmationMailSent(this.s.rateLimit, email, "sign-up");
      return sent;
    }
    this.#current = undefined;
    await this.#setCookie(outcome.sessionId!);
    return ok({ needsConfirmation: false });
  }

  async confirmEmail(
    tokenHash: string,
    type: "email" | "signup",
    password: string,
  ): Promise<Result<AuthUser>> {
    if (type !== "email" && type !== "signup")
      return fail("invalid_token", authMessages.invalidToken);
    const confirmed = await confirmAddress(
      this.s.db,
      this.s.rateLimit,
      this.s.hasher,
      tokenHash,
      password,
      this.s.now(),
      await this.#cookieSessionId(),
      this.request,
    );
    if (!confirmed.ok) return confirmed;
    await this.#setCookie(confirmed.value.sessionId);
    this.#current = undefined;
    const { user } = confirmed.value;
    return ok({ id: user.userId, email: user.email, createdAt: user.createdAt });
  }

  signIn(email: string, password: string) {
    return unlessHashingBusy(() => this.#signIn(email, password));
  }

  async #signIn(emailInput: string, password: string): Promise<Result<{ needsMfa: boolean }>> {
    const email = normaliseEmail(emailInput);
    const limited = await limitSignIn(this.s.rateLimit, this.s.config.auth, this.request, email);
    if (limited) return limited;
    const db = this.s.db;
    const [user] = await db
      .select()
      .from(localCredentials)
      .where(eq(localCredentials.email, email));
    if (!user) {
      await this.s.hasher.verifyDummy(password);
      return this.#signInFailed(email);
    }
    // Whatever the setting says now, an address nobody confirmed never signs in. One hash, as
    // for any address: the newest sign-up's password (or, from before pending sign-ups, the
    // account's own) hears that the address waits for confirmation; anything else is wrong.
    if (!user.emailConfirmedAt) {
      const newest = await newestPendingSignUp(db, email, this.s.now());
      const own = await this.s.hasher.verify(password, newest?.passwordHash ?? user.passwordHash);
      if (!own.valid) return this.#signInFailed(email);
      return fail("email_not_confirmed", authMessages.emailNotConfirmed);
    }
    const check = await this.s.hasher.verify(password, user.passwordHash);
    if (!check.valid) return this.#signInFailed(email);
    if (check.needsRehash) {
      await db
        .update(localCredentials)
        .set({ passwordHash: await this.s.hasher.hash(password) })
        .where(eq(localCredentials.userId, user.userId));
    }
    const now = this.s.now();
    const previousId = await this.#cookieSessionId();
    const sessionId = await db.transaction(async (tx) => {
      if (previousId) await deleteSession(tx, previousId);
      return createSession(tx, user.userId, "aal1", now, this.request);
    });
    await this.#setCookie(sessionId);
    this.#current = undefined;
    return ok({ needsMfa: await mfa.hasVerifiedFactor(db, user.userId) });
  }

  async signOut(): Promise<Result<null>> {
    const id = await this.#cookieSessionId();
    if (id) await deleteSession(this.s.db, id);
    await this.#clearCookie();
    this.#current = Promise.resolve(null);
    return ok(null);
  }

  factors(): Promise<Result<Factor[]>> {
    return mfa.listFactors(this.#mfa);
  }

  enrollTotp(friendlyName: string): Promise<Result<TotpEnrollment>> {
    return mfa.enrollTotp(this.#mfa, friendlyName);
  }

  enrollPhone(): Promise<Result<{ factorId: string }>> {
    return Promise.resolve(fail("invalid_input", authMessages.phoneNotSupported));
  }

  sendCode(): Promise<Result<{ challengeId: string }>> {
    return Promise.resolve(fail("invalid_input", authMessages.phoneNotSupported));
  }

  verifyFactor(
    factorId: string,
    code: string,
    _challengeId?: string,
    mailedCode?: string,
  ): Promise<Result<null>> {
    return mfa.verifyFactor(this.#mfa, factorId, code, mailedCode);
  }

  sendEnrolmentCode(): Promise<Result<null>> {
    return mfa.sendEnrolmentCode(this.#mfa);
  }

  removeFactor(factorId: string): Promise<Result<null>> {
    return mfa.removeFactor(this.#mfa, factorId);
  }

  recoveryCodesLeft(): Promise<Result<number>> {
    return recovery.codesLeft(this.#mfa);
  }

  newRecoveryCodes(): Promise<Result<string[]>> {
    return recovery.newCodes(this.#mfa);
  }

  useRecoveryCode(code: string): Promise<Result<RecoveryOutcome>> {
    return recovery.useCode(this.#mfa, code);
  }

  requestNewConfirmation(email: string, next: string): Promise<Result<null>> {
    return requestNewConfirmation(this.#passwords, email, next);
  }

  requestPasswordReset(email: string): Promise<Result<null>> {
    return passwords.requestPasswordReset(this.#passwords, email);
  }

  resetPassword(
    tokenHash: string,
    newPassword: string,
    code: string | null,
  ): Promise<Result<AuthUser>> {
    return passwords.resetPassword(this.#passwords, tokenHash, newPassword, code);
  }

  updatePassword(newPassword: string, currentPassword: string | null): Promise<Result<null>> {
    return unlessHashingBusy(() =>
      passwords.updatePassword(this.#passwords, newPassword, currentPassword),
    );
  }

  sessions() {
    return sessionList.listSessions(this.#mfa);
  }

  signOutOthers() {
    return sessionList.signOutOthers(this.#mfa);
  }

  get #mfa(): mfa.LocalMfa {
    return {
      session: () => this.#session(),
      db: this.s.db,
      now: () => this.s.now(),
      rateLimit: this.s.rateLimit,
      keys: () => this.s.secretKeys(),
      remember: (session) => {
        this.#current = Promise.resolve(session);
      },
      notify: (email, kind) => this.#notify(email, kind),
    };
  }

  get #passwords(): passwords.LocalPasswords {
    return {
      request: this.request,
      auth: this.s.config.auth,
      db: this.s.db,
      now: () => this.s.now(),
      rateLimit: this.s.rateLimit,
      hasher: this.s.hasher,
      mailQueued: this.s.onAccountMailQueued,
      session: () => this.#session(),
      cookieSessionId: () => this.#cookieSessionId(),
      signedIn: async (sessionId) => {
        await this.#setCookie(sessionId);
        this.#current = undefined;
      },
      mfa: this.#mfa,
      notify: (email, kind) => this.#notify(email, kind),
    };
  }

  get #mail(): AccountMail {
    return { getMailer: () => this.s.getMailer(), siteUrl: this.s.config.siteUrl };
  }

  async #notify(email: string, kind: NoticeKind): Promise<void> {
    await queueAccountMail(this.s.db, email, kind);
    this.s.onAccountMailQueued();
  }

  #session(): Promise<ActiveSession | null> {
    this.#current ??= (async () => {
      const id = await this.#cookieSessionId();
      if (!id) return null;
      const found = await findSession(this.s.db, id, this.s.now());
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

  async #signInFailed(email: string): Promise<Result<never>> {
    await recordSignInFailure(this.s.rateLimit, this.s.config.auth, this.request, email);
    return fail("invalid_credentials", authMessages.invalidCredentials);
  }

  #limit(action: "signup", email: string): Promise<Result<never> | null> {
    return limitAuthAttempt(this.s.rateLimit, this.s.config.auth, this.request, action, email);
  }
}

function userOf(session: ActiveSession): AuthUser {
  return { id: session.userId, email: session.email, createdAt: session.userCreatedAt };
}
