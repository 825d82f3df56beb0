import type { LoaderFunctionArgs } from "@remix-run/node";
import { authMessages, getAuth } from "~/.server/auth";
import { returnToOf } from "~/.server/auth/auth-page";
import { getConfig } from "~/.server/config";
import { redirectWithToast } from "~/.server/toast";
import { authPath, authToasts } from "~/utils/forms/auth";

/**
 * `/auth/confirm?token_hash=…&type=email&next=…`, the link of the confirmation e-mail: confirms
 * the address once and signs the user in, then goes to `next` (when that is the auth page, to its
 * returnTo). An invalid or used link goes to /auth with the destructive toast.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const next = destinationOf(url.searchParams.get("next"), [
    url.origin,
    new URL(getConfig().siteUrl).origin,
  ]);
  const type = url.searchParams.get("type");
  const auth = await getAuth(request);
  const confirmed =
    type === "email" || type === "signup"
      ? await auth.confirmEmail(url.searchParams.get("token_hash") ?? "", type)
      : null;
  if (!confirmed?.ok) {
    return redirectWithToast(
      authPath({ returnTo: next }),
      {
        title: authToasts.errorTitle,
        description: confirmed?.error.message ?? authMessages.invalidToken,
        variant: "destructive",
      },
      { headers: auth.headers },
    );
  }
  return redirectWithToast(next, authToasts.confirmed, { headers: auth.headers });
}

/**
 * A safe path; `/auth?returnTo=x` (the sign-up's email redirect) means x itself. Supabase's
 * e-mail template passes the redirect as a full URL (`{{ .RedirectTo }}`): one on this site
 * counts as its path, any other site as "/".
 */
function destinationOf(next: string | null, ownOrigins: string[]): string {
  const path = returnToOf(sameSitePath(next, ownOrigins));
  const url = new URL(path, "http://site.invalid");
  return url.pathname === "/auth" ? returnToOf(url.searchParams.get("returnTo")) : path;
}

function sameSitePath(next: string | null, ownOrigins: string[]): string | null {
  if (!next || !/^https?:\/\//i.test(next)) return next;
  try {
    const url = new URL(next);
    return ownOrigins.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
