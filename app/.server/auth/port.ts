import { phoneNumberMessages } from "~/utils/forms/phone-number";

export type AuthUser = { id: string; email: string; createdAt: Date };

export type AssuranceLevel = "aal1" | "aal2";

/** aal1 without `needsMfa` means the user has no verified factor. */
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

export type AuthError = { code: AuthErrorCode; message: string; retryAfterS?: number };

export type Result<T> = { ok: true; value: T } | { ok: false; error: AuthError };

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

export type Factor = {
  id: string;
  type: FactorType;
  status: "verified" | "unverified";
  friendlyName: string;
  createdAt: Date;
  phone?: string;
};

export type TotpEnrollment = {
  factorId: string;
  secret: string;
  uri: string;
  qrDataUrl: string;
};

export interface AuthSession {
  /** Bound to ONE request: the route returns these on every path, as with @supabase/ssr. */
  readonly headers: Headers;
  readonly supportsPhoneFactors: boolean;
  /** Supabase needs SUPABASE_SERVICE_ROLE_KEY to remove the factors of a user who uses one. */
  readonly supportsRecoveryCodes: boolean;
  /** Checked against the server, never trusted from the cookie alone. */
  state(): Promise<AuthState>;
  /** needsConfirmation also for an existing address, so sign-up does not reveal accounts. */
  signUp(
    input: SignUpInput,
    emailRedirectTo: string,
  ): Promise<Result<{ needsConfirmation: boolean }>>;
  confirmEmail(
    tokenHash: string,
    type: "email" | "signup",
    password: string,
    signupKey?: string,
  ): Promise<Result<AuthUser>>;
  requestNewConfirmation(email: string, next: string): Promise<Result<null>>;
  signIn(email: string, password: string): Promise<Result<{ needsMfa: boolean }>>;
  signOut(): Promise<Result<null>>;
  factors(): Promise<Result<Factor[]>>;
  enrollTotp(friendlyName: string): Promise<Result<TotpEnrollment>>;
  enrollPhone(phone: string, friendlyName: string): Promise<Result<{ factorId: string }>>;
  sendCode(factorId: string): Promise<Result<{ challengeId: string }>>;
  /** TOTP factors make their own challenge; `challengeId` only matters for phone factors. */
  verifyFactor(
    factorId: string,
    code: string,
    challengeId?: string,
    mailedCode?: string,
  ): Promise<Result<null>>;
  sendEnrolmentCode(): Promise<Result<null>>;
  removeFactor(factorId: string): Promise<Result<null>>;
  recoveryCodesLeft(): Promise<Result<number>>;
  newRecoveryCodes(): Promise<Result<string[]>>;
  /** Supabase raises a session only by a factor's code, so it removes the factors instead. */
  useRecoveryCode(code: string): Promise<Result<RecoveryOutcome>>;
  requestPasswordReset(email: string): Promise<Result<null>>;
  /** Until the new password is set the link signs nobody in. */
  resetPassword(
    tokenHash: string,
    newPassword: string,
    code: string | null,
  ): Promise<Result<AuthUser>>;
  updatePassword(newPassword: string, currentPassword: string | null): Promise<Result<null>>;
  /** null when the adapter cannot list them (Supabase keeps no list a user may read). */
  sessions(): Promise<Result<SessionInfo[] | null>>;
  signOutOthers(): Promise<Result<null>>;
}

export type SessionInfo = { device: string; createdAt: Date; lastSeenAt: Date; current: boolean };

export type RecoveryOutcome = { codesLeft: number; factorsRemoved: boolean };

/** Supabase's OTP expiry is set to match. */
export const PASSWORD_RESET_TTL_S = 60 * 60;

export type AuthFactory = (request: Request) => AuthSession;

/** The wrong-e-mail and wrong-password cases share one message on purpose. */
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
  codesLimitedForAccount: (retryAfterS: number) =>
    `Too many wrong codes were entered for this account. Please try again in ${Math.max(1, Math.ceil(retryAfterS / 60))} minute${
      Math.ceil(retryAfterS / 60) > 1 ? "s" : ""
    }, or use a recovery code.`,
  tooManySignUps: (retryAfterS: number) =>
    `Too many sign-ups for this address today. Please try again in ${Math.max(1, Math.ceil(retryAfterS / 3600))} hour${
      Math.ceil(retryAfterS / 3600) > 1 ? "s" : ""
    }, or, if the address is yours, use "Forgot password?" to choose a password.`,
  confirmationRecentlySent: (retryAfterS: number) =>
    `If that address has an account waiting to be confirmed, a link went to it less than 5 minutes ago. Please check your inbox and spam folder, or ask again in ${Math.max(1, Math.ceil(retryAfterS / 60))} minute${
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
