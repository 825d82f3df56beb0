// The sealed password's key rides in `next`; it is taken out so it never reaches the landing page.
export const SIGNUP_KEY_PARAM = "signup_key";

export type LinkParts = {
  tokenHash: string;
  type: string | null;
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

export function withSignupKey(redirectUrl: string, key: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set(SIGNUP_KEY_PARAM, key);
  return url.toString();
}
