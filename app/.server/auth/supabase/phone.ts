import { isAuthError } from "@supabase/supabase-js";
import { authMessages, type AuthError, type AuthErrorCode } from "../port";

/** From supabase/auth internal/api/mfa.go; unlisted codes fall to ./errors.ts. */
type ByCode = Partial<Record<string, AuthErrorCode | AuthError>>;

const phoneOff: AuthError = { code: "invalid_input", message: authMessages.phoneNotSupported };
const expired: AuthError = { code: "invalid_code", message: authMessages.codeExpired };

export const enrolPhoneErrors: ByCode = {
  mfa_phone_enroll_not_enabled: phoneOff,
  // Our own E.164 check runs first; this is a backstop.
  validation_failed: { code: "invalid_input", message: authMessages.invalidPhone },
  mfa_verified_factor_exists: { code: "invalid_input", message: authMessages.phoneTaken },
  too_many_enrolled_mfa_factors: { code: "invalid_input", message: authMessages.tooManyFactors },
};

export const sendCodeErrors: ByCode = {
  mfa_phone_verify_not_enabled: phoneOff,
  sms_send_failed: { code: "unavailable", message: authMessages.smsNotSent },
};

export const verifyPhoneErrors: ByCode = {
  mfa_phone_verify_not_enabled: phoneOff,
  mfa_verification_failed: { code: "invalid_code", message: authMessages.invalidTextedCode },
  // Twilio Verify checks the code itself and answers 403 otp_expired for a wrong one.
  otp_expired: { code: "invalid_code", message: authMessages.invalidTextedCode },
  mfa_challenge_expired: expired,
  // A challenge already verified (or asked from another address) is refused as a mismatch.
  mfa_ip_address_mismatch: expired,
  mfa_factor_not_found: expired,
};

/** Supabase answers an unsent text with a plain 500, which would otherwise read as an outage. */
export function isSmsSendFailure(error: unknown): boolean {
  return isAuthError(error) && error.status === 500;
}
