import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler as createRenderer, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type * as EntryModule from "../app/entry.server.tsx";
import { answeringOutages } from "./database-outage.ts";
import { withoutDashboard } from "./hidden-dashboard.ts";
import { resourceNotFoundPages } from "./resource-not-found.ts";

/** What the server calls in the app's entry module beside rendering. */
type ServerHooks = typeof EntryModule;

export type LoadedBuild = {
  hooks: ServerHooks;
  /** The build Remix serves: the production one, or a getter of Vite's latest in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The same without the dashboard's routes: what anyone but an owner is answered from. */
  withoutDashboard: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware (modules, HMR, the app's assets). */
  vite?: ViteDevServer;
};

/**
 * Every route's outage turned into the 503 page (docs/reliability.md), and a file route's 404 into
 * the site's 404 page.
 */
function served(build: ServerBuild): ServerBuild {
  const hooks = build.entry.module as unknown as ServerHooks;
  return resourceNotFoundPages(answeringOutages(build, hooks.databaseOutageAnswer), (pages) =>
    createRenderer(pages, "production"),
  );
}

export async function loadProductionBuild(buildDir: string): Promise<LoadedBuild> {
  const file = pathToFileURL(path.join(buildDir, "server/index.js")).href;
  const build = served((await import(file)) as ServerBuild);
  return {
    hooks: build.entry.module as unknown as ServerHooks,
    build,
    withoutDashboard: withoutDashboard(build),
  };
}

/** Vite in middleware mode: the app's modules compiled on request and reloaded on change. */
export async function loadDevelopmentBuild(): Promise<LoadedBuild> {
  const { createServer } = await import("vite");
  const ownListeners = new Set(process.listeners("SIGTERM"));
  const vite = await createServer({ server: { middlewareMode: true } });
  // Vite's own SIGTERM listener exits at once; the server's graceful stop closes Vite itself.
  for (const listener of process.listeners("SIGTERM"))
    if (!ownListeners.has(listener)) process.off("SIGTERM", listener);
  const wrapped = new WeakMap<ServerBuild, { full: ServerBuild; hidden: ServerBuild }>();
  const latest = async () => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    let found = wrapped.get(build);
    if (!found) {
      const full = served(build);
      wrapped.set(build, (found = { full, hidden: withoutDashboard(full) }));
    }
    return found;
  };
  const first = await latest();
  return {
    hooks: first.full.entry.module as unknown as ServerHooks,
    build: async () => (await latest()).full,
    withoutDashboard: async () => (await latest()).hidden,
    vite,
  };
}
