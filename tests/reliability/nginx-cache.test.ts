import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort } from "../../scripts/lib/server.mjs";
import { signUpSession } from "../../scripts/lib/bench-session.mjs";
import { ensureNginx, startNginxProxy } from "../../scripts/lib/nginx.mjs";
import { startProductionServer, type ProductionServer } from "./support/production-server";

/**
 * The production server behind nginx with docs/deployment.md's page cache (ADR 36): anonymous
 * pages are answered by nginx from its cache without reaching the app, and a visitor with a cookie
 * of the site never gets a cached page, nor puts theirs in the cache.
 */
type Nginx = { url: string; stop(): Promise<void> };
let nginx: Nginx;
let app: ProductionServer;
let signedIn: string;

beforeAll(async () => {
  const port = (await freePort()) as number;
  nginx = (await startNginxProxy({ bin: ensureNginx(), upstreams: [port], cache: true })) as Nginx;
  app = await startProductionServer(
    "nginx-cache",
    {
      SITE_URL: nginx.url,
      TRUST_PROXY: "1",
      AUTH_EMAIL_CONFIRMATION: "off",
      PAGE_CACHE_SECONDS: "30",
    },
    { port },
  );
  signedIn = ((await signUpSession(nginx.url)) as { cookie: string }).cookie;
});

afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
});

async function get(path: string, cookie?: string) {
  const response = await fetch(`${nginx.url}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return {
    status: response.status,
    cache: response.headers.get("x-cache-status"),
    cacheControl: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

/** How many requests for `path` reached the app (its request log, once its lines are in). */
async function reachedApp(path: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return app
    .tail()
    .filter((line) => line.includes('"message":"request"') && line.includes(`"path":"${path}"`))
    .length;
}

describe("nginx in front, with the page cache of docs/deployment.md", () => {
  test("anonymous pages are served by nginx's cache: the app draws each once", async () => {
    for (const path of ["/services", "/faq"]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.cacheControl, path).toMatch(/^public, max-age=0, s-maxage=30/);
      const before = await reachedApp(path);
      for (let i = 0; i < 5; i++) {
        const again = await get(path);
        expect(again.cache, path).toBe("HIT");
        expect(again.body, path).toBe(first.body);
      }
      expect(await reachedApp(path), path).toBe(before);
    }
  });

  test("a signed-in visitor is never served from the cache, and their page is never stored", async () => {
    const anonymous = await get("/services");
    expect(anonymous.cache).toBe("HIT");
    const mine = await get("/services", signedIn);
    expect(mine.cache).toBe("BYPASS");
    expect(mine.cacheControl).toBe("private, no-store");
    expect(mine.body).toContain("Bench Runner");
    expect(mine.body).not.toBe(anonymous.body);
    // After the signed-in visit, the next anonymous visitor still gets the anonymous page.
    const next = await get("/services");
    expect(next.cache).toBe("HIT");
    expect(next.body).toBe(anonymous.body);
    expect(next.body).not.toContain("Bench Runner");
    // A page only a signed-in visitor sees: never stored, so a visitor without cookies is sent to sign in.
    expect((await get("/account", signedIn)).status).toBe(200);
    const account = await get("/account");
    expect(account.status).toBe(302);
    expect(account.cache).not.toBe("HIT");
  });

  test("a flashed message (a toast cookie) bypasses the cache too", async () => {
    const signOut = await fetch(`${nginx.url}/auth/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: nginx.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    const toast = signOut.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(toast).toMatch(/toast=/);
    const flashed = await get("/services", toast);
    expect(flashed.cache).toBe("BYPASS");
    expect(flashed.body).toContain("Signed out successfully");
    const next = await get("/services");
    expect(next.body).not.toContain("Signed out successfully");
  });
});
