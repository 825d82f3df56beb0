import { isAuthApiError, isAuthError, isAuthRetryableFetchError } from "@supabase/supabase-js";
import { authMessages, type AuthError, type AuthErrorCode } from "../port";

const DEFAULT_RETRY_AFTER_S = 60;

const signedOutCodes = new Set([
  "no_authorization",
  "bad_jwt",
  "session_not_found",
  "session_expired",
  "user_not_found",
  "refresh_token_not_found",
  "refresh_token_already_used",
]);

const rateLimitCodes = new Set([
  "over_request_rate_limit",
  "over_email_send_rate_limit",
  "over_sms_send_rate_limit",
]);

export function serviceCode(error: unknown): string | undefined {
  return isAuthError(error) && typeof error.code === "string" ? error.code : undefined;
}

export function isSignedOutError(error: unknown): boolean {
  if (!isAuthError(error)) return false;
  if (error.name === "AuthSessionMissingError") return true;
  const code = serviceCode(error);
  return code !== undefined && signedOutCodes.has(code);
}

function isUnavailableError(error: unknown): boolean {
  if (!isAuthError(error)) return true; // not from supabase-js's request path: treat as an outage
  if (isAuthRetryableFetchError(error) || error.name === "AuthUnknownError") return true;
  return typeof error.status === "number" && error.status >= 500;
}

export function portError(
  error: unknown,
  byCode: Partial<Record<string, AuthErrorCode | AuthError>> = {},
  fallback: AuthErrorCode = "unavailable",
): AuthError {
  if (isUnavailableError(error)) return unavailable();
  const code = serviceCode(error);
  if (
    (code !== undefined && rateLimitCodes.has(code)) ||
    (isAuthApiError(error) && error.status === 429)
  ) {
    const retryAfterS = retryAfterOf(error instanceof Error ? error.message : "");
    return { code: "rate_limited", message: authMessages.rateLimited(retryAfterS), retryAfterS };
  }
  const mapped = (code !== undefined ? byCode[code] : undefined) ?? commonCodes[code ?? ""];
  if (typeof mapped === "object") return mapped;
  if (mapped) return { code: mapped, message: messageFor(mapped, error) };
  if (isSignedOutError(error)) return { code: "not_signed_in", message: authMessages.notSignedIn };
  return { code: fallback, message: messageFor(fallback, error) };
}

export function unavailable(): AuthError {
  return { code: "unavailable", message: authMessages.unavailable };
}

const commonCodes: Record<string, AuthErrorCode> = {
  invalid_credentials: "invalid_credentials",
  email_not_confirmed: "email_not_confirmed",
  user_already_exists: "email_taken",
  email_exists: "email_taken",
  weak_password: "weak_password",
  email_address_invalid: "invalid_input",
  insufficient_aal: "mfa_required",
  mfa_factor_not_found: "not_found",
  mfa_verification_failed: "invalid_code",
  mfa_challenge_expired: "invalid_code",
  otp_expired: "invalid_token",
};

function messageFor(code: AuthErrorCode, error: unknown): string {
  switch (code) {
    case "invalid_credentials":
      return authMessages.invalidCredentials;
    case "email_not_confirmed":
      return authMessages.emailNotConfirmed;
    case "email_taken":
      return authMessages.emailTaken;
    case "invalid_input":
      return authMessages.invalidEmail;
    case "mfa_required":
      return authMessages.mfaRequired;
    case "not_found":
      return authMessages.factorNotFound;
    case "invalid_code":
      return authMessages.invalidCode;
    case "invalid_token":
      return authMessages.invalidToken;
    case "not_signed_in":
      return authMessages.notSignedIn;
    case "weak_password":
      // Our own rules run first; this is a stricter project policy, whose message says what it wants.
      return error instanceof Error && error.message
        ? error.message
        : authMessages.passwordTooShort;
    default:
      return authMessages.unavailable;
  }
}

export function retryAfterOf(message: string): number {
  const seconds = /after (\d+) seconds?/i.exec(message)?.[1];
  return seconds ? Math.max(1, Number(seconds)) : DEFAULT_RETRY_AFTER_S;
}

/** Never the error's text: an SMS provider's refusal can quote the phone number. */
export function errorFields(error: unknown): Record<string, unknown> {
  return { error };
}
