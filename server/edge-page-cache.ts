/** The part of a Worker's `caches.default` the page cache uses. */
export type PageStore = {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
};

type Options = {
  store: PageStore;
  siteUrl: string;
  /** The build's version: a deploy's pages never answer with the last one's assets or secrets. */
  version: string;
  hasVisitorCookie: (cookieHeader: string | null) => boolean;
  /** Draws the page for a request that carries nothing of the visitor's. */
  draw: (request: Request) => Promise<Response>;
  waitUntil: (work: Promise<unknown>) => void;
};

/**
 * Anonymous pages from the Cache API: a GET or HEAD without a cookie of the site is answered
 * from the page kept for its path and query, or the page is drawn for the site's own address
 * with none of the request's headers and kept for as long as its `s-maxage` says (ADR 36's
 * shared pages). Keys are built from SITE_URL and the build's version, so no Host or header a
 * visitor sends decides what another one gets, and a deploy starts afresh. Undefined: the
 * request is not one a shared page may answer.
 */
export async function sharedPageAnswer(
  request: Request,
  { store, siteUrl, version, hasVisitorCookie, draw, waitUntil }: Options,
): Promise<Response | undefined> {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (hasVisitorCookie(request.headers.get("Cookie"))) return undefined;
  const url = new URL(request.url);
  const page = new URL(url.pathname + url.search, siteUrl);
  const key = new Request(
    new URL(`/__pages/${encodeURIComponent(version)}${page.pathname}${page.search}`, siteUrl),
  );
  const kept = await store.match(key);
  if (kept) return answer(request, kept, "hit");
  const drawn = await draw(new Request(page));
  if (isShared(drawn)) waitUntil(store.put(key, drawn.clone()));
  return answer(request, drawn, "miss");
}

function isShared(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    /\bpublic\b/.test(cacheControl) &&
    /\bs-maxage=[1-9]/.test(cacheControl)
  );
}

/** The page as this request asks for it: 304 when its ETag is the one the visitor has. */
function answer(request: Request, page: Response, source: "hit" | "miss"): Response {
  const headers = new Headers(page.headers);
  headers.set("X-Page-Cache", source);
  const tag = headers.get("ETag");
  const known = request.headers.get("If-None-Match");
  if (tag && known && known.split(/\s*,\s*/).includes(tag)) {
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  const body = request.method === "HEAD" ? null : page.body;
  return new Response(body, { status: page.status, headers });
}
