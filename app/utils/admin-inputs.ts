export const MAX_ORDER_NOTE = 2000;

export const MAX_ADMIN_QUERY_LENGTH = 200;

/** Control characters dropped: Postgres refuses a NUL in text. */
export function adminQueryFrom(url: URL): string {
  return (url.searchParams.get("q") ?? "")
    .replace(CONTROLS, "")
    .trim()
    .slice(0, MAX_ADMIN_QUERY_LENGTH);
}

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/g;
