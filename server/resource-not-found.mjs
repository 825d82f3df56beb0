/**
 * A resource route (a file or an export, no page of its own: /admin/leads.csv) that answers 404
 * would send Remix's bare "Not Found"; the site's 404 page is what every other unknown or refused
 * URL shows (ADR 25), so that is what it sends. The page is rendered for the same URL by a copy
 * of the build without its resource routes, where the URL falls to the site's 404 route.
 *
 * @template {{ routes: Record<string, { module: Record<string, unknown> }>; assets?: { routes: Record<string, unknown> } }} Build
 * @param {Build} build
 * @param {(build: Build) => (request: Request, context: unknown) => Promise<Response>} renderer
 * @returns {Build}
 */
export function resourceNotFoundPages(build, renderer) {
  const isResource = (route) =>
    typeof route.module.loader === "function" && route.module.default === undefined;
  const pages = Object.fromEntries(
    Object.entries(build.routes).filter(([, route]) => !isResource(route)),
  );
  const assets = build.assets && {
    ...build.assets,
    routes: Object.fromEntries(Object.entries(build.assets.routes).filter(([id]) => id in pages)),
  };
  let render;
  const notFoundPage = ({ request, context }) => {
    render ??= renderer({ ...build, routes: pages, ...(assets && { assets }) });
    return render(new Request(request.url, { headers: request.headers }), context);
  };
  const is404 = (value) => value instanceof Response && value.status === 404;

  const routes = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!isResource(route)) {
      routes[id] = route;
      continue;
    }
    const loader = route.module.loader;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        loader: async (args) => {
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
  return { ...build, routes };
}
