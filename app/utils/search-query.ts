/** The query parameter of the service searches (`?q=`). */
export const SEARCH_PARAM = "q";

/** The longest search query the site's service searches use; longer ones are cut. */
export const MAX_QUERY_LENGTH = 100;

/** A search query as the pages use it: trimmed, single-spaced, at most `MAX_QUERY_LENGTH` long. */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}
