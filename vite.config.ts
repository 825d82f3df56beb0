import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { deferredParts } from "./vite/deferred-parts";
import { precompress } from "./vite/precompress";
import { reactRouterUnused } from "./vite/react-router-unused";

/** `import { A, B as C } from "lucide-react"`: the icons a module uses. */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** The icon files of lucide's barrel by export name: `export { default as A, … } from './icons/a.mjs'`. */
function lucideIconFiles(): Map<string, string> {
  const barrel = readFileSync(
    new URL("./node_modules/lucide-react/dist/esm/lucide-react.mjs", import.meta.url),
    "utf8",
  );
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g,
  ))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  return files;
}

/**
 * In the browser build, `import { Menu, X } from "lucide-react"` becomes one import per icon file
 * (`lucide-react/icons/menu`, the package's own entry points), so each module depends on exactly
 * the icons it shows rather than on the barrel of them all. Rollup then knows which icons the
 * site's shell uses (see `shellChunk`). Names that are not icons stay on the barrel import.
 */
function lucideIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "lucide-icon-imports",
    apply: "build",
    enforce: "post",
    transform(code, id, options) {
      if (options?.ssr || id.includes("/node_modules/") || !code.includes("lucide-react")) return;
      files ??= lucideIconFiles();
      const icons = files;
      const next = code.replace(LUCIDE_IMPORT, (_statement, list: string) => {
        const rest: string[] = [];
        const direct: string[] = [];
        for (const specifier of list
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [name, local = name] = specifier.split(/\s+as\s+/);
          const file = icons.get(name!);
          if (file) direct.push(`import ${local} from "lucide-react/icons/${file}";`);
          else rest.push(specifier);
        }
        return [
          ...direct,
          rest.length ? `import { ${rest.join(", ")} } from "lucide-react";` : "",
        ].join("");
      });
      return next === code ? undefined : { code: next, map: null };
    },
  };
}

/**
 * Every page loads the client entry, the root route and what they import, and the modules every
 * page route imports (the `meta` helpers): all of them are downloaded on every page anyway.
 * Put them in one "shell" chunk instead of the many small shared chunks Rollup makes when a route
 * uses one of them as well (it cannot know that the root route is always loaded). That saves a
 * request, and its headers, per module on every page, and no page loads more code.
 */
function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    shell ??= alwaysLoaded([...getModuleIds()], getModuleInfo);
    return shell.has(id) ? "shell" : undefined;
  };
}

/** The modules every page loads: those of the client entry and root route, and those of every page route. */
function alwaysLoaded(ids: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const ROUTE = "?__react-router-build-client-route";
  const reached = (entry: string) => {
    const found = new Set<string>();
    const stack = [...(getModuleInfo(entry)?.importedIds ?? [])];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      stack.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return found;
  };
  const shell = new Set(
    ids
      .filter((id) => id.endsWith("/app/entry.client.tsx") || id.endsWith(`/app/root.tsx${ROUTE}`))
      .flatMap((entry) => [...reached(entry)]),
  );
  // A page route has a component and its `meta` (test hooks and resource routes do not).
  const pages = ids.filter((id) => {
    const exports = getModuleInfo(id)?.exports ?? [];
    return (
      id.includes("/app/routes/") &&
      id.endsWith(ROUTE) &&
      exports.includes("default") &&
      exports.includes("meta")
    );
  });
  const [first, ...others] = pages.map(reached);
  for (const id of first ?? []) if (others.every((page) => page.has(id))) shell.add(id);
  return shell;
}

const buildDirectory = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  plugins: [
    reactRouter(),
    vanillaExtractPlugin(),
    lucideIconImports(),
    deferredParts(),
    reactRouterUnused(fileURLToPath(new URL("./app/entry.client.tsx", import.meta.url))),
    precompress(`${buildDirectory}/client`),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  // `npm run dev` on PORT (3000) and, when set, HOST (else Vite's default: localhost only).
  server: { port: Number(process.env.PORT) || 3000, host: process.env.HOST || undefined },
  build: {
    assetsInlineLimit: 0,
    // terser rather than esbuild for the browser: React 19 ships react-dom unminified, and terser
    // makes every page's JavaScript smaller (measured on the shell chunk, gzip -9: esbuild 118.2 KB,
    // terser 113.9, 113.7 with two passes; swc 113.7, oxc 114.0). Vite's terser step reads this
    // top-level setting only, so the server environment turns minifying off for itself below.
    minify: "terser",
    terserOptions: { module: true, compress: { passes: 2 } },
  },
  environments: {
    // The server build stays readable, as before (Vite does not minify it by default).
    ssr: { build: { minify: false } },
    client: {
      // Not `experimentalMinChunkSize`: it merges small chunks into ones that pages without them
      // load too (measured: the home page and the small pages grew by 1 to 4 KB).
      build: { rollupOptions: { output: { manualChunks: shellChunk() } } },
    },
  },
});
