import type { Plugin, Rollup } from "vite";

/** A module whose parts of a page hydrate after the page (app/components/deferred, ADR 59). */
const DEFERRED = /\.deferred\.tsx$/;

/**
 * In the browser build, a `*.deferred.tsx` module is fetched by its route's dynamic import only:
 *
 * - It has no side effects, so the route's static import of it (which the server renders from,
 *   `import.meta.env.SSR && Part`) brings nothing of it, or of what it imports, into the route's
 *   first load. (Files imported through the `~` alias otherwise count as having side effects.)
 * - Its stylesheets, and those of the chunks it imports, are the route's: React Router links a
 *   route's CSS in the server-rendered <head> from the route chunk and its static imports only,
 *   and the server renders the deferred part at once, so without this it would show unstyled
 *   until its code came (never, without JavaScript).
 */
export function deferredParts(): Plugin {
  return {
    name: "deferred-parts",
    apply: "build",
    // After vite:css-post has given every chunk its stylesheets, before the manifest is written.
    enforce: "post",
    transform(_code, id, options) {
      if (!options?.ssr && DEFERRED.test(id)) return { moduleSideEffects: false };
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const file of Object.values(bundle))
        if (file.type === "chunk") chunks.set(file.fileName, file);
      for (const chunk of chunks.values())
        for (const target of chunk.dynamicImports.map((name) => chunks.get(name))) {
          if (!target?.moduleIds.some((id) => DEFERRED.test(id))) continue;
          for (const css of stylesheets(target, chunks)) chunk.viteMetadata?.importedCss.add(css);
        }
    },
  };
}

/** The stylesheets of `chunk` and of the chunks it imports statically, in order. */
function stylesheets(
  chunk: Rollup.OutputChunk,
  chunks: Map<string, Rollup.OutputChunk>,
  seen = new Set<string>(),
): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  return [
    ...chunk.imports.flatMap((name) => {
      const imported = chunks.get(name);
      return imported ? stylesheets(imported, chunks, seen) : [];
    }),
    ...(chunk.viteMetadata?.importedCss ?? []),
  ];
}
