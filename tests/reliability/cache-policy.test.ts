import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUpSession } from "../../scripts/lib/bench-session.mjs";
import routes from "~/routes";
import { academyOverviewPdf } from "~/content/academy";
import { academyPath, founderPath } from "~/content/site";
import { startProductionServer, type ProductionServer } from "./support/production-server";

/**
 * Every route's cache policy, asked of the real production server with its page cache on (ADR 30):
 * a per-visitor page says `private, no-store` on its document and its single-fetch `.data`, a
 * page opened with a secret in its URL also `Referrer-Policy: no-referrer`, none of them is ever
 * answered from the page cache, and a public page (`public`, any cache may keep it) is shared only
 * with visitors who are not signed in. The table must name every route of app/routes.ts.
 */
type Policy =
  /** Anonymous: stored and shared by the page cache; signed in: private, no-store. */
  | { kind: "shared" }
  /** Private, no-store for everyone; `shownTo` must get it with 200 (so the check is not empty). */
  | { kind: "private" | "token"; shownTo: Who[] }
  /** A file or an endpoint with its own Cache-Control (null: GET is not how it is used). */
  | { kind: "resource"; cacheControl: string | null };
type Who = "anonymous" | "user";

const shared = { kind: "shared" } as const;
const resource = (cacheControl: string | null) => ({ kind: "resource", cacheControl }) as const;

