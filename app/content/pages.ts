import { academyPath, founderPath } from "./site";

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
  { path: "/about", file: "routes/about.tsx", changefreq: "monthly", priority: 0.8 },
  { path: "/services", file: "routes/services.tsx", changefreq: "monthly", priority: 0.9 },
  { path: "/book-now", file: "routes/book-now.tsx", changefreq: "weekly", priority: 0.9 },
  { path: "/store", file: "routes/store.tsx", changefreq: "weekly", priority: 0.8 },
  {
    path: "/success-stories",
    file: "routes/success-stories.tsx",
    changefreq: "monthly",
    priority: 0.7,
  },
  { path: "/contact", file: "routes/contact.tsx", changefreq: "monthly", priority: 0.8 },
  { path: "/faq", file: "routes/faq.tsx", changefreq: "monthly", priority: 0.6 },
  { path: "/newsletter", file: "routes/newsletter.tsx", changefreq: "monthly", priority: 0.4 },
  { path: "/events", file: "routes/events.tsx", changefreq: "weekly", priority: 0.7 },
  { path: "/training", file: "routes/training.tsx", changefreq: "monthly", priority: 0.6 },
  { path: "/video-library", file: "routes/video-library.tsx", changefreq: "weekly", priority: 0.6 },
  { path: "/portfolio", file: "routes/portfolio.tsx", changefreq: "monthly", priority: 0.6 },
  { path: founderPath, file: "routes/founder.tsx", changefreq: "monthly", priority: 0.8 },
  {
    path: "/virtual-mailbox",
    file: "routes/virtual-mailbox.tsx",
    changefreq: "monthly",
    priority: 0.5,
  },
  {
    path: "/blk-biz-link-support",
    file: "routes/directory-support.tsx",
    changefreq: "monthly",
    priority: 0.5,
  },
  { path: "/ai-avatars", file: "routes/ai-avatars.tsx", changefreq: "monthly", priority: 0.7 },
  { path: academyPath, file: "routes/academy.tsx", changefreq: "monthly", priority: 0.7 },
  {
    path: "/consultations",
    file: "routes/consultations.tsx",
    changefreq: "monthly",
    priority: 0.8,
  },
  {
    path: "/business-plan",
    file: "routes/business-plan.tsx",
    changefreq: "monthly",
    priority: 0.8,
  },
  {
    path: "/grant-services",
    file: "routes/grant-services.tsx",
    changefreq: "monthly",
    priority: 0.8,
  },
  {
    path: "/ai-business-growth",
    file: "routes/ai-business-growth.tsx",
    changefreq: "monthly",
    priority: 0.8,
  },
  { path: "/b-the-brand", file: "routes/b-the-brand.tsx", changefreq: "monthly", priority: 0.8 },
  { path: "/build-studio", file: "routes/build-studio.tsx", changefreq: "monthly", priority: 0.8 },
];
