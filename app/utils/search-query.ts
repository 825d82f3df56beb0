export const SEARCH_PARAM = "q";

export const MAX_QUERY_LENGTH = 100;

export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}
