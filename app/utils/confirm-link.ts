/**
 * The parts of a confirmation link, `/auth/confirm?token_hash=…&type=email&next=…`, read the same
 * way by the confirm page and the tests. With Supabase Auth, `next` is the sign-up's redirect URL
 * (`{{ .RedirectTo }}`), into which the adapter put `signup_key`: the key of the sealed password
 * (ADR 18). The key is taken out of `next`, so it never reaches the page the user lands on.
 */
export const SIGNUP_KEY_PARAM = "signup_key";

export type LinkParts = {
  tokenHash: string;
  type: string | null;
  /** `next` without the key: a path or a URL, still to be checked as a redirect target. */
  next: string | null;
  signupKey: string | null;
};

export function confirmLinkParts(read: (name: string) => string | null): LinkParts {
  const rawNext = read("next");
  let next = rawNext;
  let signupKey = read(SIGNUP_KEY_PARAM);
  if (rawNext) {
    try {
      const url = new URL(rawNext, "http://site.invalid");
      signupKey ??= url.searchParams.get(SIGNUP_KEY_PARAM);
      if (url.searchParams.has(SIGNUP_KEY_PARAM)) {
        url.searchParams.delete(SIGNUP_KEY_PARAM);
        const rest = `${url.pathname}${url.search}${url.hash}`;
        next = url.origin === "http://site.invalid" ? rest : `${url.origin}${rest}`;
      }
    } catch {
      // not a URL: left for the redirect check to refuse
    }
  }
  return { tokenHash: read("token_hash") ?? "", type: read("type"), next, signupKey };
}

/** The redirect URL given to Supabase's sign-up, with the sealed password's key added. */
export function withSignupKey(redirectUrl: string, key: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set(SIGNUP_KEY_PARAM, key);
  return url.toString();
}
