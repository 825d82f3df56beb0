import { filterAiCategories } from "./ai-services-page";
import { aiCategories } from "./catalog/ai";

export function aiServicesPageData(query: string) {
  return { query, categories: aiCategories, results: filterAiCategories(query, aiCategories) };
}
