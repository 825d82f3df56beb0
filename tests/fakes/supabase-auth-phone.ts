import { randomInt, randomUUID } from "node:crypto";
import { ApiError } from "./supabase-auth-api-error";
import type { FakeChallenge, FakeFactor, FakeUser, Settings } from "./supabase-auth-model";

/**
 * Phone (SMS) factors of the fake Supabase Auth, as supabase/auth internal/api/mfa.go and
 * phone.go serve them: enrolment with an E.164 number (kept without its `+`), a challenge that
 * texts a 6-digit code at most once a minute per factor, and a verify that compares the code
 * with the one its challenge sent. No SMS leaves the machine: each message is recorded, so a
 * test can read the code as a person would read their phone.
 */
export type SentText = {
  /** The number as the service keeps it: digits only, no `+`. */
  to: string;
  code: string;
  factorId: string;
  challengeId: string;
  channel: string;
  sentAt: Date;
};

/** validatePhone: spaces and a leading `+` dropped, then ^[1-9][0-9]{1,14}$. */
export function storedPhone(value: unknown): string {
  if (typeof value !== "string" || value === "") {
    throw new ApiError(400, "validation_failed", "Phone number required to enroll Phone factor");
  }
  const phone = value.replace(/^\+/, "").replaceAll(" ", "");
  if (!/^[1-9][0-9]{1,14}$/.test(phone)) {
    throw new ApiError(400, "validation_failed", "Invalid phone number format (E.164 required)");
  }
  return phone;
}

/**
 * enrollPhoneFactor's first step: the user's unverified factors with this number are dropped,
 * and a verified one with it refuses the enrolment.
 */
export function samePhoneCheck(
  factors: Map<string, FakeFactor>,
  user: FakeUser,
  phone: string,
): void {
  for (const factor of [...factors.values()]) {
    if (factor.userId !== user.id || factor.factorType !== "phone" || factor.phone !== phone) {
      continue;
    }
    if (factor.status === "verified") {
      throw new ApiError(
        422,
        "mfa_verified_factor_exists",
        "A verified phone factor already exists, unenroll the existing factor to continue",
      );
    }
    factors.delete(factor.id);
  }
}

/** challengePhoneFactor: channel check, the once-a-minute limit, then the code is "sent". */
export function textCode(
  factor: FakeFactor,
  body: Record<string, unknown>,
  settings: Settings,
  now: number,
  ip: string,
  sent: SentText[],
): FakeChallenge {
  const channel = typeof body.channel === "string" && body.channel ? body.channel : "sms";
  // WhatsApp works with Twilio only; the fake models a plain SMS provider.
  if (channel !== "sms") {
    throw new ApiError(
      400,
      "validation_failed",
      "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    );
  }
  if (factor.lastChallengedAt !== null) {
    const next = factor.lastChallengedAt + settings.smsMaxFrequencyS * 1000;
    if (next > now) {
      throw new ApiError(
        429,
        "over_sms_send_rate_limit",
        `For security purposes, you can only request this after ${Math.floor((next - now) / 1000)} seconds.`,
      );
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const challenge: FakeChallenge = {
    id: randomUUID(),
    factorId: factor.id,
    createdAt: now,
    verifiedAt: null,
    ip,
    otpCode: code,
  };
  sent.push({
    to: factor.phone,
    code,
    factorId: factor.id,
    challengeId: challenge.id,
    channel,
    sentAt: new Date(now),
  });
  return challenge;
}

/** verifyPhoneFactor: the code must be the one its challenge texted. */
export function checkTextedCode(challenge: FakeChallenge, code: string): void {
  if (challenge.otpCode === null || challenge.otpCode !== code) {
    throw new ApiError(422, "mfa_verification_failed", "Invalid MFA Phone code entered");
  }
}
