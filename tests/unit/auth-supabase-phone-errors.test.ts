import { AuthApiError, AuthRetryableFetchError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { authMessages } from "~/.server/auth/port";
import { portError } from "~/.server/auth/supabase/errors";
import {
  enrolPhoneErrors,
  isSmsSendFailure,
  sendCodeErrors,
  verifyPhoneErrors,
} from "~/.server/auth/supabase/phone";

const api = (status: number, code: string, message = "x") =>
  new AuthApiError(message, status, code);

describe("Supabase's answers about phone factors, in the port's words", () => {
  it("enrolment: phone MFA off, a malformed or taken number, too many factors", () => {
    expect(portError(api(422, "mfa_phone_enroll_not_enabled"), enrolPhoneErrors)).toEqual({
      code: "invalid_input",
      message: authMessages.phoneNotSupported,
    });
    expect(portError(api(400, "validation_failed"), enrolPhoneErrors)).toEqual({
      code: "invalid_input",
      message: authMessages.invalidPhone,
    });
    expect(portError(api(422, "mfa_verified_factor_exists"), enrolPhoneErrors).message).toBe(
      authMessages.phoneTaken,
    );
    expect(portError(api(422, "too_many_enrolled_mfa_factors"), enrolPhoneErrors).message).toBe(
      authMessages.tooManyFactors,
    );
    expect(portError(api(403, "insufficient_aal"), enrolPhoneErrors).code).toBe("mfa_required");
  });

  it("sending: Supabase's once-a-minute limit is a wait; phone MFA off is said so", () => {
    const tooSoon = api(
      429,
      "over_sms_send_rate_limit",
      "For security purposes, you can only request this after 42 seconds.",
    );
    expect(portError(tooSoon, sendCodeErrors)).toMatchObject({
      code: "rate_limited",
      retryAfterS: 42,
    });
    expect(portError(api(422, "mfa_phone_verify_not_enabled"), sendCodeErrors)).toEqual({
      code: "invalid_input",
      message: authMessages.phoneNotSupported,
    });
    expect(portError(api(422, "sms_send_failed"), sendCodeErrors)).toEqual({
      code: "unavailable",
      message: authMessages.smsNotSent,
    });
  });

  it("a 500 while sending is the SMS provider failing; no answer or a gateway error is an outage", () => {
    // supabase-js raises a 500 as a retryable fetch error with the status.
    expect(isSmsSendFailure(new AuthRetryableFetchError("error sending message", 500))).toBe(true);
    expect(isSmsSendFailure(api(500, "unexpected_failure"))).toBe(true);
    expect(isSmsSendFailure(new AuthRetryableFetchError("fetch failed", 0))).toBe(false);
    expect(isSmsSendFailure(new AuthRetryableFetchError("HTTP 503", 503))).toBe(false);
    expect(isSmsSendFailure(api(429, "over_sms_send_rate_limit"))).toBe(false);
    expect(isSmsSendFailure(new Error("boom"))).toBe(false);
  });

  it("verifying: a wrong code, and a challenge that expired, was used or is unknown", () => {
    for (const wrong of [api(422, "mfa_verification_failed"), api(403, "otp_expired")]) {
      expect(portError(wrong, verifyPhoneErrors)).toEqual({
        code: "invalid_code",
        message: authMessages.invalidTextedCode,
      });
    }
    for (const code of [
      "mfa_challenge_expired",
      "mfa_ip_address_mismatch",
      "mfa_factor_not_found",
    ]) {
      expect(portError(api(422, code), verifyPhoneErrors)).toEqual({
        code: "invalid_code",
        message: authMessages.codeExpired,
      });
    }
  });
});