const table: Record<string, { url: string; policy: Policy }> = {
  "routes/home.tsx": { url: "/", policy: shared },
  "routes/about.tsx": { url: "/about", policy: { kind: "private", shownTo: ["anonymous"] } },
  "routes/services.tsx": { url: "/services", policy: shared },
  "routes/book-now.tsx": { url: "/book-now", policy: shared },
  "routes/store.tsx": { url: "/store", policy: shared },
  "routes/success-stories.tsx": { url: "/success-stories", policy: shared },
  "routes/contact.tsx": { url: "/contact", policy: shared },
  "routes/faq.tsx": { url: "/faq", policy: shared },
  "routes/newsletter.tsx": { url: "/newsletter", policy: shared },
  "routes/chat.tsx": { url: "/chat", policy: shared },
  "routes/events.tsx": { url: "/events", policy: shared },
  "routes/training.tsx": { url: "/training", policy: shared },
  "routes/video-library.tsx": { url: "/video-library", policy: shared },
  "routes/portfolio.tsx": { url: "/portfolio", policy: shared },
  "routes/founder.tsx": { url: founderPath, policy: shared },
  "routes/virtual-mailbox.tsx": { url: "/virtual-mailbox", policy: shared },
  "routes/directory-support.tsx": { url: "/blk-biz-link-support", policy: shared },
  "routes/ai-avatars.tsx": { url: "/ai-avatars", policy: shared },
  "routes/academy.tsx": { url: academyPath, policy: shared },
  "routes/consultations.tsx": { url: "/consultations", policy: shared },
  "routes/business-plan.tsx": { url: "/business-plan", policy: shared },
  "routes/grant-services.tsx": { url: "/grant-services", policy: shared },
  "routes/ai-business-growth.tsx": { url: "/ai-business-growth", policy: shared },
  "routes/b-the-brand.tsx": { url: "/b-the-brand", policy: shared },
  "routes/build-studio.tsx": { url: "/build-studio", policy: shared },
  "routes/newsletter.unsubscribe.tsx": {
    url: "/newsletter/unsubscribe?token=not-a-real-token",
    policy: { kind: "token", shownTo: [] },
  },
  // No order has this number: a 404 to everyone, and private all the same.
  "routes/account.order.tsx": {
    url: "/account/order?number=1",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/checkout.tsx": {
    url: "/checkout?product=plan-funding",
    policy: { kind: "private", shownTo: ["user"] },
  },
  "routes/checkout.paypal.tsx": {
    url: "/checkout/paypal?token=not-a-real-order",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/sandbox.paypal.tsx": {
    url: "/sandbox/paypal?token=not-a-real-order",
    policy: { kind: "token", shownTo: [] },
  },
  "routes/sandbox.invoice.tsx": {
    url: "/sandbox/invoice?id=not-a-real-invoice",
    policy: { kind: "token", shownTo: [] },
  },
  "routes/webhooks.square.ts": { url: "/webhooks/square", policy: resource(null) },
  "routes/webhooks.paypal.ts": { url: "/webhooks/paypal", policy: resource(null) },
  "routes/auth.tsx": { url: "/auth", policy: shared },
  "routes/auth.confirm.tsx": {
    url: "/auth/confirm?token_hash=not-a-real-token&type=signup",
    policy: { kind: "token", shownTo: ["anonymous"] },
  },
  "routes/auth.sign-out.ts": { url: "/auth/sign-out", policy: resource(null) },
  "routes/auth.forgot.tsx": { url: "/auth/forgot", policy: shared },
  "routes/auth.reset.tsx": {
    url: "/auth/reset?token=not-a-real-token",
    policy: { kind: "token", shownTo: [] },
  },
  "routes/account.tsx": { url: "/account", policy: { kind: "private", shownTo: ["user"] } },
  "routes/account.password.tsx": {
    url: "/account/password",
    policy: { kind: "private", shownTo: ["user"] },
  },
  "routes/admin.tsx": { url: "/admin", policy: { kind: "private", shownTo: [] } },
  "routes/admin._index.tsx": { url: "/admin", policy: { kind: "private", shownTo: [] } },
  "routes/admin.leads.tsx": {
    url: "/admin/leads",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.lead.tsx": {
    url: "/admin/lead?id=1",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.deliveries.tsx": {
    url: "/admin/deliveries",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.subscribers.tsx": {
    url: "/admin/subscribers",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.orders.tsx": {
    url: "/admin/orders",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.order.tsx": {
    url: "/admin/order?id=1",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.customers.tsx": {
    url: "/admin/customers",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.customer.tsx": {
    url: "/admin/customer?id=1",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.site.tsx": {
    url: "/admin/site",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.catalogue.tsx": {
    url: "/admin/catalogue",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.catalogue-item.tsx": {
    url: "/admin/catalogue-item?id=1",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.audit.tsx": {
    url: "/admin/audit",
    policy: { kind: "private", shownTo: [] },
  },
  "routes/admin.leads-csv.ts": { url: "/admin/leads.csv", policy: resource(null) },
  "routes/admin.orders-csv.ts": { url: "/admin/orders.csv", policy: resource(null) },
  "routes/admin.customers-csv.ts": { url: "/admin/customers.csv", policy: resource(null) },
  "routes/admin.subscribers-csv.ts": {
    url: "/admin/subscribers.csv",
    policy: resource(null),
  },
  "routes/academy-overview.ts": {
    url: academyOverviewPdf.path,
    policy: resource("public, max-age=86400, stale-while-revalidate=604800"),
  },
  "routes/academy-overview-requested.tsx": {
    url: academyOverviewPdf.requestedPath,
    policy: shared,
  },
  "routes/sitemap.ts": { url: "/sitemap.xml", policy: resource("public, max-age=3600") },
  "routes/robots.ts": { url: "/robots.txt", policy: resource("public, max-age=3600") },
  "routes/healthz.ts": { url: "/healthz", policy: resource("no-store") },
  "routes/readyz.ts": { url: "/readyz", policy: resource("no-store") },
  "routes/not-found.tsx": { url: "/no-such-page", policy: { kind: "private", shownTo: [] } },
};

