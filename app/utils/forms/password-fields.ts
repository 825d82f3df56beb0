import { codeConstraint, emailConstraint, passwordConstraint } from "./auth-fields";
import type { FormConstraint } from "./constraint";

/** The password forms' names, text and input rules, for the pages without the schemas. */

export const passwordIntents = {
  forgot: "forgot-password",
  openLink: "open-reset-link",
  reset: "reset-password",
  change: "change-password",
} as const;

/** What the forgot-password page says once the form is sent (the same for every address). */
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
