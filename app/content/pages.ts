import { academyPath, founderPath } from "./site";

/** `tests/unit/routes.test.ts` checks that this list and app/routes.ts agree. */
export type PublicPage = {
  path: string;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
};

export const publicPages: readonly PublicPage[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/about", changefreq: "monthly", priority: 0.8 },
  { path: "/services", changefreq: "monthly", priority: 0.9 },
  { path: "/book-now", changefreq: "weekly", priority: 0.9 },
  { path: "/store", changefreq: "weekly", priority: 0.8 },
  {
    path: "/success-stories",
    changefreq: "monthly",
    priority: 0.7,
  },
  { path: "/contact", changefreq: "monthly", priority: 0.8 },
  { path: "/faq", changefreq: "monthly", priority: 0.6 },
  { path: "/newsletter", changefreq: "monthly", priority: 0.4 },
  { path: "/events", changefreq: "weekly", priority: 0.7 },
  { path: "/training", changefreq: "monthly", priority: 0.6 },
  { path: "/video-library", changefreq: "weekly", priority: 0.6 },
  { path: "/portfolio", changefreq: "monthly", priority: 0.6 },
  { path: founderPath, changefreq: "monthly", priority: 0.8 },
  {
    path: "/virtual-mailbox",
    changefreq: "monthly",
    priority: 0.5,
  },
  {
    path: "/blk-biz-link-support",
    changefreq: "monthly",
    priority: 0.5,
  },
  { path: "/ai-avatars", changefreq: "monthly", priority: 0.7 },
  { path: academyPath, changefreq: "monthly", priority: 0.7 },
  {
    path: "/consultations",
    changefreq: "monthly",
    priority: 0.8,
  },
  {
    path: "/business-plan",
    changefreq: "monthly",
    priority: 0.8,
  },
  {
    path: "/grant-services",
    changefreq: "monthly",
    priority: 0.8,
  },
  {
    path: "/ai-business-growth",
    changefreq: "monthly",
    priority: 0.8,
  },
  { path: "/b-the-brand", changefreq: "monthly", priority: 0.8 },
  { path: "/build-studio", changefreq: "monthly", priority: 0.8 },
];
