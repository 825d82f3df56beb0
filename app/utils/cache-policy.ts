import type { HeadersFunction } from "react-router";

// Remix drops a loader's headers unless its route exports `headers` (else the parent's apply).
export const PRIVATE_NO_STORE = "private, no-store";

export const privatePage: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const tokenPage: HeadersFunction = () => ({
  "Cache-Control": PRIVATE_NO_STORE,
  "Referrer-Policy": "no-referrer",
});

export const rootPolicy: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

/** Form answers may echo what was typed, a password too. */
export const formAnswerPolicy: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const cacheControl = actionHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};
