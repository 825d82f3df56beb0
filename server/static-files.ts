import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { notModified, pickEncoding } from "./encoding.ts";
import { pathOf } from "./url-path.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".json": "application/json",
  ".vtt": "text/vtt; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/**
 * The build's text files (scripts, styles, icons…) held in memory with the `.br` and `.gz` the
 * build wrote next to them (vite/precompress.ts), answered before Express with the encoding the
 * browser takes. Images and media are left to Express's static files (ranges for video).
 */
export function createStaticFiles(clientDir: string) {
  type File = {
    type: string;
    etag: string;
    cacheControl: string;
    raw: Buffer;
    br?: Buffer;
    gzip?: Buffer;
  };
  const files = new Map<string, File>();
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    const type = TYPES[path.extname(entry.name)];
    if (!entry.isFile() || !type) continue;
    const file = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const raw = readFileSync(file);
    const variant = (extension: string) => {
      try {
        return readFileSync(file + extension);
      } catch {
        return undefined;
      }
    };
    files.set(urlPath, {
      type,
      etag: `"${createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"`,
      // Vite's file names under /assets carry their content hash: they never change.
      cacheControl: urlPath.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600",
      raw,
      br: variant(".br"),
      gzip: variant(".gz"),
    });
  }

  /** Answers a GET or HEAD of one of the files and says true; false for everything else. */
  function serve(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const file = files.get(pathOf(req.url ?? ""));
    if (!file) return false;
    const headers: Record<string, string> = {
      "content-type": file.type,
      "cache-control": file.cacheControl,
      etag: file.etag,
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    };
    if (notModified(req.headers["if-none-match"], file.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"], file);
    const body = (encoding && file[encoding]) || file.raw;
    if (encoding) headers["content-encoding"] = encoding;
    headers["content-length"] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  return { serve, size: files.size };
}
