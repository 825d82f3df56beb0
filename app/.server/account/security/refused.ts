import { data } from "react-router";
import { authToasts } from "~/utils/forms/auth";
import type { SecurityResponse } from "~/utils/account-security";
import { createToast } from "~/utils/toast";
import type { AuthError } from "../../auth";

/** The port's refusal as the form's message and the error toast, with the status it calls for. */
export function refused(
  intent: string,
  error: AuthError,
  extra: Omit<SecurityResponse, "intent" | "error" | "toast"> = {},
) {
  const headers = new Headers();
  const status = statusOf(error);
  if (status === 429) headers.set("Retry-After", String(error.retryAfterS ?? 60));
  const toast = createToast({
    title: authToasts.errorTitle,
    description: error.message,
    variant: "destructive",
  });
  return data<SecurityResponse>(
    { intent, error: error.message, toast, ...extra },
    { status, headers },
  );
}

function statusOf(error: AuthError): number {
  switch (error.code) {
    case "rate_limited":
      return 429;
    case "not_found":
      return 404;
    case "mfa_required":
      return 403;
    case "unavailable":
      return 503;
    case "not_signed_in":
      return 401;
    default:
      return 400;
  }
}
