import { isAuthError } from "@supabase/supabase-js";
import { authMessages, type AuthError, type AuthErrorCode } from "../port";

/**
 * How Supabase Auth's answers about phone (SMS) factors read in the port's words, from
 * supabase/auth internal/api/mfa.go (enrollPhoneFactor, challengePhoneFactor, verifyPhoneFactor).
 * Codes not listed here fall to the shared mapping of ./errors.ts.
 */
type ByCode = Partial<Record<string, AuthErrorCode | AuthError>>;

const phoneOff: AuthError = { code: "invalid_input", message: authMessages.phoneNotSupported };
const expired: AuthError = { code: "invalid_code", message: authMessages.codeExpired };

/** POST /factors with factor_type phone. */
export const enrolPhoneErrors: ByCode = {
  // "Phone" is not enabled under Multi-Factor in the project.
  mfa_phone_enroll_not_enabled: phoneOff,
  // "Invalid phone number format (E.164 required)": our own check runs first; this is a backstop.
  validation_failed: { code: "invalid_input", message: authMessages.invalidPhone },
  mfa_verified_factor_exists: { code: "invalid_input", message: authMessages.phoneTaken },
  too_many_enrolled_mfa_factors: { code: "invalid_input", message: authMessages.tooManyFactors },
};

/** POST /factors/{id}/challenge with channel sms (Supabase sends the text message). */
export const sendCodeErrors: ByCode = {
  mfa_phone_verify_not_enabled: phoneOff,
  // The provider refused the message (the phone sign-in path answers it so).
  sms_send_failed: { code: "unavailable", message: authMessages.smsNotSent },
};

/** POST /factors/{id}/verify of a phone factor, with the challenge that sent the code. */
export const verifyPhoneErrors: ByCode = {
  mfa_phone_verify_not_enabled: phoneOff,
  mfa_verification_failed: { code: "invalid_code", message: authMessages.invalidTextedCode },
  // Twilio Verify checks the code itself and answers 403 otp_expired for a wrong one.
  otp_expired: { code: "invalid_code", message: authMessages.invalidTextedCode },
  mfa_challenge_expired: expired,
  // A challenge already verified (or asked from another address) is refused as a mismatch.
  mfa_ip_address_mismatch: expired,
  // The factor was checked first, so what is missing is the challenge.
  mfa_factor_not_found: expired,
};

/**
 * Supabase answers a challenge whose text message could not be sent with a plain 500
 * ("error sending message", "Failed to get SMS provider", "error invoking hook"), which would
 * otherwise read as the account service being down: the visitor is told the message did not go.
 * supabase-js raises a 500 as a retryable fetch error carrying the status (an AuthApiError in
 * older versions); no answer at all (status 0) or a gateway's 502–504 is still an outage.
 */
export function isSmsSendFailure(error: unknown): boolean {
  return isAuthError(error) && error.status === 500;
}
