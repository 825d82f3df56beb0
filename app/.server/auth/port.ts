import { phoneNumberMessages } from "~/utils/forms/phone-number";

/**
 * The accounts port: everything pages and actions may ask of authentication. Two adapters
 * implement it (app/.server/auth/local/ on our own tables, and Supabase Auth through
 * @supabase/ssr); both pass the same contract suite (tests/integration/support/auth-contract.ts).
 *
 * An AuthSession is bound to ONE request: it reads that request's cookies and appends every
 * Set-Cookie it needs to `headers`, which the route must return on EVERY path (data, redirect or
 * error), exactly like @supabase/ssr's `createServerClient` with `setAll`.
 */

/** A signed-in user (S-AUTH-26: id, email, created_at). */
export type AuthUser = { id: string; email: string; createdAt: Date };

export type AssuranceLevel = "aal1" | "aal2";

/**
 * Who this request belongs to. `needsMfa`: the user has a verified factor but this session is
 * still at aal1, so they must pass the challenge (verifyFactor) before pages treat them as signed in.
 * So aal1 without `needsMfa` means the user has no verified factor (both adapters answer so).
 */
export type AuthState = { user: AuthUser; aal: AssuranceLevel; needsMfa: boolean } | null;

export type AuthErrorCode =
  | "invalid_credentials"
  | "email_not_confirmed"
  | "email_taken"
  | "weak_password"
  | "invalid_input"
  | "rate_limited"
  | "invalid_code"
  | "invalid_mailed_code"
  | "mfa_required"
  | "not_signed_in"
  | "not_found"
  | "invalid_token"
  | "unavailable";

/** `retryAfterS` comes with rate_limited: the route answers 429 with Retry-After. */
export type AuthError = { code: AuthErrorCode; message: string; retryAfterS?: number };

export type Result<T> = { ok: true; value: T } | { ok: false; error: AuthError };

/** The sign-up form (S-AUTH-09), already validated by the form's schema. */
export type SignUpInput = {
  email: string;
  password: string;
  fullName: string;
  businessName: string;
  telephone: string;
  yearsInBusiness: number;
  whyBTE: string;
};

type FactorType = "totp" | "phone";

/** A second factor (S-MFA-05). */
export type Factor = {
  id: string;
  type: FactorType;
  status: "verified" | "unverified";
  friendlyName: string;
  createdAt: Date;
  /** Phone factors: the number the codes are texted to, as the auth service keeps it. */
  phone?: string;
};

export type TotpEnrollment = {
  factorId: string;
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code encodes. */
  uri: string;
  /** The QR code as an image address (`data:image/...`), rendered on the server. */
  qrDataUrl: string;
};

