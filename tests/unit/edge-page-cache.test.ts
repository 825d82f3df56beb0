import { describe, expect, it } from "vitest";
import { sharedPageAnswer, type PageStore } from "../../server/edge-page-cache.ts";
import { hasVisitorCookie } from "~/.server/security/visitor-cookies";

/** Anonymous pages from the Cache API (a Map stands in for `caches.default`). */
function setUp(
  page: (request: Request) => Response = () => sharedPage("home"),
  kept = new Map<string, Response>(),
  version = "v1",
) {
  const store: PageStore = {
    async match(request) {
      return kept.get(request.url)?.clone();
    },
    async put(request, response) {
      kept.set(request.url, response);
    },
  };
  const drawn: Request[] = [];
  const pending: Promise<unknown>[] = [];
  const answer = (request: Request) =>
    sharedPageAnswer(request, {
      store,
      siteUrl: "https://shop.example",
      version,
      hasVisitorCookie,
      draw: async (request) => {
        drawn.push(request);
        return page(request);
      },
      waitUntil: (work) => pending.push(work),
    });
  return { kept, drawn, answer, settled: () => Promise.all(pending) };
}

function sharedPage(text: string) {
  return new Response(`<p>${text}</p>`, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=10",
      ETag: '"abc"',
    },
  });
}

const at = (path: string, init: RequestInit = {}) =>
  new Request(`https://shop.example${path}`, init);

describe("anonymous pages on a Worker", () => {
  it("draws a page once, keeps it, and answers the next visitor from the cache", async () => {
    const { answer, drawn, settled } = setUp();
    const first = await answer(at("/services?page=2"));
    expect(first?.headers.get("X-Page-Cache")).toBe("miss");
    expect(await first?.text()).toBe("<p>home</p>");
    await settled();
    const second = await answer(at("/services?page=2"));
    expect(second?.headers.get("X-Page-Cache")).toBe("hit");
    expect(await second?.text()).toBe("<p>home</p>");
    expect(drawn).toHaveLength(1);
  });

  it("draws for the site's address with none of the visitor's headers", async () => {
    const { answer, drawn, kept, settled } = setUp();
    await answer(
      new Request("http://evil.example/about", {
        headers: { "Accept-Language": "xx", "X-Forwarded-Host": "evil.example", Host: "evil" },
      }),
    );
    await settled();
    expect(drawn[0]?.url).toBe("https://shop.example/about");
    expect([...drawn[0]!.headers.keys()]).toEqual([]);
    expect([...kept.keys()]).toEqual(["https://shop.example/__pages/v1/about"]);
  });

  it("never answers or keeps a page for a visitor with a cookie of the site, or a form", async () => {
    const { answer, drawn } = setUp();
    expect(await answer(at("/", { headers: { Cookie: "__Host-bte_session=x" } }))).toBeUndefined();
    expect(await answer(at("/contact", { method: "POST", body: "a=1" }))).toBeUndefined();
    expect(drawn).toHaveLength(0);
    expect(await answer(at("/", { headers: { Cookie: "analytics=1" } }))).toBeDefined();
  });

  it("keeps only a 200 shared without a cookie being set", async () => {
    const pages = [
      new Response("gone", { status: 404, headers: { "Cache-Control": "public, s-maxage=10" } }),
      new Response("mine", { headers: { "Cache-Control": "private, no-store" } }),
      new Response("set", {
        headers: { "Cache-Control": "public, s-maxage=10", "Set-Cookie": "toast=1" },
      }),
      new Response("now", { headers: { "Cache-Control": "public, s-maxage=0" } }),
    ];
    const { answer, kept, settled } = setUp(() => pages.shift()!);
    for (const path of ["/a", "/b", "/c", "/d"]) await answer(at(path));
    await settled();
    expect(kept.size).toBe(0);
  });

  it("answers 304 to a visitor who has the page, and HEAD without a body", async () => {
    const { answer, settled } = setUp();
    await answer(at("/"));
    await settled();
    const again = await answer(at("/", { headers: { "If-None-Match": 'W/"x", "abc"' } }));
    expect(again?.status).toBe(304);
    expect(again?.headers.has("Content-Type")).toBe(false);
    const head = await answer(at("/", { method: "HEAD" }));
    expect([head?.status, await head?.text()]).toEqual([200, ""]);
  });

  it("starts afresh with a new build: the last deploy's pages are not answered", async () => {
    const kept = new Map<string, Response>();
    const before = setUp(() => sharedPage("old"), kept, "v1");
    await before.answer(at("/services"));
    await before.settled();
    const after = setUp(() => sharedPage("new"), kept, "v2");
    const answer = await after.answer(at("/services"));
    expect([answer?.headers.get("X-Page-Cache"), await answer?.text()]).toEqual([
      "miss",
      "<p>new</p>",
    ]);
  });
});
