import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { createToast } from "~/utils/toast";
import { authToasts, type AuthFormResponse } from "~/utils/forms/auth";
import type { AuthError, AuthSession } from "./port";

/**
 * How the account forms (/auth, /auth/forgot, /auth/reset, /account/password) answer when they
 * do not redirect. Passwords are never sent back: every field named like one is left out.
 */
const PASSWORD_FIELDS = ["password", "currentPassword", "confirmPassword"];

/** The form's own field messages, input kept but never a password (400). */
export function invalidReply(
  auth: AuthSession,
  submission: Submission<unknown>,
  challengeId?: string,
) {
  return data<AuthFormResponse>(
    {
      result: submission.reply({ hideFields: PASSWORD_FIELDS }),
      ...(challengeId && { challengeId }),
    },
    { status: 400, headers: auth.headers },
  );
}

/**
 * The port's refusal as the destructive toast 'Error' and a form-level message (S-AUTH-18),
 * input kept, passwords cleared: 429 with Retry-After when rate limited, 503 when the account
 * service is down, otherwise 400.
 */
export function refusedReply(
  auth: AuthSession,
  submission: Submission<unknown>,
  error: AuthError,
  challengeId?: string,
) {
  const { status, headers } = refusalStatus(auth, error);
  return data<AuthFormResponse>(
    {
      result: submission.reply({ formErrors: [error.message], hideFields: PASSWORD_FIELDS }),
      error: error.message,
      ...(challengeId && { challengeId }),
      toast: createToast({
        title: authToasts.errorTitle,
        description: error.message,
        variant: "destructive",
      }),
    },
    { status, headers },
  );
}

/** A refusal's status: 429 with Retry-After when rate limited, 503 when the service is down, else 400. */
export function refusalStatus(auth: AuthSession, error: AuthError) {
  const headers = new Headers(auth.headers);
  if (error.code === "rate_limited") {
    headers.set("Retry-After", String(error.retryAfterS ?? 60));
    return { status: 429, headers };
  }
  return { status: error.code === "unavailable" ? 503 : 400, headers };
}
