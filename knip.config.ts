import type { KnipConfig } from "knip";
import routes from "./app/routes";

type Route = { file: string; children?: Route[] };
const routeFiles = (list: Route[]): string[] =>
  list.flatMap((r) => [`app/${r.file}`, ...routeFiles(r.children ?? [])]);

/**
 * `npm run lint` runs knip: files, exports and dependencies nothing uses. Tests count as users;
 * the vite, vitest, playwright, drizzle, eslint and wrangler plugins read their own configs.
 */
export default {
  entry: [
    "server/{index,cluster,worker}.ts!",
    // `!`: what `knip --production` starts from (the site and the owner's commands).
    "scripts/{start.mjs,require-node.mjs,db-migrate.ts,leads.ts,content.ts}!",
    "scripts/!(start|require-node|db-migrate|leads|content).{mjs,ts}",
    // Run as processes by scripts and browser tests, not imported.
    "tests/fakes/serve{,-providers}.ts",
    "tests/e2e/support/database-fixtures.ts",
  ],
  project: [
    "app/**!",
    "server/**!",
    "scripts/{start.mjs,require-node.mjs,db-migrate.ts,leads.ts,content.ts}!",
    "scripts/lib/{build-if-stale,start-banner,node-version}.mjs!",
    "scripts/**",
    "tests/**",
    "vite/**",
    "*.{js,ts}",
  ],
  // Only the route modules app/routes.ts lists, not every file under app/routes/.
  remix: {
    entry: [
      "app/root.tsx",
      "app/entry.{client,server}.tsx",
      "app/routes.ts",
      ...routeFiles(routes),
    ],
  },
  // System tools the benchmark and the reliability suite call.
  ignoreBinaries: ["taskset", "su"],
} satisfies KnipConfig;
