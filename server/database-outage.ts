import type { BuildRoutes } from "./build-types.ts";

/**
 * The build with every route's loader and action wrapped: an error `answer(error, request)` turns
 * into a Response (the database cannot be reached: 503) is thrown as that Response, so Remix
 * renders the site's error page with its status; any other error passes through unchanged.
 * The page cache renders through the same build, so it never keeps such a page.
 */
export function answeringOutages<Build extends BuildRoutes>(
  build: Build,
  answer: (error: unknown, request: Request) => Response | undefined,
): Build {
  const routes: BuildRoutes["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module: Record<string, unknown> = { ...route.module };
    for (const name of ["loader", "action"]) {
      const handler = (route.module as Record<string, unknown>)[name];
      if (typeof handler !== "function") continue;
      module[name] = async (args: { request: Request }) => {
        try {
          return await handler(args);
        } catch (error) {
          throw answer(error, args.request) ?? error;
        }
      };
    }
    routes[id] = { ...route, module };
  }
  return { ...build, routes } as Build;
}
