import type { BuildRoutes } from "./build-types.ts";

/**
 * A resource route (a file or an export, no page of its own: /admin/leads.csv) that answers 404
 * would send Remix's bare "Not Found"; the site's 404 page is what every other unknown or refused
 * URL shows (ADR 25), so that is what it sends. The page is rendered for the same URL by a copy
 * of the build without its resource routes, where the URL falls to the site's 404 route.
 */
export function resourceNotFoundPages<Build extends BuildRoutes>(
  build: Build,
  renderer: (build: Build) => (request: Request, context: never) => Promise<Response>,
): Build {
  type Route = NonNullable<BuildRoutes["routes"][string]>;
  type Args = { request: Request; context: never };
  const isResource = (route: Route | undefined) =>
    route !== undefined &&
    typeof moduleOf(route).loader === "function" &&
    moduleOf(route).default === undefined;
  const pages = Object.fromEntries(
    Object.entries(build.routes).filter(([, route]) => !isResource(route)),
  );
  const assets = build.assets && {
    ...build.assets,
    routes: Object.fromEntries(Object.entries(build.assets.routes).filter(([id]) => id in pages)),
  };
  let render: ReturnType<typeof renderer> | undefined;
  const notFoundPage = ({ request, context }: Args) => {
    render ??= renderer({ ...build, routes: pages, ...(assets && { assets }) } as Build);
    return render(new Request(request.url, { headers: request.headers }), context);
  };
  const is404 = (value: unknown) => value instanceof Response && value.status === 404;

  const routes: BuildRoutes["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route || !isResource(route)) {
      routes[id] = route;
      continue;
    }
    const loader = moduleOf(route).loader as (args: Args) => Promise<unknown>;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        loader: async (args: Args) => {
          try {
            const result = await loader(args);
            return is404(result) ? notFoundPage(args) : result;
          } catch (error) {
            if (is404(error)) return notFoundPage(args);
            throw error;
          }
        },
      },
    };
  }
  return { ...build, routes } as Build;
}

function moduleOf(route: { module: object }) {
  return route.module as Record<string, unknown>;
}
