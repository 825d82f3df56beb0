import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches that compresses well; images and media are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|ico|txt|xml|json|vtt|webmanifest)$/;

/**
 * After the browser build, a `.br` and a `.gz` next to every compressible file of the client
 * folder, at the highest settings, so the server sends them as they are and never compresses a
 * file per request. A variant that would not be smaller is not written.
 */
export function precompress(clientDir: string): Plugin {
  return {
    name: "precompress-client-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async closeBundle() {
      for (const file of await filesUnder(clientDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const raw = await readFile(file);
        const variants: [string, Buffer][] = [
          [
            ".br",
            await brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
          ],
          [".gz", await gzipped(raw, { level: 9 })],
        ];
        for (const [extension, data] of variants) {
          if (data.length < raw.length) await writeFile(file + extension, data);
        }
      }
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
