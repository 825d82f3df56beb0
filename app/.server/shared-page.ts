import { createHash } from "node:crypto";
import { getConfig } from "./config";
import { hasVisitorCookie } from "./security/visitor-cookies";

/** The same bytes for everyone, so this server and any cache in front may keep it. */
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

export function entityTag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

export function matchesEntityTag(request: Request, tag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  return header.split(",").some((value) => {
    const candidate = value.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === tag;
  });
}
