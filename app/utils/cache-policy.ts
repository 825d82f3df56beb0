import type { HeadersFunction } from "@remix-run/node";

/**
 * The caching of a page, as each route module declares it with `export const headers`: Remix
 * drops the headers a loader returns unless its route exports `headers` (a route without one takes
 * its parent's), on documents and on single-fetch `.data` requests alike. A `private, no-store`
 * page is never kept by a browser's back cache, a proxy or the server's page cache (ADR 30).
 */
export const PRIVATE_NO_STORE = "private, no-store";

/** Per-visitor pages (the account, checkout, the dashboard): never stored anywhere. */
export const privatePage: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** Pages opened with a secret in their URL: never stored, and the URL never sent on as a Referer. */
export const tokenPage: HeadersFunction = () => ({
  "Cache-Control": PRIVATE_NO_STORE,
  "Referrer-Policy": "no-referrer",
});

/**
 * The root's: its loader says `private, no-store` when the page is drawn for a signed-in visitor
 * (their name is in the header), and every route without a policy of its own inherits that.
 */
export const rootPolicy: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

/**
 * A page whose form answers may hold what was typed, a password too (/auth): the action's own
 * `Cache-Control` (`private, no-store`) on its answer, else the root's policy.
 */
export const formAnswerPolicy: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const cacheControl = actionHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};
