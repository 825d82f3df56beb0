import type { LoaderFunctionArgs } from "react-router";
import { configOf } from "~/.server/context";
import { buildSitemap } from "~/.server/sitemap";
import { publicPages } from "~/content/pages";
import { routeLoader } from "~/.server/route-loader";

export const loader = routeLoader(({ context }: LoaderFunctionArgs) => {
  return new Response(buildSitemap(configOf(context).siteUrl, publicPages), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
});
