/** The longest note the owner can keep on an order; the box stops there, the server refuses more. */
export const MAX_ORDER_NOTE = 2000;

/** The longest search the dashboard's lists take; the box stops there and the server cuts there. */
export const MAX_ADMIN_QUERY_LENGTH = 200;

/** A dashboard list's search from its URL (`?q=`): trimmed, at most MAX_ADMIN_QUERY_LENGTH long. */
export function adminQueryFrom(url: URL): string {
  return (url.searchParams.get("q") ?? "").trim().slice(0, MAX_ADMIN_QUERY_LENGTH);
}
