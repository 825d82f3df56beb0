import { getConfig } from "~/.server/config";
import { buildSitemap } from "~/.server/sitemap";
import { publicPages } from "~/content/pages";

export function loader() {
  return new Response(buildSitemap(getConfig().siteUrl, publicPages), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
