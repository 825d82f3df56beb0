import {
  chromium,
  expect,
  request as newRequestContext,
  test,
  type APIRequestContext,
  type Browser,
} from "@playwright/test";
import { chromiumLaunchOptions } from "./support/chromium";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { signUpConfirmed } from "./support/own-server-accounts";

/**
 * Issue 44, finding 5: to anyone but an owner, every way of asking for an /admin URL answers what
 * an unknown URL gets (ADR 66): the same status, the same headers, the same bytes but for the URL
 * itself, the CSP nonce, the honeypot's timestamp and the request's own id and date (and the
 * compressed length). Each /admin target below is compared
 * with the same target where "admin" is "zzzzz", which names no route. A server of its own: the
 * dashboard needs e-mail confirmation on, and the page cache is on as in production.
 */
test.describe.configure({ mode: "serial" });

const OWNER = `owner-hidden-${Date.now()}@example.test`;
const CUSTOMER = `customer-hidden-${Date.now()}@example.test`;
let server: OwnServer | undefined;
let browser: Browser;
let version: string;
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("hidden-dashboard", (origin) => ({
    SITE_URL: origin,
    ADMIN_EMAILS: OWNER,
    AUTH_EMAIL_CONFIRMATION: "on",
    PAGE_CACHE_SECONDS: "30",
  }));
  browser = await chromium.launch(chromiumLaunchOptions);
  const home = await fetch(server.origin).then((r) => r.text());
  version = /"version":\s*"([^"]+)"/.exec(home)?.[1] ?? "";
  expect(version).not.toBe("");
});

test.afterAll(async () => {
  for (const context of contexts) await context.dispose();
  await browser?.close();
  server?.stop();
});

/** An HTTP client with the cookies of `email` signed in through the browser (none: a stranger). */
async function clientOf(email?: string): Promise<APIRequestContext> {
  let storageState: Awaited<ReturnType<APIRequestContext["storageState"]>> | undefined;
  if (email) {
    const context = await browser.newContext({ baseURL: server!.origin });
    await signUpConfirmed(await context.newPage(), server!.dataDir, email);
    storageState = await context.storageState();
    await context.close();
  }
  const client = await newRequestContext.newContext({
    baseURL: server!.origin,
    ...(storageState && { storageState }),
  });
  contexts.push(client);
  return client;
}

type Ask = { method: "GET" | "HEAD" | "POST"; target: string };

const ASKS: Ask[] = [
  { method: "GET", target: "/admin" },
  { method: "GET", target: "/admin/orders" },
  { method: "HEAD", target: "/admin/orders" },
  { method: "GET", target: "/admin.data" },
  { method: "GET", target: "/admin/orders.data" },
  { method: "GET", target: "/admin?index" },
  { method: "GET", target: "/admin.data?index" },
  { method: "GET", target: "/admin/orders.data?_routes=root,routes/admin.orders" },
  { method: "GET", target: "/admin/leads.csv" },
  { method: "GET", target: "/admin/leads.csv.data" },
  { method: "GET", target: "/ADMIN/Orders.data" },
  { method: "GET", target: "/%61dmin/orders.data" },
  { method: "POST", target: "/admin/orders" },
  { method: "POST", target: "/admin/orders.data" },
  { method: "GET", target: "/__manifest?paths=/admin,/admin/orders,/admin/leads.csv&version=V" },
];

/** The same target with no dashboard in it: "admin" (in any case or encoding) becomes "zzzzz". */
const unknownTwin = (target: string) =>
  target.replace(/admin|%61dmin/gi, (found) => (found === "%61dmin" ? "%7Azzzz" : "zzzzz"));

async function answer(client: APIRequestContext, { method, target }: Ask) {
  const url = target.replace("version=V", `version=${version}`);
  const response = await client.fetch(url, {
    method,
    maxRedirects: 0,
    ...(method === "POST" && {
      headers: {
        Origin: server!.origin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      data: "intent=status&orderId=1",
    }),
  });
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  const scrub = (text: string) => {
    let out = text.replace(/zzzzz/gi, "admin").replace(/%7Azzzz/gi, "%61dmin");
    if (nonce) out = out.split(nonce).join("NONCE");
    // The honeypot's encrypted timestamp (base64) is renewed every second.
    return out.replace(/(?<=["'])[A-Za-z0-9+/]{32,256}={0,2}(?=\\?["'])/g, "HONEYPOT");
  };
  const headers = response
    .headersArray()
    // The length is the (compressed) body's, compared below once decoded.
    .filter(({ name }) => !["date", "x-request-id", "content-length"].includes(name.toLowerCase()))
    .map(({ name, value }) => `${name.toLowerCase()}: ${scrub(value)}`)
    .sort();
  return { status: response.status(), headers, body: scrub(await response.text()) };
}

async function expectSameAsUnknown(client: APIRequestContext) {
  for (const ask of ASKS) {
    const dashboard = await answer(client, ask);
    const unknown = await answer(client, { ...ask, target: unknownTwin(ask.target) });
    expect(dashboard, `${ask.method} ${ask.target}`).toEqual(unknown);
    expect(dashboard.body, `${ask.method} ${ask.target}`).not.toContain("routes/admin");
  }
}

test("a stranger asking for /admin in any way gets exactly what an unknown URL gets", async () => {
  await expectSameAsUnknown(await clientOf());
});

test("a signed-in customer gets exactly what an unknown URL gets too", async () => {
  test.setTimeout(90_000);
  const customer = await clientOf(CUSTOMER);
  expect(await (await customer.get("/account")).text()).toContain(CUSTOMER);
  await expectSameAsUnknown(customer);
});

test("the owner still finds the dashboard: its routes, its data and its place in the manifest", async () => {
  test.setTimeout(90_000);
  const owner = await clientOf(OWNER);
  const page = await owner.get("/admin");
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("Two-factor sign-in required");
  const data = await owner.get("/admin.data");
  expect(await data.text()).toContain("routes/admin");
  const manifest = await owner.get(`/__manifest?paths=/admin/orders&version=${version}`);
  expect(Object.keys(await manifest.json())).toContain("routes/admin.orders");
});
