import { z } from "zod";
import { authFormMessages, challengeId, sixDigits, totpCode } from "./auth";
import { MAX_ID } from "./auth-fields";
import {
  compactPhoneNumber,
  isPhoneNumber,
  MAX_PHONE_NUMBER_TYPED,
  phoneNumberMessages,
} from "./phone-number";
import { EIGHT_DIGITS, FOUR_DIGITS, MAX_TOTP_URI, TOTP_SECRET } from "./security-fields";

export const securityToasts = {
  enabled: {
    title: "Two-factor authentication is on",
    description: "From now on, signing in also asks for a code from your authenticator app.",
  },
  phoneEnabled: {
    title: "Two-factor authentication is on",
    description: "From now on, signing in also asks for a code we text to your phone.",
  },
  codeSent: {
    title: "Code sent",
    description: "We texted a new 6-digit code to your phone.",
  },
  codeMailed: {
    title: "Code sent",
    description: "We sent a new code to your email address. Earlier codes no longer work.",
  },
  disabled: {
    title: "Two-factor authentication is off",
    description: "Signing in now needs only your email and password.",
  },
  signedOutOthers: {
    title: "Signed out everywhere else",
    description: "Every other device signed in to your account has been signed out.",
  },
} as const;

export const AUTHENTICATOR_NAME = "Authenticator app";
export const PHONE_FACTOR_NAME = "Text message";

const factorId = z.string({ required_error: "Missing factor" }).trim().min(1).max(MAX_ID);

export const mailedCodeMessage = "Enter the 8-digit code we sent to your email address.";

const mailedCode = z
  .string({ required_error: mailedCodeMessage })
  .trim()
  .regex(EIGHT_DIGITS, mailedCodeMessage);

export const activateSchema = z.object({
  factorId,
  code: totpCode,
  mailedCode,
  // Sent back with the code so a wrong code can show the same QR code and key again.
  secret: z.string().trim().regex(TOTP_SECRET).optional(),
  uri: z.string().trim().max(MAX_TOTP_URI).startsWith("otpauth://totp/").optional(),
});

export const factorSchema = z.object({ factorId });

const ending = z.string().trim().regex(FOUR_DIGITS).optional();

export const phoneNumber = z
  .string({ required_error: phoneNumberMessages.required })
  .trim()
  .min(1, phoneNumberMessages.required)
  .max(MAX_PHONE_NUMBER_TYPED, phoneNumberMessages.format)
  .transform(compactPhoneNumber)
  // A refinement rather than .regex(): Conform would copy a regex into the input's `pattern`,
  // and the browser would then refuse the spaced-out form that this schema accepts. zod still
  // runs it after a failed min or max, whose message is already given: those are let through.
  .refine(
    (value) => value === "" || value.length > MAX_PHONE_NUMBER_TYPED || isPhoneNumber(value),
    phoneNumberMessages.format,
  );

export const phoneEnrollSchema = z.object({ phone: phoneNumber });

export const phoneActivateSchema = z.object({
  factorId,
  challengeId,
  code: sixDigits(authFormMessages.textedCode),
  mailedCode,
  ending,
});

export const phoneResendSchema = z.object({
  factorId,
  challengeId: challengeId.optional(),
  ending,
});
