// What each page of a production build fetches as JavaScript on first load, read from the React Router
// client manifest (build/client/assets/manifest-*.js), for `npm run size` and its browser test.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Every page route of the build: its URL, the JavaScript files its first load fetches and their
 * gzip (level 9) sizes. Resource routes (an empty client module: no component) are left out.
 * Each file is one request of the browser's: its size is the response body, without headers.
 */
export function pageSizes(buildDir) {
  const client = join(buildDir, "client");
  const assets = join(client, "assets");
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error(`No React Router manifest in ${assets}.`);
  const manifestUrl = `/assets/${manifestFile}`;
  const manifest = JSON.parse(
    readFileSync(join(assets, manifestFile), "utf8")
      .replace(/^window\.__reactRouterManifest=/, "")
      .replace(/;\s*$/, ""),
  );
  // With lazy route discovery the page carries its part of the manifest inline; otherwise the
  // page loads the whole manifest file.
  const manifestFetched = !lazyRouteDiscovery(buildDir);
  const sizes = new Map();
  const sizeOf = (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(join(client, url)), { level: 9 }).length);
    return sizes.get(url);
  };

  const routes = Object.values(manifest.routes);
  // A layout with an index route is opened through that index (the same URL).
  const hasIndex = new Set(routes.filter((route) => route.index).map((route) => route.parentId));
  const pages = [];
  for (const route of routes) {
    if (route.id === "root" || hasIndex.has(route.id)) continue;
    if (readFileSync(join(client, route.module)).length <= 1) continue;
    const chain = [];
    for (let at = route; at; at = manifest.routes[at.parentId]) chain.unshift(at);
    const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const at of chain) for (const url of [at.module, ...(at.imports ?? [])]) urls.add(url);
    if (manifestFetched) urls.add(manifestUrl);
    const files = [...urls].map((url) => ({ url, bytes: sizeOf(url) }));
    pages.push({
      path: urlPath(chain),
      routeId: route.id,
      files,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    });
  }
  return pages;
}

/** The URL a chain of routes (root first) answers: "/", "/admin/leads", "/*" for the 404 route. */
function urlPath(chain) {
  const segments = chain.flatMap((route) => (route.path ? route.path.split("/") : []));
  return `/${segments.filter(Boolean).join("/")}`;
}

/** Whether the server build discovers routes lazily (React Router's default; the build inlines it). */
function lazyRouteDiscovery(buildDir) {
  const serverAssets = join(buildDir, "server", "assets");
  const files = [join(buildDir, "server", "index.js")];
  try {
    files.push(
      ...readdirSync(serverAssets)
        .filter((name) => name.endsWith(".js"))
        .map((name) => join(serverAssets, name)),
    );
  } catch {
    // a server build without an assets folder
  }
  return files.some((file) =>
    /routeDiscovery\s*=\s*\{\s*"mode":\s*"lazy"/.test(readFileSync(file, "utf8")),
  );
}
