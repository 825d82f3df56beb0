import type { LoadContext } from "~/.server/context";
import type { AppContext } from "../app-context";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "react-router";
import { authToasts, type AuthFormResponse } from "~/utils/forms/auth";
import { passwordToasts, resetPasswordSchema } from "~/utils/forms/password";
import { passwordIntents } from "~/utils/forms/password-fields";
import { assertNotSpam } from "../security/honeypot";
import { redirectWithToast } from "../flash-toast";
import { invalidReply, refusedReply } from "./form-replies";
import { openAuth } from "./index";
import { authMessages, type AuthSession } from "./port";
import { grantReset, resetGrantOf, spendResetGrant } from "./reset-grant";

/** Opening the link changes nothing (mail scanners open links); its button keeps it in a grant cookie. */
export type ResetPageView = { step: "link"; tokenHash: string } | { step: "choose" };

const FORGOT_PATH = "/auth/forgot";
const noStore = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

export async function loadResetPage(request: Request) {
  const url = new URL(request.url);
  const tokenHash = url.searchParams.get("token_hash");
  if (tokenHash !== null) {
    if (!isTokenHash(tokenHash) || url.searchParams.get("type") !== "recovery") {
      return invalidLink();
    }
    return data<ResetPageView>({ step: "link", tokenHash }, { headers: noStore });
  }
  if (!(await resetGrantOf(request))) return invalidLink();
  return data<ResetPageView>({ step: "choose" }, { headers: noStore });
}

export async function submitResetForm(
  app: AppContext,
  request: Request,
  { formData, context }: { formData: FormData; context: LoadContext },
) {
  await assertNotSpam(formData);
  switch (formData.get("intent")) {
    case passwordIntents.openLink:
      return openLink(formData);
    case passwordIntents.reset:
      return chooseNew(request, await openAuth(request, context), formData);
    default:
      throw new Response("Unknown form", { status: 400 });
  }
}

async function openLink(formData: FormData) {
  const tokenHash = formData.get("token_hash");
  if (typeof tokenHash !== "string" || !isTokenHash(tokenHash)) return invalidLink();
  return redirect("/auth/reset", {
    headers: { "Set-Cookie": await grantReset(tokenHash), ...noStore },
  });
}

async function chooseNew(request: Request, auth: AuthSession, formData: FormData) {
  const tokenHash = await resetGrantOf(request);
  if (!tokenHash) return invalidLink();
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  if (submission.status !== "success") return invalidReply(submission);
  const { password, code } = submission.value;
  const reset = await auth.resetPassword(tokenHash, password, code ?? null);
  if (!reset.ok) {
    if (reset.error.code === "invalid_token") {
      const headers = new Headers();
      headers.append("Set-Cookie", await spendResetGrant());
      return invalidLink(headers);
    }
    if (reset.error.code === "mfa_required" || reset.error.code === "invalid_code") {
      return data<AuthFormResponse>(
        {
          result: submission.reply({
            fieldErrors: { code: [reset.error.message] },
            hideFields: ["password", "confirmPassword"],
          }),
          error: reset.error.message,
        },
        { status: 400 },
      );
    }
    return refusedReply(submission, reset.error);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await spendResetGrant());
  return redirectWithToast("/account", passwordToasts.changed, { headers });
}

function invalidLink(headers?: HeadersInit) {
  return redirectWithToast(FORGOT_PATH, errorToast(authMessages.invalidResetLink), { headers });
}

function errorToast(description: string) {
  return { title: authToasts.errorTitle, description, variant: "destructive" as const };
}

function isTokenHash(value: string) {
  return /^[\w-]{1,200}$/.test(value);
}
