/** The promotion as the home page's loader hands it to the pop-up (app/.server/site-content.ts). */
export type PromoView = {
  title: string;
  description: string;
  /** Where "View All Events" goes: a path of the site or an https address. */
  link: string;
};
