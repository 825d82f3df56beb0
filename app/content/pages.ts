/**
 * The public pages of the site: their route module and how search engines should treat them.
 * `app/routes.ts` registers them and `/sitemap.xml` lists them, so the two never disagree.
 */
export type PublicPage = {
  path: string;
  file: string;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
};

export const publicPages: readonly PublicPage[] = [
  { path: "/", file: "routes/home.tsx", changefreq: "weekly", priority: 1 },
];
