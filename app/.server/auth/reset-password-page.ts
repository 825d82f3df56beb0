import type { AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { authPath, authToasts } from "~/utils/forms/auth";
import { passwordIntents, passwordToasts, resetPasswordSchema } from "~/utils/forms/password";
import { assertNotSpam } from "../security/honeypot";
import { redirectWithToast } from "../flash-toast";
import { invalidReply, refusedReply } from "./form-replies";
import { openAuth } from "./index";
import { authMessages, type AuthSession } from "./port";
import { grantReset, hasResetGrant, spendResetGrant } from "./reset-grant";

/**
 * /auth/reset, where the reset e-mail's link lands (`?token_hash=…&type=recovery`). Like the
 * confirmation link, opening it changes nothing (mail scanners open links): the page shows one
 * button, whose POST uses the link once and signs its user in with a grant to choose a new
 * password (./reset-grant.ts). With two-factor on, the code comes next (/auth's second step),
 * then the page asks for the new password; setting it ends every other session.
 */
export type ResetPageView = { step: "link"; tokenHash: string } | { step: "choose" };

const FORGOT_PATH = "/auth/forgot";
const noStore = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

export async function loadResetPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const tokenHash = url.searchParams.get("token_hash");
  if (tokenHash !== null) {
    if (!isTokenHash(tokenHash) || url.searchParams.get("type") !== "recovery") {
      return invalidLink();
    }
    return data<ResetPageView>({ step: "link", tokenHash }, { headers: noStore });
  }
  const auth = await openAuth(request, context);
  const state = await auth.state();
  if (!state || !(await hasResetGrant(request, state.user.id))) {
    return invalidLink(auth.headers);
  }
  if (state.needsMfa) {
    throw redirect(authPath({ returnTo: "/auth/reset", step: "mfa" }), { headers: auth.headers });
  }
  const headers = new Headers(auth.headers);
  headers.set("Cache-Control", "private, no-store");
  return data<ResetPageView>({ step: "choose" }, { headers });
}

export async function submitResetForm(
  request: Request,
  formData: FormData,
  context: AppLoadContext,
) {
  assertNotSpam(formData);
  const auth = await openAuth(request, context);
  switch (formData.get("intent")) {
    case passwordIntents.openLink:
      return openLink(auth, formData);
    case passwordIntents.reset:
      return chooseNew(request, auth, formData);
    default:
      throw new Response("Unknown form", { status: 400, headers: auth.headers });
  }
}

async function openLink(auth: AuthSession, formData: FormData) {
  const tokenHash = formData.get("token_hash");
  if (typeof tokenHash !== "string" || !isTokenHash(tokenHash)) return invalidLink(auth.headers);
  const verified = await auth.verifyPasswordReset(tokenHash);
  if (!verified.ok) {
    if (verified.error.code === "invalid_token") return invalidLink(auth.headers);
    return redirectWithToast(FORGOT_PATH, errorToast(verified.error.message), {
      headers: auth.headers,
    });
  }
  const headers = new Headers(auth.headers);
  headers.append("Set-Cookie", await grantReset(verified.value.id));
  return redirect("/auth/reset", { headers });
}

async function chooseNew(request: Request, auth: AuthSession, formData: FormData) {
  const state = await auth.state();
  if (!state || !(await hasResetGrant(request, state.user.id))) return invalidLink(auth.headers);
  if (state.needsMfa) {
    return redirect(authPath({ returnTo: "/auth/reset", step: "mfa" }), { headers: auth.headers });
  }
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  if (submission.status !== "success") return invalidReply(auth, submission);
  const updated = await auth.updatePassword(submission.value.password, null);
  if (!updated.ok) return refusedReply(auth, submission, updated.error);
  const headers = new Headers(auth.headers);
  headers.append("Set-Cookie", await spendResetGrant());
  return redirectWithToast("/account", passwordToasts.changed, { headers });
}

/** The forgot-password page with the error toast: the link is used up, expired or not a link. */
function invalidLink(headers?: HeadersInit) {
  return redirectWithToast(FORGOT_PATH, errorToast(authMessages.invalidResetLink), { headers });
}

function errorToast(description: string) {
  return { title: authToasts.errorTitle, description, variant: "destructive" as const };
}

function isTokenHash(value: string) {
  return /^[\w-]{1,200}$/.test(value);
}
