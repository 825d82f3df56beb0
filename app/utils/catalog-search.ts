export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

type Searchable = { id: string; title: string; description: string; features: readonly string[] };

/** An empty query matches nothing: the caller shows its tabs instead. */
export function searchItems<T extends Searchable>(items: readonly T[], query: string): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    const text = [item.title, item.description, ...item.features].join(" ").toLowerCase();
    const matches = terms.every((term) => text.includes(term));
    if (matches) seen.add(item.id);
    return matches;
  });
}
