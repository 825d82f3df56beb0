/**
 * The URL of the page a request is for. React Router 8 hands loaders and actions the raw request,
 * so a client navigation's data request reads `/admin/leads.data?status=new&_routes=…`; this is
 * the `/admin/leads?status=new` the visitor sees.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  const { pathname } = url;
  if (!pathname.endsWith(".data")) return url;
  if (pathname.endsWith("/_.data")) url.pathname = pathname.slice(0, -"_.data".length);
  else url.pathname = pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}
