import { createHash } from "node:crypto";
import { getConfig } from "./config";
import { hasVisitorCookie } from "./security/visitor-cookies";

/**
 * A page drawn for a visitor without a cookie of the site, answering 200 with nothing set for
 * them: the same bytes for everyone, so it may be kept by this server and any cache in front (ADR 36).
 */
export function isSharedPage(request: Request, status: number, headers: Headers): boolean {
  return (
    getConfig().sharedPages.maxAgeSeconds > 0 &&
    (request.method === "GET" || request.method === "HEAD") &&
    status === 200 &&
    !headers.has("Set-Cookie") &&
    !/private|no-store/i.test(headers.get("Cache-Control") ?? "") &&
    !isVisitorRequest(request)
  );
}

/** A request whose answer may be drawn for this visitor alone. */
export function isVisitorRequest(request: Request): boolean {
  return hasVisitorCookie(request.headers.get("Cookie"));
}

export function sharedCacheControl(): string {
  const { maxAgeSeconds, staleSeconds } = getConfig().sharedPages;
  return `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`;
}

const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;
/** A data block (JSON-LD) is never run, so it needs no hash. */
const RUNS = /^(?:|module|text\/javascript)$/i;

/** The CSP hash source of every inline script the page runs, in order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/i.test(attributes!)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes!)?.[1] ?? "";
    if (!RUNS.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(text!).digest("base64")}`);
  }
  return [...hashes];
}

/** A strong validator of the page's bytes. */
export function entityTag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether the request's If-None-Match names this tag (or `*`). */
export function matchesEntityTag(request: Request, tag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  return header.split(",").some((value) => {
    const candidate = value.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === tag;
  });
}
