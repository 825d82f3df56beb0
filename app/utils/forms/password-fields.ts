import { codeConstraint, emailConstraint, passwordConstraint } from "./auth-fields";
import type { FormConstraint } from "./constraint";

export const passwordIntents = {
  forgot: "forgot-password",
  openLink: "open-reset-link",
  reset: "reset-password",
  change: "change-password",
} as const;

export const resetSentText =
  "If an account exists for that address, we have sent it a link to choose a new password. The link works once, for 1 hour. Check your spam folder if it does not arrive in a few minutes.";

export const forgotPasswordConstraint: FormConstraint = { email: emailConstraint };

const newPasswordConstraint: FormConstraint = {
  password: passwordConstraint,
  confirmPassword: passwordConstraint,
};

export const resetPasswordConstraint: FormConstraint = {
  ...newPasswordConstraint,
  code: { ...codeConstraint, required: false },
};

export const changePasswordConstraint: FormConstraint = {
  currentPassword: passwordConstraint,
  ...newPasswordConstraint,
};
