import type { PublicPage } from "~/content/pages";

function escapeXml(text: string) {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

export function buildSitemap(siteUrl: string, pages: readonly PublicPage[]) {
  const urls = pages
    .map(
      (page) =>
        `  <url><loc>${escapeXml(new URL(page.path, `${siteUrl}/`).toString())}</loc><changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
