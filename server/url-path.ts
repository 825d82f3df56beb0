/** The path of a request target, without its query (no URL object: it runs on every request). */
export function pathOf(url = ""): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}
