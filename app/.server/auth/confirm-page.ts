import type { AppLoadContext } from "@remix-run/node";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
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

/**
 * /auth/confirm, the link of the confirmation e-mail (`?token_hash=…&type=email&next=…`). Opening
 * it changes nothing: mail scanners open links, and a GET that used the token would leave the
 * person who signed up with a dead link. The page asks for the password chosen at sign-up; its
 * POST confirms the address once with that sign-up's password (ADR 28), signs the user in and
 * goes to `next` (when that is the auth page, to its returnTo).
 */
export type ConfirmLink = {
  tokenHash: string;
  type: "email" | "signup";
  next: string;
  /** The Supabase sign-up's key (ADR 18), posted back with the button; "" when none. */
  signupKey: string;
};

/** What the link (or the page's form) carries, or null when it cannot be a confirmation link. */
function linkOf(read: (name: string) => string | null, ownOrigins: string[]): ConfirmLink | null {
  const parts = confirmLinkParts(read);
  const { tokenHash, type } = parts;
  const next = destinationOf(parts.next, ownOrigins);
  if (!/^[\w-]{1,200}$/.test(tokenHash) || (type !== "email" && type !== "signup")) return null;
  const signupKey = /^[\w-]{1,100}$/.test(parts.signupKey ?? "") ? parts.signupKey! : "";
  return { tokenHash, type, next, signupKey };
}

/** GET: the page with the button, or /auth with the error toast for a link that cannot work. */
export async function loadConfirmPage(app: Pick<AppContext, "config">, request: Request) {
  const url = new URL(request.url);
  const link = linkOf((name) => url.searchParams.get(name), originsOf(url, app.config.siteUrl));
  const headers = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
  if (!link) return invalidLink(destinationOf(url.searchParams.get("next"), []), headers);
  return data(link, { headers });
}

/**
 * POST (after the action wrapper's checks): the password chosen at sign-up confirms once, signs
 * in and goes on with a toast. A missing or wrong password is an error on its field (the link
 * stays usable); a link that cannot work goes to /auth with the error toast.
 */
export async function submitConfirmForm(
  app: AppContext,
  request: Request,
  { formData, context }: { formData: FormData; context: AppLoadContext },
) {
  assertNotSpam(formData);
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

/** The refusal as the password field's error (429 with Retry-After when rate limited). */
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

/**
 * A safe path (one helper for every redirect target, ~/utils/safe-redirect); `/auth?returnTo=x`
 * (the sign-up's email redirect) means x itself. Supabase's e-mail template passes the redirect
 * as a full URL (`{{ .RedirectTo }}`): one on this site counts as its path, any other site as "/".
 */
function destinationOf(next: string | null, ownOrigins: string[]): string {
  const path = returnToOf(next, ownOrigins);
  const url = new URL(path, "http://site.invalid");
  return url.pathname === "/auth" ? returnToOf(url.searchParams.get("returnTo")) : path;
}
