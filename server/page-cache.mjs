import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { assignRequestId, logRequest } from "./request-log.mjs";

const gzipped = promisify(gzip);

/**
 * Anonymous pages from memory (ADR 22). A GET or HEAD from a visitor with no session, no flash
 * message and no cookie but the CSRF one is answered from a per-process copy of the rendered page,
 * at most `ttlMs` old (the video library reads the database) and gone on restart (deploy).
 *
 * What differs per visitor is never shared: the page is stored with placeholders where its CSP
 * nonce, CSRF token and request id were, and each answer fills in its own (a fresh nonce, the
 * visitor's token with its cookie when new, this request's id). All three are the server's own
 * random values, so no page text can be mistaken for one; the page is rendered for the site's
 * public URL with none of the visitor's headers, so nothing else they send can land in it either
 * (ADR 30). A page is stored only when the app answered 200 HTML with no Set-Cookie and no
 * private or no-store caching: signed-in pages, toasts and anything else the app keeps per visitor
 * are rendered for each request, as is every other method.
 */
const NONCE = "\uE000nonce\uE000";
const TOKEN = "\uE000csrf\uE000";
const REQUEST_ID = "\uE000request-id\uE000";
const PLACEHOLDER = /(\uE000(?:nonce|csrf|request-id)\uE000)/;

/** Cookies an anonymous visitor may carry and still be served a shared page. */
const SHAREABLE_COOKIES = new Set(["csrf", "__Host-csrf"]);

/**
 * @param {{
 *   render: (request: Request, context: object) => Promise<Response>;
 *   commitCsrf: (request: Request) => Promise<[string, string | null]>;
 *   newNonce: () => string;
 *   siteUrl: string;
 *   ttlMs?: number;
 *   maxEntries?: number;
 *   now?: () => number;
 * }} options
 */
