import { z } from "zod";
import { email } from "./fields";
import { authFormMessages, sixDigits } from "./auth";
import { MAX_PASSWORD } from "./limits";

const passwordFormMessages = {
  currentPassword: "Please enter your current password",
  newPassword: "Please choose a new password",
  confirmPassword: "Please type the new password again",
  mismatch: "The passwords do not match",
} as const;

export const passwordToasts = {
  resetSent: {
    title: "Check your email",
    description:
      "If an account exists for that address, we have sent it a link to choose a new password.",
  },
  changed: {
    title: "Password changed",
    description: "Your password has been changed. Other devices have been signed out.",
  },
} as const;

const secret = (message: string) =>
  z
    .string({ required_error: message })
    .min(1, message)
    .max(MAX_PASSWORD, authFormMessages.passwordTooLong);

export const forgotPasswordSchema = z.object({ email: email(authFormMessages.email) });

const newPasswordFields = {
  password: secret(passwordFormMessages.newPassword),
  confirmPassword: secret(passwordFormMessages.confirmPassword),
};

function matching<T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["confirmPassword"],
      message: passwordFormMessages.mismatch,
    });
  }
}

export const resetPasswordSchema = z
  .object({ ...newPasswordFields, code: sixDigits(authFormMessages.code).optional() })
  .superRefine(matching);

export const changePasswordSchema = z
  .object({ currentPassword: secret(passwordFormMessages.currentPassword), ...newPasswordFields })
  .superRefine(matching);
