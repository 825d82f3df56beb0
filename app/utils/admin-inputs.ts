/** The longest note the owner can keep on an order; the box stops there, the server refuses more. */
export const MAX_ORDER_NOTE = 2000;

/** The longest search the dashboard's lists take; the box stops there and the server cuts there. */
export const MAX_ADMIN_QUERY_LENGTH = 200;

/**
 * A dashboard list's search from its URL (`?q=`): control characters dropped (Postgres refuses a
 * NUL in text, and no stored field holds one), trimmed, at most MAX_ADMIN_QUERY_LENGTH long.
 */
export function adminQueryFrom(url: URL): string {
  return (url.searchParams.get("q") ?? "")
    .replace(CONTROLS, "")
    .trim()
    .slice(0, MAX_ADMIN_QUERY_LENGTH);
}

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/g;
