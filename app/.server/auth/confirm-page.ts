import type { LoadContext } from "~/.server/context";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "react-router";
import { confirmAccountSchema } from "~/utils/forms/confirm";
import type { AuthFormResponse } from "~/utils/forms/auth";
import { authToasts } from "~/utils/forms/auth";
import { authPath } from "~/utils/forms/auth-fields";
import { assertNotSpam } from "../security/honeypot";
import { redirectWithToast } from "../flash-toast";
import { returnToOf } from "./auth-page";
import { confirmLinkParts } from "~/utils/confirm-link";
import type { AppContext } from "../app-context";
import { openAuth } from "./index";
import { authMessages, type AuthError } from "./port";
import { invalidReply, refusalStatus } from "./form-replies";

/** A GET changes nothing: mail scanners open links and would burn the token. */
export type ConfirmLink = {
  tokenHash: string;
  type: "email" | "signup";
  next: string;
  signupKey: string;
};

function linkOf(read: (name: string) => string | null, ownOrigins: string[]): ConfirmLink | null {
  const parts = confirmLinkParts(read);
  const { tokenHash, type } = parts;
  const next = destinationOf(parts.next, ownOrigins);
  if (!/^[\w-]{1,200}$/.test(tokenHash) || (type !== "email" && type !== "signup")) return null;
  const signupKey = /^[\w-]{1,100}$/.test(parts.signupKey ?? "") ? parts.signupKey! : "";
  return { tokenHash, type, next, signupKey };
}

export async function loadConfirmPage(app: Pick<AppContext, "config">, request: Request) {
  const url = new URL(request.url);
  const link = linkOf((name) => url.searchParams.get(name), originsOf(url, app.config.siteUrl));
  const headers = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
  if (!link) return invalidLink(destinationOf(url.searchParams.get("next"), []), headers);
  return data(link, { headers });
}

export async function submitConfirmForm(
  app: AppContext,
  request: Request,
  { formData, context }: { formData: FormData; context: LoadContext },
) {
  await assertNotSpam(formData);
  const field = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : null;
  };
  const link = linkOf(field, originsOf(new URL(request.url), app.config.siteUrl));
  if (!link) return invalidLink(destinationOf(field("next"), []));
  const auth = await openAuth(request, context);
  const submission = parseWithZod(formData, { schema: confirmAccountSchema });
  if (submission.status !== "success") return invalidReply(submission);
  const confirmed = await auth.confirmEmail(
    link.tokenHash,
    link.type,
    submission.value.password,
    link.signupKey || undefined,
  );
  if (!confirmed.ok && confirmed.error.code !== "invalid_token") {
    return passwordRefused(submission, confirmed.error);
  }
  if (!confirmed.ok) {
    return redirectWithToast(authPath({ returnTo: link.next }), {
      title: authToasts.errorTitle,
      description: confirmed.error.message,
      variant: "destructive",
    });
  }
  return redirectWithToast(link.next, authToasts.confirmed);
}

function passwordRefused(submission: Submission<unknown>, error: AuthError) {
  const { status, headers } = refusalStatus(error);
  return data<AuthFormResponse>(
    {
      result: submission.reply({
        fieldErrors: { password: [error.message] },
        hideFields: ["password"],
      }),
      error: error.message,
    },
    { status, headers },
  );
}

function invalidLink(next: string, headers?: HeadersInit) {
  return redirectWithToast(
    authPath({ returnTo: next }),
    {
      title: authToasts.errorTitle,
      description: authMessages.invalidToken,
      variant: "destructive",
    },
    { headers },
  );
}

function originsOf(url: URL, siteUrl: string): string[] {
  return [url.origin, new URL(siteUrl).origin];
}

/** Supabase's template passes the redirect as a full URL; one on this site counts as its path. */
function destinationOf(next: string | null, ownOrigins: string[]): string {
  const path = returnToOf(next, ownOrigins);
  const url = new URL(path, "http://site.invalid");
  return url.pathname === "/auth" ? returnToOf(url.searchParams.get("returnTo")) : path;
}
