import { z } from "zod";
import { totpCode } from "./auth";

/**
 * The two-factor forms of the account page's Security part: turn an authenticator app on
 * (enrol, then activate with a code), give up a half-done enrolment, or turn it off.
 */
export const securityIntents = {
  enroll: "mfa-enroll",
  activate: "mfa-activate",
  cancel: "mfa-cancel",
  remove: "mfa-remove",
} as const;

export const securityToasts = {
  enabled: {
    title: "Two-factor authentication is on",
    description: "From now on, signing in also asks for a code from your authenticator app.",
  },
  disabled: {
    title: "Two-factor authentication is off",
    description: "Signing in now needs only your email and password.",
  },
} as const;

/** The name the factor gets at the auth service (one authenticator app per account). */
export const AUTHENTICATOR_NAME = "Authenticator app";

const factorId = z.string({ required_error: "Missing factor" }).trim().min(1).max(100);

export const activateSchema = z.object({
  factorId,
  code: totpCode,
  // Sent back with the code so a wrong code can show the same QR code and key again.
  secret: z
    .string()
    .trim()
    .regex(/^[A-Z2-7]{16,64}=*$/)
    .optional(),
  uri: z.string().trim().max(1000).startsWith("otpauth://totp/").optional(),
});

export const factorSchema = z.object({ factorId });
