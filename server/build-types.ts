/** The part of a Remix server build the server's wrappers read and rewrite. */
export type BuildRoutes = {
  routes: Record<string, { module: object }>;
  assets?: { routes: Record<string, unknown> };
};
