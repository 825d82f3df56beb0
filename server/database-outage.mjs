/**
 * The build with every route's loader and action wrapped: an error `answer(error, request)` turns
 * into a Response (the database cannot be reached: 503) is thrown as that Response, so Remix
 * renders the site's error page with its status; any other error passes through unchanged.
 * The page cache renders through the same build, so it never keeps such a page.
 *
 * @template {{ routes: Record<string, { module: Record<string, unknown> }> }} Build
 * @param {Build} build
 * @param {(error: unknown, request: Request) => Response | undefined} answer
 * @returns {Build}
 */
export function answeringOutages(build, answer) {
  const routes = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module = { ...route.module };
    for (const name of ["loader", "action"]) {
      const handler = route.module[name];
      if (typeof handler !== "function") continue;
      module[name] = async (args) => {
        try {
          return await handler(args);
        } catch (error) {
          throw answer(error, args.request) ?? error;
        }
      };
    }
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
