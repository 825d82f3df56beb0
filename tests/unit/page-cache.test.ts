import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache } from "../../server/page-cache.ts";
import { contentChanged, onContentChange } from "~/.server/content-changes";

const SITE = "https://www.example.com";
const SHARED = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

/** A page the app would draw: the video list as it stands when drawing begins. */
function appDrawing() {
  const state = {
    videos: "Video one",
    draws: 0,
    hold: undefined as Promise<void> | undefined,
    began: () => {},
  };
  const render = async (request: Request) => {
    state.draws += 1;
    const videos = state.videos;
    state.began();
    if (state.hold) await state.hold;
    const body = `<h1>${new URL(request.url).pathname}</h1><p>${videos}</p>`;
    return new Response(body, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": SHARED,
        ETag: `"${videos.length}-${body.length}"`,
      },
    });
  };
  return { state, render };
}

const servers: http.Server[] = [];
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const server of servers.splice(0)) server.close();
});

/** The production server's order: memory first, then the cache's middleware (Express's place). */
async function serve(render: (request: Request) => Promise<Response>) {
  const cache = createPageCache({
    render,
    hasVisitorCookie: (cookie) => /bte_/.test(cookie ?? ""),
    siteUrl: SITE,
  });
  stops.push(onContentChange(() => cache.clear()));
  const server = http.createServer((req, res) => {
    if (cache.serveFromMemory(req, res)) return;
    type Middleware = Parameters<typeof cache.middleware>;
    const expressReq = Object.assign(req, { originalUrl: req.url }) as unknown as Middleware[0];
    void cache.middleware(expressReq, res as unknown as Middleware[1], () => {
      res.writeHead(500).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { cache: response.headers.get("x-page-cache"), body: await response.text() };
  };
}

describe("the page cache and content changes", () => {
  it("keeps a shared page until the video library changes, then draws it anew", async () => {
    const { state, render } = appDrawing();
    const get = await serve(render);
    expect(await get("/video-library")).toEqual({
      cache: "miss",
      body: "<h1>/video-library</h1><p>Video one</p>",
    });
    expect((await get("/video-library")).cache).toBe("hit");
    expect(state.draws).toBe(1);

    state.videos = "Video two";
    contentChanged();
    expect(await get("/video-library")).toEqual({
      cache: "miss",
      body: "<h1>/video-library</h1><p>Video two</p>",
    });
    expect(state.draws).toBe(2);
  });

  it("does not keep a page whose drawing began before the change", async () => {
    const { state, render } = appDrawing();
    const get = await serve(render);
    let release = () => {};
    state.hold = new Promise((resolve) => (release = resolve));
    const began = new Promise<void>((resolve) => (state.began = resolve));
    const early = get("/");
    await began;
    state.videos = "Video two";
    contentChanged();
    release();
    state.hold = undefined;
    // The visitor who asked before the change gets what was drawn for them.
    expect((await early).body).toContain("Video one");

    const after = await get("/");
    expect(after).toEqual({ cache: "miss", body: "<h1>/</h1><p>Video two</p>" });
    expect((await get("/")).body).toContain("Video two");
  });
});