export function createPageCache({
  render,
  commitCsrf,
  newNonce,
  siteUrl,
  ttlMs = 10_000,
  maxEntries = 500,
  now = Date.now,
}) {
  const siteOrigin = new URL(siteUrl).origin;
  /** @type {Map<string, { at: number; status: number; headers: [string, string][]; parts: string[] }>} */
  const pages = new Map();
  /** @type {Map<string, Promise<unknown>>} */
  const rendering = new Map();

  function fresh(key) {
    const page = pages.get(key);
    return page && now() - page.at < ttlMs ? page : undefined;
  }

  function store(key, page) {
    pages.delete(key);
    pages.set(key, page);
    if (pages.size > maxEntries) pages.delete(pages.keys().next().value);
  }

  /**
   * Renders the page for this visitor (with the token already in their cookie, so the app sets
   * none) and keeps it as a template when it may be shared. Returns what to send.
   */
  async function renderAndStore(key, request, visitor, context) {
    const response = await render(request, context);
    const body = await response.text();
    const headers = [...response.headers];
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get("content-security-policy") ?? "",
    )?.[1];
    if (
      response.status === 200 &&
      (response.headers.get("content-type") ?? "").startsWith("text/html") &&
      !response.headers.has("set-cookie") &&
      !/private|no-store/i.test(response.headers.get("cache-control") ?? "") &&
      nonce &&
      !body.includes("\uE000")
    ) {
      const mark = (text) =>
        text
          .replaceAll(nonce, NONCE)
          .replaceAll(visitor.token, TOKEN)
          .replaceAll(visitor.requestId, REQUEST_ID);
      store(key, {
        at: now(),
        status: 200,
        headers: headers.map(([name, value]) => [name, mark(value)]),
        // Split once at the placeholders: an answer joins the parts with its own values.
        parts: mark(body).split(PLACEHOLDER),
      });
    }
    return { status: response.status, headers, body };
  }

  function fill(page, visitor) {
    const values = { [NONCE]: newNonce(), [TOKEN]: visitor.token, [REQUEST_ID]: visitor.requestId };
    const swap = (part) => values[part] ?? part;
    return {
      status: page.status,
      headers: page.headers.map(([name, value]) => [
        name,
        value.split(PLACEHOLDER).map(swap).join(""),
      ]),
      body: page.parts.map(swap).join(""),
    };
  }

  /**
   * On the raw Node request, before Express: answers a shareable request whose page is in
   * memory (gzip when the browser takes it) and says true; false for everything else.
   */
  async function serveFromMemory(req, res) {
    if (!shareable(req)) return false;
    const key = req.url;
    const page = fresh(key);
    if (!page) return false;
    const startNs = process.hrtime.bigint();
    const { requestId, clientRequestId } = assignRequestId(req);
    const [token, setCookie] = await commitCsrf(
      new Request(`http://site${key}`, { headers: { cookie: req.headers.cookie ?? "" } }),
    );
    const answer = fill(page, { token, requestId });
    const headers = {};
    for (const [name, value] of answer.headers) {
      if (name !== "set-cookie" && name !== "content-length") headers[name] = value;
    }
    if (setCookie) headers["set-cookie"] = setCookie;
    headers["x-request-id"] = requestId;
    headers["x-page-cache"] = "hit";
    headers.vary = "Accept-Encoding";
    let body = Buffer.from(answer.body);
    if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      body = await gzipped(body);
      headers["content-encoding"] = "gzip";
    }
    headers["content-length"] = String(body.length);
    res.writeHead(answer.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    logRequest({
      method: req.method,
      url: key,
      status: answer.status,
      startNs,
      requestId,
      clientRequestId,
    });
    return true;
  }

  /** Express middleware: renders and keeps shareable pages that are not in memory yet. */
  async function middleware(req, res, next) {
    if (!shareable(req)) {
      if (req.method === "GET" || req.method === "HEAD") res.setHeader("X-Page-Cache", "bypass");
      return next();
    }
    try {
      // Joined as Remix's adapter joins them: `//host/x` stays a path, not another host.
      const url = new URL(`${siteOrigin}${req.originalUrl}`);
      const key = url.pathname + url.search;
      const { requestId } = assignRequestId(req);
      // The visitor's token (and its cookie when they have none yet), decided here so the
      // rendered page carries a token this server knows.
      const [token, setCookie] = await commitCsrf(
        new Request(url, { headers: { cookie: req.get("cookie") ?? "" } }),
      );
      const visitor = { token, requestId };
      let page = fresh(key);
      let answer;
      let hit = Boolean(page);
      if (page) answer = fill(page, visitor);
      else {
        const cookie = setCookie ? setCookie.split(";")[0] : req.get("cookie");
        const headers = new Headers({ "x-request-id": requestId });
        if (cookie) headers.set("cookie", cookie);
        const request = new Request(url, { method: "GET", headers });
        const pending = rendering.get(key);
        if (pending) {
          // Someone is rendering this page: wait for it, then share it if it could be.
          await pending.catch(() => undefined);
          page = fresh(key);
          hit = Boolean(page);
        }
        if (page) answer = fill(page, visitor);
        else {
          const work = renderAndStore(key, request, visitor, { clientIp: req.ip ?? null });
          rendering.set(key, work);
          try {
            answer = await work;
          } finally {
            rendering.delete(key);
          }
        }
      }
      res.status(answer.status);
      for (const [name, value] of answer.headers) {
        if (name === "set-cookie" || name === "content-length" || name === "content-encoding")
          continue;
        res.setHeader(name, value);
      }
      if (setCookie) res.append("Set-Cookie", setCookie);
      for (const [name, value] of answer.headers)
        if (name === "set-cookie") res.append("Set-Cookie", value);
      res.setHeader("X-Request-Id", requestId);
      res.setHeader("X-Page-Cache", hit ? "hit" : "miss");
      res.end(req.method === "HEAD" ? undefined : answer.body);
    } catch (error) {
      next(error);
    }
  }

  return { serveFromMemory, middleware };
}

/** A GET or HEAD of a page (not a data request) from a visitor with nothing of their own. */
function shareable(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = (req.url ?? "").split("?")[0];
  if (path.endsWith(".data") || req.headers.authorization) return false;
  const cookie = req.headers.cookie;
  if (!cookie) return true;
  return cookie
    .split(";")
    .map((part) => part.trim().split("=")[0])
    .filter(Boolean)
    .every((name) => SHAREABLE_COOKIES.has(name));
}
