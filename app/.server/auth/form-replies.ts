import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { createToast } from "~/utils/toast";
import { PRIVATE_NO_STORE } from "~/utils/cache-policy";
import { authToasts, type AuthFormResponse } from "~/utils/forms/auth";
import type { AuthError, AuthErrorCode } from "./port";

/**
 * How the account forms (/auth, /auth/forgot, /auth/reset, /account/password) answer when they
 * do not redirect. Passwords are never sent back: every field named like one is left out.
 */
const PASSWORD_FIELDS = ["password", "currentPassword", "confirmPassword"];

/**
 * The form's own field messages, input kept but never a password (400), unless `keepPassword`:
 * then the typed password comes back too, in an answer nobody stores.
 */
export function invalidReply(
  submission: Submission<unknown>,
  challengeId?: string,
  keepPassword = false,
) {
  return data<AuthFormResponse>(
    {
      result: submission.reply({ hideFields: keepPassword ? [] : PASSWORD_FIELDS }),
      ...(challengeId && { challengeId }),
    },
    { status: 400, headers: unstored() },
  );
}

/**
 * Which field of the sign-in and sign-up forms a refusal concerns, and whether the password
 * typed may stay in the box: it may when the refusal is not about its being wrong (too short or
 * too common, an address taken or unconfirmed). A wrong password, a limit or an outage belong
 * to the whole form, and the password is emptied.
 */
const REFUSAL_PLACES: Partial<Record<AuthErrorCode, { field: string; keepPassword: boolean }>> = {
  weak_password: { field: "password", keepPassword: true },
  email_not_confirmed: { field: "email", keepPassword: true },
  email_taken: { field: "email", keepPassword: true },
  invalid_input: { field: "email", keepPassword: true },
};

/**
 * A refusal of sign-in, sign-up or a new confirmation link, where it belongs (REFUSAL_PLACES):
 * under its field, kept there until that field changes, or above the form; no toast. An
 * unconfirmed address is offered a new link (`unconfirmed`). The answer is never stored, since
 * it may hold the typed password.
 */
export function placedRefusalReply(submission: Submission<unknown>, error: AuthError) {
  const { status, headers } = refusalStatus(error);
  const place = REFUSAL_PLACES[error.code];
  return data<AuthFormResponse>(
    {
      result: submission.reply({
        ...(place
          ? { fieldErrors: { [place.field]: [error.message] } }
          : { formErrors: [error.message] }),
        hideFields: place?.keepPassword ? [] : PASSWORD_FIELDS,
      }),
      error: error.message,
      ...(error.code === "email_not_confirmed" && { unconfirmed: true }),
    },
    { status, headers: unstored(headers) },
  );
}

/** The headers with `Cache-Control: private, no-store` (an answer that may hold a password). */
function unstored(headers?: Headers): Headers {
  const copy = new Headers(headers);
  copy.set("Cache-Control", PRIVATE_NO_STORE);
  return copy;
}

/**
 * The port's refusal as the destructive toast 'Error' and a form-level message (S-AUTH-18),
 * input kept, passwords cleared: 429 with Retry-After when rate limited, 503 when the account
 * service is down, otherwise 400.
 */
export function refusedReply(
  submission: Submission<unknown>,
  error: AuthError,
  challengeId?: string,
) {
  const { status, headers } = refusalStatus(error);
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
export function refusalStatus(error: AuthError) {
  const headers = new Headers();
  if (error.code === "rate_limited") {
    headers.set("Retry-After", String(error.retryAfterS ?? 60));
    return { status: 429, headers };
  }
  return { status: error.code === "unavailable" ? 503 : 400, headers };
}
