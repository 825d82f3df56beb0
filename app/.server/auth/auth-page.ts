import { parseWithZod } from "@conform-to/zod";
import type { Submission } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { createToast } from "~/utils/toast";
import {
  authIntents,
  authPath,
  authToasts,
  mfaSchema,
  signInSchema,
  signUpSchema,
} from "~/utils/forms/auth";
import type { LeadFormResponse } from "~/utils/forms/lead-form";
import { safeRedirect } from "~/utils/safe-redirect";
import { assertNotSpam } from "../security/honeypot";
import { redirectWithToast } from "../toast";
import { getAuth } from "./index";
import { authMessages, type AuthError, type AuthSession } from "./port";

export type AuthStep = "signin" | "signup" | "mfa";

/** The same-site path to go to after signing in (S-AUTH-04, S-AUTH-06): `returnTo` or "/". */
export function returnToOf(value: FormDataEntryValue | string | null | undefined): string {
  return safeRedirect(value, "/");
}

/**
 * GET /auth: a signed-in visitor goes straight to returnTo (S-AUTH-07); one who still owes the
 * second factor gets the code form; otherwise `?mode=signup` picks the sign-up form.
 */
export async function loadAuthPage(request: Request) {
  const url = new URL(request.url);
  const returnTo = returnToOf(url.searchParams.get("returnTo"));
  // A client-side link may pass returnTo in navigation state instead (S-AUTH-05).
  const returnToInQuery = url.searchParams.has("returnTo");
  const auth = getAuth(request);
  const state = await auth.state();
  if (state && !state.needsMfa) throw redirect(returnTo, { headers: auth.headers });
  const step: AuthStep = state?.needsMfa
    ? "mfa"
    : url.searchParams.get("mode") === "signup"
      ? "signup"
      : "signin";
  return data({ returnTo, returnToInQuery, step }, { headers: auth.headers });
}

/**
 * POST /auth, after the route's CSRF check: sign in, sign up or pass the second-factor
 * challenge (field `intent`).
 */
export async function submitAuthForm(request: Request, formData: FormData) {
  assertNotSpam(formData);
  const returnTo = returnToOf(
    formData.get("returnTo") ?? new URL(request.url).searchParams.get("returnTo"),
  );
  const auth = getAuth(request);
  switch (formData.get("intent")) {
    case authIntents.signIn:
      return signIn(auth, formData, returnTo);
    case authIntents.signUp:
      return signUp(auth, formData, returnTo);
    case authIntents.mfa:
      return passChallenge(auth, formData, returnTo);
    default:
      throw new Response("Unknown form", { status: 400, headers: auth.headers });
  }
}

async function signIn(auth: AuthSession, formData: FormData, returnTo: string) {
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") return invalid(auth, submission);
  const result = await auth.signIn(submission.value.email, submission.value.password);
  if (!result.ok) return failed(auth, submission, result.error);
  if (result.value.needsMfa) {
    return redirect(authPath({ returnTo, step: "mfa" }), { headers: auth.headers });
  }
  return redirectWithToast(returnTo, authToasts.signedIn, { headers: auth.headers });
}

async function signUp(auth: AuthSession, formData: FormData, returnTo: string) {
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success") return invalid(auth, submission);
  // The confirmation link comes back to this page with returnTo (S-AUTH-13).
  const result = await auth.signUp(submission.value, authPath({ returnTo }));
  if (!result.ok) return failed(auth, submission, result.error);
  // With confirmation on, the visitor signs in after opening the link; off, they are signed in.
  const next = result.value.needsConfirmation ? authPath({ returnTo }) : returnTo;
  return redirectWithToast(next, authToasts.signedUp, { headers: auth.headers });
}

async function passChallenge(auth: AuthSession, formData: FormData, returnTo: string) {
  const submission = parseWithZod(formData, { schema: mfaSchema });
  if (submission.status !== "success") return invalid(auth, submission);
  const state = await auth.state();
  if (!state?.needsMfa) return redirect(authPath({ returnTo }), { headers: auth.headers });
  const factors = await auth.factors();
  if (!factors.ok) return failed(auth, submission, factors.error);
  const factor = factors.value.find((f) => f.status === "verified" && f.type === "totp");
  if (!factor) {
    return failed(auth, submission, { code: "not_found", message: authMessages.factorNotFound });
  }
  const verified = await auth.verifyFactor(factor.id, submission.value.code);
  if (!verified.ok) return failed(auth, submission, verified.error);
  return redirectWithToast(returnTo, authToasts.signedIn, { headers: auth.headers });
}

/** The form's own field messages, input kept but never the password (400). */
function invalid(auth: AuthSession, submission: Submission<unknown>) {
  return data<LeadFormResponse>(
    { result: submission.reply({ hideFields: ["password"] }) },
    { status: 400, headers: auth.headers },
  );
}

/**
 * The port's refusal as the destructive toast 'Error' and a form-level message (S-AUTH-18),
 * input kept, password cleared: 429 with Retry-After when rate limited, 503 when the account
 * service is down, otherwise 400.
 */
function failed(auth: AuthSession, submission: Submission<unknown>, error: AuthError) {
  const headers = new Headers(auth.headers);
  let status = 400;
  if (error.code === "rate_limited") {
    status = 429;
    headers.set("Retry-After", String(error.retryAfterS ?? 60));
  } else if (error.code === "unavailable") {
    status = 503;
  }
  return data<LeadFormResponse>(
    {
      result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }),
      toast: createToast({
        title: authToasts.errorTitle,
        description: error.message,
        variant: "destructive",
      }),
    },
    { status, headers },
  );
}