type RouteEntry = { file: string; children?: RouteEntry[] };
function routeFiles(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

let server: ProductionServer;
const cookies: Record<Who, string> = { anonymous: "", user: "" };

beforeAll(async () => {
  server = await startProductionServer("cache-policy", {
    AUTH_EMAIL_CONFIRMATION: "off",
    PAYMENTS_OFFLINE: "on",
    PAGE_CACHE_SECONDS: "60",
  });
  cookies.user = ((await signUpSession(server.url)) as { cookie: string }).cookie;
});

afterAll(async () => {
  await server?.stop();
});

async function get(url: string, who: Who) {
  const response = await fetch(new URL(url, server.url), {
    redirect: "manual",
    headers: cookies[who] ? { Cookie: cookies[who] } : {},
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    referrerPolicy: response.headers.get("referrer-policy"),
    pageCache: response.headers.get("x-page-cache"),
  };
}

/** The page's single-fetch data URL: `/faq?x=1` → `/faq.data?x=1`, `/` → `/_.data`. */
function dataUrl(url: string) {
  const [path = "", query] = url.split("?");
  return `${path.endsWith("/") ? `${path}_` : path}.data${query ? `?${query}` : ""}`;
}

describe("every route's cache policy", () => {
  test("the table names every route of app/routes.ts", () => {
    expect(Object.keys(table).sort()).toEqual(routeFiles(routes as RouteEntry[]).sort());
  });

  test("per-visitor and token pages are private, no-store (documents and .data), never from the page cache", async () => {
    const problems: string[] = [];
    for (const [file, { url, policy }] of Object.entries(table)) {
      if (policy.kind !== "private" && policy.kind !== "token") continue;
      for (const who of ["anonymous", "user"] as const) {
        for (const target of [url, url, dataUrl(url)]) {
          const answer = await get(target, who);
          const label = `${file} ${who} GET ${target}: ${JSON.stringify(answer)}`;
          if (answer.status >= 500) problems.push(`${label}: a server error`);
          if (answer.pageCache === "hit") problems.push(`${label}: served from the page cache`);
          // Only a page shows anything; a redirect (302, or 202 to a `.data` request) does not.
          if (answer.status !== 200) continue;
          if (answer.cacheControl !== "private, no-store") problems.push(`${label}: cache policy`);
          if (policy.kind === "token" && answer.referrerPolicy !== "no-referrer")
            problems.push(`${label}: referrer policy`);
        }
        if (policy.shownTo.includes(who) && (await get(url, who)).status !== 200)
          problems.push(`${file}: not shown to ${who}, so its policy was not seen`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("a public page is shared with anonymous visitors only; signed in, it is private, no-store", async () => {
    const problems: string[] = [];
    for (const [file, { url, policy }] of Object.entries(table)) {
      if (policy.kind !== "shared") continue;
      const first = await get(url, "anonymous");
      const second = await get(url, "anonymous");
      const isPublic = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
      if (
        first.status !== 200 ||
        second.pageCache !== "hit" ||
        !isPublic.test(first.cacheControl ?? "")
      )
        problems.push(`${file} anonymous: ${JSON.stringify([first, second])}`);
      for (const who of ["user"] as const) {
        for (const target of [url, dataUrl(url)]) {
          const answer = await get(target, who);
          if (answer.status === 200 && answer.cacheControl === "private, no-store") continue;
          // A signed-in visitor is sent on from the sign-in pages: nothing of theirs is shown.
          if (file.startsWith("routes/auth") && [302, 202].includes(answer.status)) continue;
          problems.push(`${file} ${who} GET ${target}: ${JSON.stringify(answer)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test("files and endpoints keep their own policy", async () => {
    const problems: string[] = [];
    for (const [file, { url, policy }] of Object.entries(table)) {
      if (policy.kind !== "resource" || policy.cacheControl === null) continue;
      const answer = await get(url, "anonymous");
      if (answer.status !== 200 || answer.cacheControl !== policy.cacheControl)
        problems.push(`${file}: ${JSON.stringify(answer)}`);
    }
    expect(problems).toEqual([]);
  });
});
