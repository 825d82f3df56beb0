import { configOf, type RouteArgs } from "~/.server/context";
import { buildSitemap } from "~/.server/sitemap";
import { publicPages } from "~/content/pages";

export function loader({ context }: RouteArgs) {
  return new Response(buildSitemap(configOf(context).siteUrl, publicPages), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
