import { index, route, type RouteConfig } from "@remix-run/route-config";
import { academyOverviewPdf } from "./content/academy";
import { publicPages } from "./content/pages";

/** Every route of the site. No route has parameters (S-NAV-01): paths come from content data, and
 * per-item pages such as checkout take the item in the query. */
export default [
  ...publicPages.map((page) =>
    page.path === "/" ? index(page.file) : route(page.path, page.file),
  ),
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
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("leads", "routes/admin.leads.tsx"),
    route("lead", "routes/admin.lead.tsx"),
    route("deliveries", "routes/admin.deliveries.tsx"),
    route("subscribers", "routes/admin.subscribers.tsx"),
    route("orders", "routes/admin.orders.tsx"),
    route("order", "routes/admin.order.tsx"),
    route("audit", "routes/admin.audit.tsx"),
    route("leads.csv", "routes/admin.leads-csv.ts"),
    route("subscribers.csv", "routes/admin.subscribers-csv.ts"),
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
