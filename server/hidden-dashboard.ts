import type { BuildRoutes } from "./build-types.ts";

/** The dashboard's layout route (app/routes.ts): its path under the root. */
const DASHBOARD_PATH = "admin";

/**
 * The build a visitor who is not an owner is answered from: the same build without the
 * dashboard's routes, so that every way of asking for an /admin URL (a page, its `.data`, `?index`,
 * HEAD, a CSV, the route manifest's `/__manifest?paths=`) falls to the catch-all 404 route exactly
 * as an unknown URL does, and no answer names a dashboard route (ADR 66).
 */
export function withoutDashboard<Build extends BuildRoutes>(build: Build): Build {
  const hidden = new Set<string>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (route?.parentId === "root" && route.path === DASHBOARD_PATH) hidden.add(id);
  }
  let grew = hidden.size > 0;
  while (grew) {
    grew = false;
    for (const [id, route] of Object.entries(build.routes)) {
      if (!hidden.has(id) && route?.parentId !== undefined && hidden.has(route.parentId)) {
        hidden.add(id);
        grew = true;
      }
    }
  }
  const kept = <T>(routes: Record<string, T>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => !hidden.has(id)));
  return {
    ...build,
    routes: kept(build.routes),
    ...(build.assets && { assets: { ...build.assets, routes: kept(build.assets.routes) } }),
  };
}

/**
 * Whether a request target could reach a dashboard route: "admin" anywhere in its path or query,
 * in any letter case and however often percent-encoded (the router matches case-insensitively and
 * decodes; only ASCII escapes can spell "admin", and each round shortens the text). Deliberately
 * broad: any other URL gets the same answer from either build, and only these requests pay for
 * looking up who asks.
 */
export function mayAskForDashboard(target: string): boolean {
  let text = target;
  for (;;) {
    if (/admin/i.test(text)) return true;
    const decoded = text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (decoded === text) return false;
    text = decoded;
  }
}