export interface AuthSession {
  /** Set-Cookie (and Cache-Control) headers to return with the response, on every path. */
  readonly headers: Headers;
  /**
   * Whether this adapter can enrol phone (SMS) factors: Supabase sends the text messages; the
   * local adapter has no SMS sender and enrols TOTP only (enrollPhone and sendCode refuse).
   */
  readonly supportsPhoneFactors: boolean;
  /**
   * Whether this adapter offers recovery codes (./common/recovery-codes.ts): the local adapter
   * always; Supabase only with SUPABASE_SERVICE_ROLE_KEY, which it needs to remove the factors of
   * a user who signs in with one (ADR 20).
   */
  readonly supportsRecoveryCodes: boolean;
  /** The session of this request, checked against the server (never trusted from the cookie alone). */
  state(): Promise<AuthState>;
  /**
   * Creates an account. With e-mail confirmation on, a link is mailed and `needsConfirmation` is
   * true (also for an address that already has an account, so sign-up does not reveal accounts);
   * with it off, the new user is signed in at once. `emailRedirectTo`: where the confirmation
   * link leads after confirming (same-origin path or URL; S-AUTH-13).
   */
  signUp(
    input: SignUpInput,
    emailRedirectTo: string,
  ): Promise<Result<{ needsConfirmation: boolean }>>;
  /**
   * The `token_hash` and `type` of /auth/confirm and the password typed there: confirms the
   * e-mail once, activates the pending sign-up of the address whose password it is (the others
   * are deleted) and signs the user in (ADR 28). A password that matches no pending sign-up is
   * `invalid_credentials` and leaves the link usable. `signupKey`: what a Supabase link carried
   * to name its sign-up (the local adapter's token names the account itself).
   */
  confirmEmail(
    tokenHash: string,
    type: "email" | "signup",
    password: string,
    signupKey?: string,
  ): Promise<Result<AuthUser>>;
  /**
   * "Send a new confirmation link": mails the address's waiting sign-up a new link (the older
   * one stops working) that leads on to `next` (a same-site path) once confirmed. The answer is
   * the same whether or not the address has an account waiting (rate_limited aside, which
   * counts every address alike); the mail goes through the account-mail outbox.
   */
  requestNewConfirmation(email: string, next: string): Promise<Result<null>>;
  /** Signs in with a new session; `needsMfa` when a verified factor must be passed next. */
  signIn(email: string, password: string): Promise<Result<{ needsMfa: boolean }>>;
  /** Ends this session (its row is deleted, its cookie cleared); fine when nobody is signed in. */
  signOut(): Promise<Result<null>>;
  /** The user's factors, verified or not (needs a session, aal1 is enough). */
  factors(): Promise<Result<Factor[]>>;
  /** Starts a TOTP enrolment; the factor stays unverified until verifyFactor accepts a code. */
  enrollTotp(friendlyName: string): Promise<Result<TotpEnrollment>>;
  /**
   * Starts a phone enrolment (`phone` in E.164, checked by ~/utils/forms/phone-number); the
   * factor stays unverified until verifyFactor accepts a code that sendCode texted to it.
   */
  enrollPhone(phone: string, friendlyName: string): Promise<Result<{ factorId: string }>>;
  /**
   * Texts a new code to the phone factor (a challenge), to enrol it or to pass the sign-in
   * challenge; verifyFactor then takes the code with this `challengeId`.
   */
  sendCode(factorId: string): Promise<Result<{ challengeId: string }>>;
  /**
   * Checks a code of the factor: activates an unverified factor, or passes the sign-in challenge.
   * Either way the session is raised to aal2. A code is accepted once (replays are refused).
   * A phone factor's code is checked against `challengeId`, the challenge that sent it; a TOTP
   * factor makes its own challenge (any `challengeId` is ignored). Activating the account's
   * first factor also needs `mailedCode`, the code sendEnrolmentCode mailed (invalid_mailed_code).
   */
  verifyFactor(
    factorId: string,
    code: string,
    challengeId?: string,
    mailedCode?: string,
  ): Promise<Result<null>>;
  /**
   * Mails a new code to the account's address (ADR 28). Turning on a first factor (no verified
   * one yet) needs it as `mailedCode` of verifyFactor; enrolling one mails a code already.
   */
  sendEnrolmentCode(): Promise<Result<null>>;
  /**
   * Removes a factor; a verified one only from an aal2 session (mfa_required otherwise). When
   * no verified factor is left, the user's recovery codes go with it.
   */
  removeFactor(factorId: string): Promise<Result<null>>;
  /** How many unused recovery codes the signed-in user has (0 when none). */
  recoveryCodesLeft(): Promise<Result<number>>;
  /**
   * Ten new recovery codes in place of the user's old ones, returned once for showing (never
   * stored readable). Needs a verified factor and an aal2 session.
   */
  newRecoveryCodes(): Promise<Result<string[]>>;
  /**
   * The second step of signing in with a recovery code instead of a factor's code (a session
   * that owes one: needsMfa). The code is spent. Local accounts: the session is raised to aal2
   * and the factors stay. Supabase: a session is raised only by a factor's code, so the user's
   * factors are removed (two-factor sign-in is off, `factorsRemoved`, and must be set up again).
   * Wrong codes count against the same limit as factor codes.
   */
  useRecoveryCode(code: string): Promise<Result<RecoveryOutcome>>;
  /**
   * Mails a single-use link to choose a new password (valid PASSWORD_RESET_TTL_S, leading to
   * /auth/reset; a new one cancels the older). The answer is the same whether or not the address
   * has an account (rate_limited aside, which counts every address alike).
   */
  requestPasswordReset(email: string): Promise<Result<null>>;
  /**
   * The reset link's `token_hash` with the new password (the same rules as sign-up), and the
   * code of the user's authenticator when they have one (`mfa_required` without it): uses the
   * link, sets the password, confirms the address, ends every session of the user, drops every
   * pending sign-up of the address, and signs this browser in (aal2 when a code was passed).
   * Until then the link signs nobody in (ADR 28).
   */
  resetPassword(
    tokenHash: string,
    newPassword: string,
    code: string | null,
  ): Promise<Result<AuthUser>>;
  /**
   * Sets a new password for the signed-in user (the same rules as sign-up) and ends every other
   * session of theirs. `currentPassword` is checked when given (the account page asks for it).
   * Needs aal2 when a factor is verified.
   */
  updatePassword(newPassword: string, currentPassword: string | null): Promise<Result<null>>;
  /**
   * The signed-in user's live sessions: this one first (`current`), then the latest used;
   * null when the adapter cannot list them (Supabase keeps no list a user may read).
   */
  sessions(): Promise<Result<SessionInfo[] | null>>;
  /** Ends every session of the signed-in user but this one (needs aal2 when a factor is verified). */
  signOutOthers(): Promise<Result<null>>;
}

