import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { authPath, authToasts } from "~/utils/forms/auth";
import { assertNotSpam } from "../security/honeypot";
import { redirectWithToast } from "../flash-toast";
import { returnToOf } from "./auth-page";
import { confirmLinkParts } from "~/utils/confirm-link";
import { configOf } from "../app-context";
import { openAuth } from "./index";
import { authMessages } from "./port";

/**
 * /auth/confirm, the link of the confirmation e-mail (`?token_hash=…&type=email&next=…`). Opening
 * it changes nothing: mail scanners open links, and a GET that used the token would leave the
 * person who signed up with a dead link. The page shows one button; its POST confirms the address
 * once, signs the user in and goes to `next` (when that is the auth page, to its returnTo).
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
export async function loadConfirmPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const link = linkOf(
    (name) => url.searchParams.get(name),
    originsOf(url, configOf(context).siteUrl),
  );
  const headers = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
  if (!link) return invalidLink(destinationOf(url.searchParams.get("next"), []), headers);
  return data(link, { headers });
}

/** POST (after the action wrapper's checks): confirms once, signs in, goes on with a toast. */
export async function submitConfirmForm(
  request: Request,
  formData: FormData,
  context: AppLoadContext,
) {
  assertNotSpam(formData);
  const field = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : null;
  };
  const link = linkOf(field, originsOf(new URL(request.url), configOf(context).siteUrl));
  if (!link) return invalidLink(destinationOf(field("next"), []));
  const auth = await openAuth(request, context);
  const confirmed = await auth.confirmEmail(link.tokenHash, link.type, link.signupKey || undefined);
  if (!confirmed.ok) {
    return redirectWithToast(
      authPath({ returnTo: link.next }),
      {
        title: authToasts.errorTitle,
        description: confirmed.error.message,
        variant: "destructive",
      },
      { headers: auth.headers },
    );
  }
  return redirectWithToast(link.next, authToasts.confirmed, { headers: auth.headers });
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
