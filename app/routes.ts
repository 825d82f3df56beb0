import { index, route, type RouteConfig } from "@remix-run/route-config";
import { academyOverviewPdf } from "./content/academy";
import { academyPath, founderPath } from "./content/site";

/**
 * Every URL of the site and the module that answers it. No route has parameters (S-NAV-01):
 * per-item pages such as checkout take the item in the query. Two paths come from content: the
 * founder's page (named after the founder) and the academy's (`content/site.ts`).
 */
export default [
  // The public pages (listed with their sitemap settings in content/pages.ts).
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("book-now", "routes/book-now.tsx"),
  route("store", "routes/store.tsx"),
  route("success-stories", "routes/success-stories.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("chat", "routes/chat.tsx"),
  route("events", "routes/events.tsx"),
  route("training", "routes/training.tsx"),
  route("video-library", "routes/video-library.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route(founderPath.slice(1), "routes/founder.tsx"),
  route("virtual-mailbox", "routes/virtual-mailbox.tsx"),
  route("blk-biz-link-support", "routes/directory-support.tsx"),
  route("ai-avatars", "routes/ai-avatars.tsx"),
  route(academyPath.slice(1), "routes/academy.tsx"),
  route("consultations", "routes/consultations.tsx"),
  route("business-plan", "routes/business-plan.tsx"),
  route("grant-services", "routes/grant-services.tsx"),
  route("ai-business-growth", "routes/ai-business-growth.tsx"),
  route("b-the-brand", "routes/b-the-brand.tsx"),
  route("build-studio", "routes/build-studio.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/paypal", "routes/checkout.paypal.tsx"),
  route("sandbox/paypal", "routes/sandbox.paypal.tsx"),
  route("sandbox/invoice", "routes/sandbox.invoice.tsx"),
  route("webhooks/square", "routes/webhooks.square.ts"),
  route("webhooks/paypal", "routes/webhooks.paypal.ts"),
  route("auth", "routes/auth.tsx"),
  route("auth/confirm", "routes/auth.confirm.tsx"),
  route("auth/sign-out", "routes/auth.sign-out.ts"),
  route("auth/forgot", "routes/auth.forgot.tsx"),
  route("auth/reset", "routes/auth.reset.tsx"),
  route("account", "routes/account.tsx"),
  route("account/password", "routes/account.password.tsx"),
  route("account/order", "routes/account.order.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("leads", "routes/admin.leads.tsx"),
    route("lead", "routes/admin.lead.tsx"),
    route("deliveries", "routes/admin.deliveries.tsx"),
    route("subscribers", "routes/admin.subscribers.tsx"),
    route("orders", "routes/admin.orders.tsx"),
    route("order", "routes/admin.order.tsx"),
    route("audit", "routes/admin.audit.tsx"),
    route("catalogue", "routes/admin.catalogue.tsx"),
    route("catalogue-item", "routes/admin.catalogue-item.tsx"),
    route("leads.csv", "routes/admin.leads-csv.ts"),
    route("subscribers.csv", "routes/admin.subscribers-csv.ts"),
    route("orders.csv", "routes/admin.orders-csv.ts"),
  ]),
  route(academyOverviewPdf.path, "routes/academy-overview.ts"),
  route(academyOverviewPdf.requestedPath, "routes/academy-overview-requested.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  // Every other URL: the 404 page, rendered with the root loader like any page (so an unknown
  // URL and a refused /admin look the same, signed in or not).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
