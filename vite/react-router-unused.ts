import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/** One edit of a React Router file: `from` must occur exactly `count` times (default 1). */
type Edit = { from: string; to: string; count?: number };

/**
 * Code of React Router's browser runtime that this site can never run, by file (the path ends
 * with the key), and how it is cut. Each `from` is a condition known at build time to be false
 * here, replaced by `false`/`undefined` so that Rollup drops the branch and whatever only it used.
 */
const EDITS: Record<string, Edit[]> = {
  // Custom route discovery (`RouteDiscoveryRuntime`, `useCustomRouteDiscovery`): only with
  // `future.unstable_customRouteDiscovery` in the server build's context, a flag that
  // @react-router/dev does not let react-router.config.ts set (its `future` holds
  // `unstable_enableNodeReadableStream` and `unstable_optimizeDeps` only). The site uses the
  // default lazy discovery (fog-of-war.js), which stays.
  "react-router/dist/production/lib/dom-export/hydrated-router.js": [
    {
      from: "ssrInfo.context.future.unstable_customRouteDiscovery ? new UNSAFE_RouteDiscoveryRuntime(ssrInfo, { fetch: fetchImplementation }) : void 0",
      to: "void 0",
    },
    {
      from: "discoveryRuntime ? UNSAFE_getCustomPatchRoutesOnNavigationFunction(() => router, discoveryRuntime) : ",
      to: "",
    },
    {
      from: "if (discoveryRuntime) discoveryState = UNSAFE_useCustomRouteDiscovery(discoveryRuntime, props.onError);\n\telse ",
      to: "\n\t",
    },
    // Instrumentation: only when `<HydratedRouter instrumentations>` is given, which
    // app/entry.client.tsx does not do (and the check below keeps it so).
    { from: "instrumentations: props.instrumentations", to: "instrumentations: void 0" },
  ],
  // React Server Components: `RSCRouterContext` is true only under the RSC routers
  // (lib/rsc/), which a site built with `reactRouter()` rather than the RSC plugin never renders.
  "react-router/dist/production/lib/context.js": [
    { from: "return React$1.useContext(RSCRouterContext);", to: "return false;" },
  ],
  "react-router/dist/production/lib/hooks.js": [
    { from: "static contextType = RSCRouterContext;", to: "" },
    { from: "if (this.context && typeof error", to: "if (false && typeof error" },
    { from: "if (this.context) return", to: "if (false) return" },
  ],
  "react-router/dist/production/lib/router/router.js": [
    { from: "if (init.instrumentations) ", to: "if (false) ", count: 2 },
    {
      from: "consumeInstrumentationClientResultMetaReceiver(router)",
      to: "void 0",
      count: 2,
    },
  ],
};

/**
 * @see docs/decisions/0060-browser-build-drops-unused-react-router-code.md
 *
 * Drops, from the browser build only, React Router code behind options this site does not use,
 * which Rollup cannot know to be unused because the options are read at run time. Every edit must
 * match exactly as listed, so that a React Router update that changes these lines fails the build
 * here rather than silently shipping a changed runtime; then re-check each edit against the new
 * code (or remove it).
 */
export function reactRouterUnused(entryClientFile: string): Plugin {
  return {
    name: "react-router-unused",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/production\/lib\// },
      handler(code, id) {
        const file = Object.keys(EDITS).find((key) => id.endsWith(key));
        if (!file) return;
        if (
          file.endsWith("hydrated-router.js") &&
          /\binstrumentations\b/.test(readFileSync(entryClientFile, "utf8"))
        )
          this.error(`${entryClientFile} passes instrumentations: drop the edits that cut them.`);
        let next = code;
        for (const { from, to, count = 1 } of EDITS[file]!) {
          const found = next.split(from).length - 1;
          if (found !== count)
            this.error(`${file}: expected ${count} of ${JSON.stringify(from)}, found ${found}.`);
          next = next.replaceAll(from, to);
        }
        // Lines stay where they were (each edit is within a line), so the source map holds.
        return { code: next, map: null };
      },
    },
  };
}
