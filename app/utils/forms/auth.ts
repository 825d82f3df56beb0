import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { email, name, text } from "./fields";
import {
  MAX_BUSINESS_NAME,
  MAX_ID,
  MAX_RECOVERY_CODE_TYPED,
  MAX_WHY_BTE,
  MAX_YEARS_IN_BUSINESS,
  SIX_DIGITS,
} from "./auth-fields";
import { MAX_NAME, MAX_PASSWORD, MAX_PHONE } from "./limits";
import type { LeadFormResponse } from "./lead-form";

export const authFormMessages = {
  email: "Invalid email address",
  password: "Password is required",
  passwordTooLong: `Password should be at most ${MAX_PASSWORD} characters.`,
  fullName: "Name must be at least 2 characters",
  fullNameTooLong: `Name must be at most ${MAX_NAME} characters`,
  businessName: "Business name is required",
  businessNameTooLong: `Business name must be at most ${MAX_BUSINESS_NAME} characters`,
  telephone: "Please enter a valid phone number",
  yearsInBusiness: "Please enter the number of years in business (0 or more)",
  whyBTE: "Please tell us why you chose us",
  whyBTETooLong: "Please keep your answer under 2,000 characters",
  code: "Enter the 6-digit code from your authenticator app",
  textedCode: "Enter the 6-digit code from the text message",
  recoveryCode: "Enter one of your recovery codes",
} as const;

export type AuthFormResponse = Omit<LeadFormResponse, "result"> & {
  result?: SubmissionResult<string[]>;
  challengeId?: string;
  error?: string;
  unconfirmed?: boolean;
  notice?: string;
};

export const newConfirmationNotice =
  "If that address has an account waiting to be confirmed, we have sent it a new link. It works once, for 24 hours: open it to finish creating your account. Check your spam folder if it does not arrive in a few minutes.";

export const authToasts = {
  signedUp: { title: "Success!", description: "Please check your email to confirm your account." },
  signedIn: { title: "Welcome back!", description: "You have successfully signed in." },
  signedOut: {
    title: "Signed out successfully",
    description: "You have been signed out of your account.",
  },
  errorTitle: "Error",
  signOutErrorTitle: "Error signing out",
  confirmed: { title: "Success!", description: "Your email is confirmed and you are signed in." },
  codeSent: { title: "Code sent", description: "We texted a 6-digit code to your phone." },
  recoveryUsed: (codesLeft: number) => ({
    title: "Welcome back!",
    description: `You signed in with a recovery code. ${
      codesLeft === 1 ? "1 code is" : `${codesLeft} codes are`
    } left: if you lost your phone, set up two-factor authentication again on your account page.`,
  }),
  recoveryTurnedOff: {
    title: "Two-factor authentication is off",
    description:
      "You signed in with a recovery code, which turned two-factor authentication off. Please set it up again below.",
  },
} as const;

const password = z
  .string({ required_error: authFormMessages.password })
  .min(1, authFormMessages.password)
  .max(MAX_PASSWORD, authFormMessages.passwordTooLong);

export const signInSchema = z.object({
  email: email(authFormMessages.email),
  password,
});

export const signUpSchema = z.object({
  fullName: name(2, MAX_NAME, authFormMessages.fullName, authFormMessages.fullNameTooLong),
  businessName: name(
    1,
    MAX_BUSINESS_NAME,
    authFormMessages.businessName,
    authFormMessages.businessNameTooLong,
  ),
  telephone: text(10, MAX_PHONE, authFormMessages.telephone, authFormMessages.telephone),
  // Conform turns the text into a number (and an empty field into undefined) before zod reads it.
  yearsInBusiness: z
    .number({
      required_error: authFormMessages.yearsInBusiness,
      invalid_type_error: authFormMessages.yearsInBusiness,
    })
    .int(authFormMessages.yearsInBusiness)
    .min(0, authFormMessages.yearsInBusiness)
    .max(MAX_YEARS_IN_BUSINESS, authFormMessages.yearsInBusiness),
  whyBTE: text(1, MAX_WHY_BTE, authFormMessages.whyBTE, authFormMessages.whyBTETooLong),
  email: email(authFormMessages.email),
  password,
});

export const newConfirmationSchema = z.object({ email: email(authFormMessages.email) });

export function sixDigits(message: string) {
  return z.string({ required_error: message }).trim().regex(SIX_DIGITS, message);
}

export const challengeId = z
  .string({ required_error: "Missing code request" })
  .trim()
  .min(1)
  .max(MAX_ID);

export const totpCode = sixDigits(authFormMessages.code);

export const mfaSchema = z.object({ code: totpCode });

export const mfaPhoneSchema = z.object({
  code: sixDigits(authFormMessages.textedCode),
  challengeId,
});

export const recoverySchema = z.object({
  recoveryCode: z
    .string({ required_error: authFormMessages.recoveryCode })
    .trim()
    .min(1, authFormMessages.recoveryCode)
    .max(MAX_RECOVERY_CODE_TYPED, authFormMessages.recoveryCode),
});