/** One of the user's sessions as the account page lists it. */
export type SessionInfo = { device: string; createdAt: Date; lastSeenAt: Date; current: boolean };

/** What signing in with a recovery code did (see AuthSession.useRecoveryCode). */
export type RecoveryOutcome = { codesLeft: number; factorsRemoved: boolean };

/** How long a password reset link works (both adapters; Supabase's OTP expiry is set to match). */
export const PASSWORD_RESET_TTL_S = 60 * 60;

/** Builds the AuthSession of one request. */
export type AuthFactory = (request: Request) => AuthSession;

/**
 * What the user is told, shared by both adapters so the pages read the same either way. The
 * wrong-e-mail and wrong-password cases share one message on purpose.
 */
export const authMessages = {
  invalidCredentials: "Invalid login credentials",
  emailNotConfirmed:
    "Email not confirmed. Please open the link we sent to your email address to confirm your account.",
  emailTaken: "An account with this email already exists.",
  passwordTooShort: "Password should be at least 8 characters.",
  passwordTooCommon: "This password is too common. Please choose a less common password.",
  passwordTooLong: "Password should be at most 128 characters.",
  invalidEmail: "Please enter a valid email address.",
  rateLimited: (retryAfterS: number) =>
    `Too many attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterS / 60))} minute${
      Math.ceil(retryAfterS / 60) > 1 ? "s" : ""
    }.`,
  invalidCode: "Invalid code. Please check your authenticator app and try again.",
  invalidTextedCode: "Invalid code. Please check the text message and try again.",
  codeExpired: "This code has expired or was already used. Please send a new code.",
  mailedCodeMissing: "Enter the code we sent to your email address.",
  mailedCodeWrong:
    "That is not the code we sent to your email address. Please check it and try again.",
  mailedCodeExpired:
    "The code we sent to your email address has expired or was already used. Please send a new code.",
  invalidPhone: phoneNumberMessages.format,
  phoneNotSupported: "Text message codes are not available. Please use an authenticator app.",
  phoneTaken: "This number already receives your sign-in codes.",
  tooManyFactors: "You have too many two-factor methods. Please remove one first.",
  notAPhone: "Codes for this method come from your authenticator app, not by text message.",
  smsNotSent:
    "We could not send the text message. Please check the number and try again in a few minutes.",
  mfaRequired: "Please enter your two-factor authentication code first.",
  notSignedIn: "Please sign in to continue.",
  factorNotFound: "That authenticator was not found.",
  invalidRecoveryCode: "Invalid recovery code. Please check it and try again.",
  recoveryNotOffered: "Recovery codes are not available.",
  invalidToken: "This confirmation link is invalid or has expired.",
  confirmPasswordWrong:
    "This is not the password chosen when this account was signed up. Please enter that password.",
  resetNeedsCode:
    "Two-factor sign-in is on for this account: enter the code from your authenticator app too.",
  invalidResetLink: "This password reset link is invalid or has expired. Please ask for a new one.",
  currentPasswordWrong: "Your current password is incorrect.",
  samePassword: "Your new password must be different from your current password.",
  unavailable: "The account service is unavailable right now. Please try again later.",
  emailNotSent: "We could not send the confirmation email. Please try again.",
} as const;

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(
  code: AuthErrorCode,
  message: string,
  retryAfterS?: number,
): Result<T> {
  return {
    ok: false,
    error: retryAfterS === undefined ? { code, message } : { code, message, retryAfterS },
  };
}
