import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import type { NextFunction, Request as Request_, Response as Response_ } from "express";
import { brotliCompress, constants, gzip } from "node:zlib";
import { notModified, pickEncoding } from "./encoding.ts";
import { pathOf } from "./url-path.ts";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Headers of a stored page that belong to the response that was drawn, not to every answer, or
 * that each answer sets itself.
 */
const PER_RESPONSE = new Set([
  "date",
  "content-length",
  "content-encoding",
  "x-request-id",
  "vary",
  "x-page-cache",
]);

/**
 * Each answer a stored page can give, its header list made once (`[name, value, …]`, as
 * `writeHead` takes it): a hit is then a lookup and one write, no header object built per request.
 */
type Bodies = { raw: Buffer; br: Buffer; gzip: Buffer };
type HeaderList = string[];
type Answers = Record<"notModified" | "raw" | "br" | "gzip", HeaderList>;

function answersOf(headers: Record<string, string>, bodies: Bodies) {
  const entries = Object.entries(headers);
  // A 304 describes the stored page without sending it: no type, no length.
  const typeless = entries.filter(([name]) => name !== "content-type");
  const answers = {} as Record<"hit" | "miss", Answers>;
  for (const source of ["hit", "miss"] as const) {
    const own = ["vary", "Accept-Encoding", "x-page-cache", source];
    const common = [...entries.flat(), ...own];
    const lengthOf = (body: Buffer) => ["content-length", String(body.length)];
    answers[source] = {
      notModified: [...typeless.flat(), ...own],
      raw: [...common, ...lengthOf(bodies.raw)],
      br: [...common, "content-encoding", "br", ...lengthOf(bodies.br)],
      gzip: [...common, "content-encoding", "gzip", ...lengthOf(bodies.gzip)],
    };
  }
  return answers;
}

/**
 * Shared pages from memory (ADR 22, ADR 36). The app marks a page it drew for a visitor without
 * a cookie of the site `Cache-Control: public, …, s-maxage=N` with a strong ETag: nothing in it
 * or its headers is anyone's own (no nonce, no token, no cookie), so it is kept here for N seconds
 * as it is, compressed once with brotli and gzip, and sent to every such visitor as those bytes.
 * It is drawn for the site's public URL with none of the visitor's headers, so nothing they send
 * can land in it (ADR 30). A request with a cookie of the site is never answered from here.
 */
export function createPageCache({
  render,
  hasVisitorCookie,
  siteUrl,
  maxEntries = 500,
  now = Date.now,
}: {
  render: (request: Request, context: { clientIp: string | null }) => Promise<Response>;
  hasVisitorCookie: (cookieHeader: string | undefined) => boolean;
  siteUrl: string;
  maxEntries?: number;
  now?: () => number;
}) {
  const siteOrigin = new URL(siteUrl).origin;
  type Page = Bodies & {
    until: number;
    status: number;
    etag: string;
    answers: ReturnType<typeof answersOf>;
  };
  type Drawn =
    | { page: Page; response?: undefined; raw?: undefined }
    | { page?: undefined; response: Response; raw: Buffer };
  const pages = new Map<string, Page>();
  const drawing = new Map<string, Promise<Drawn>>();
  // Bumped by clear(): a page whose drawing began before a content change is not kept.
  let generation = 0;

  function fresh(key: string) {
    const page = pages.get(key);
    return page && now() < page.until ? page : undefined;
  }

  function shareable(req: IncomingMessage) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (pathOf(req.url ?? "").endsWith(".data") || req.headers.authorization) return false;
    return !hasVisitorCookie(req.headers.cookie);
  }

  /** Writes a stored page: 304 when the browser has it, else in the encoding it takes. */
  function send(req: IncomingMessage, res: ServerResponse, page: Page, hit: boolean) {
    const answers = page.answers[hit ? "hit" : "miss"];
    if (notModified(req.headers["if-none-match"], page.etag)) {
      res.writeHead(304, answers.notModified);
      res.end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"], page);
    res.writeHead(page.status, answers[encoding ?? "raw"]);
    res.end(req.method === "HEAD" ? undefined : encoding ? page[encoding] : page.raw);
  }

  /** On the raw Node request, before Express: answers from memory and says true, else false. */
  function serveFromMemory(req: IncomingMessage, res: ServerResponse) {
    if (!shareable(req)) return false;
    const page = fresh(req.url ?? "");
    if (!page) return false;
    send(req, res, page, true);
    return true;
  }

  /** Draws the page for the public URL; keeps it when the app marked it shared. */
  async function draw(key: string, context: { clientIp: string | null }): Promise<Drawn> {
    const drawnIn = generation;
    const response = await render(new Request(`${siteOrigin}${key}`), context);
    const maxAge = /\bpublic\b.*\bs-maxage=(\d+)/.exec(response.headers.get("cache-control") ?? "");
    const etag = response.headers.get("etag");
    const raw = Buffer.from(await response.arrayBuffer());
    if (!maxAge || !etag || response.status !== 200 || response.headers.has("set-cookie")) {
      return { response, raw };
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers)
      if (!PER_RESPONSE.has(name)) headers[name] = value;
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipped(raw, { level: 6 }),
    ]);
    const page: Page = {
      until: now() + Number(maxAge[1]) * 1000,
      status: 200,
      etag,
      raw,
      br,
      gzip: gz,
      answers: answersOf(headers, { raw, br, gzip: gz }),
    };
    if (drawnIn !== generation) return { page };
    pages.delete(key);
    pages.set(key, page);
    if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    return { page };
  }

  /** Express middleware: draws what is not in memory (once for concurrent requests of it). */
  async function middleware(req: Request_, res: Response_, next: NextFunction) {
    if (!shareable(req)) return next();
    try {
      // Joined as Remix's adapter joins them: `//host/x` stays a path, not another host.
      const url = new URL(`${siteOrigin}${req.originalUrl}`);
      const key = url.pathname + url.search;
      let pending = drawing.get(key);
      const waited = Boolean(pending);
      if (!pending) {
        pending = draw(key, { clientIp: req.ip ?? null });
        drawing.set(key, pending);
        const own = pending;
        own.finally(() => drawing.get(key) === own && drawing.delete(key)).catch(() => undefined);
      }
      const drawn = await pending;
      const page = drawn.page ?? fresh(key);
      if (page) return send(req, res, page, waited);
      // Not shareable (an error page, a redirect): drawn for this visitor instead.
      if (waited || !drawn.response) return next();
      res.status(drawn.response.status);
      for (const [name, value] of drawn.response.headers) {
        if (name !== "content-length" && name !== "content-encoding") res.append(name, value);
      }
      res.end(req.method === "HEAD" ? undefined : drawn.raw);
    } catch (error) {
      next(error);
    }
  }

  /** Forgets every page (content changed). */
  function clear() {
    generation += 1;
    pages.clear();
    drawing.clear();
  }

  return { serveFromMemory, middleware, clear };
}
