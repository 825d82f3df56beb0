/** The part of a server build the server's wrappers read and rewrite. */
export type BuildRoutes = {
  routes: Record<string, { module: object; parentId?: string; path?: string } | undefined>;
  assets?: { routes: Record<string, unknown> };
};
