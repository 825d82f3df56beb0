import { filterAiCategories } from "./ai-services-page";
import { aiCategories } from "./catalog/ai";

/**
 * The catalogue's part of the AI services page, read by the route's loader only (so the catalogue
 * is never shipped to the browser): the six categories (for the structured data) and the sections
 * the search `query` leaves.
 */
export function aiServicesPageData(query: string) {
  return { query, categories: aiCategories, results: filterAiCategories(query, aiCategories) };
}
