import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { createToast } from "~/utils/toast";
import { PRIVATE_NO_STORE } from "~/utils/cache-policy";
import { authToasts, type AuthFormResponse } from "~/utils/forms/auth";
import type { AuthError, AuthErrorCode } from "./port";

/** Passwords are never sent back: every field named like one is left out. */
const PASSWORD_FIELDS = ["password", "currentPassword", "confirmPassword"];

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

/** keepPassword: the refusal is not about the password being wrong, so it may stay in the box. */
const REFUSAL_PLACES: Partial<Record<AuthErrorCode, { field: string; keepPassword: boolean }>> = {
  weak_password: { field: "password", keepPassword: true },
  email_not_confirmed: { field: "email", keepPassword: true },
  email_taken: { field: "email", keepPassword: true },
  invalid_input: { field: "email", keepPassword: true },
};

/** Never stored, since it may hold the typed password. */
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

function unstored(headers?: Headers): Headers {
  const copy = new Headers(headers);
  copy.set("Cache-Control", PRIVATE_NO_STORE);
  return copy;
}

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

export function refusalStatus(error: AuthError) {
  const headers = new Headers();
  if (error.code === "rate_limited") {
    headers.set("Retry-After", String(error.retryAfterS ?? 60));
    return { status: 429, headers };
  }
  return { status: error.code === "unavailable" ? 503 : 400, headers };
}
