import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAppContext } from "~/.server/app-context";
import { parseConfig } from "~/.server/config";
import type { Database } from "~/.server/db";
import { runMigrations } from "~/.server/db/migrate";
import { payments, videos } from "~/.server/db/schema";
import { runSeeds } from "~/.server/db/seed";
import { getToast } from "~/.server/flash-toast";
import * as sessionUser from "~/.server/auth/session-user";
import * as videoModule from "~/.server/videos";
import { videos as videoContent } from "~/content/videos";
import { isoDuration, videoListJsonLd } from "~/utils/structured-data";
import { eachDatabase, type TestDatabase } from "./support/database";
import { action, loader } from "~/routes/video-library";
import { createLoadContext } from "~/.server/context";
import { callRoute } from "../support/route-call";

const config = parseConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), "video-library-test-")),
  SITE_URL: "http://localhost:3000",
});
/** The database the route's app context holds in the current test. */
const db = { current: undefined as unknown as Database };

const { VIDEO_CACHE_KEY, VIDEO_CACHE_TTL_MS, UNKNOWN_VIDEO_MESSAGE, cachedVideos, listVideos } =
  videoModule;

/** A database whose every query fails, the way a lost connection does. */
function brokenDatabase(): Database {
  const fail = () => {
    throw new Error("connection terminated unexpectedly");
  };
  return new Proxy({} as Database, { get: () => fail });
}

/** Counts the queries made through `select`. */
function counting(database: Database) {
  const counter = { selects: 0 };
  const proxy = new Proxy(database, {
    get(target, property, receiver) {
      if (property === "select") counter.selects++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, counter };
}

const documentRequest = () =>
  new Request("http://localhost/video-library", { headers: { "sec-fetch-dest": "document" } });
const dataRequest = () =>
  new Request("http://localhost/video-library", { headers: { "sec-fetch-dest": "empty" } });

const loaderArgs = async (request: Request) => ({
  request,
  params: {},
  context: createLoadContext({ app: await createAppContext({ config, db: db.current }) }),
});

async function purchaseRequest(fields: Record<string, string>, origin = "http://localhost") {
  return new Request("http://localhost/video-library", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(fields),
  });
}

describe.each(eachDatabase())("the video library on $name", (target) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
    await runSeeds(handle.db);
    db.current = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });
  // The list stays cached for a minute whatever the test: each test's clock starts past the
  // entries of the tests before it.
  let clock = Date.now();
  beforeEach(() => {
    clock += 3 * VIDEO_CACHE_TTL_MS;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(clock);
  });
  afterEach(() => {
    vi.useRealTimers();
    db.current = handle.db;
    vi.restoreAllMocks();
  });

  describe("[S-VIDEOLIB-09] listVideos", () => {
    it("reads every field of the videos table, newest created_at first", async () => {
      const extra = await handle.db
        .insert(videos)
        .values([
          {
            slug: "zz-oldest",
            title: "Oldest",
            description: "d",
            thumbnail: "/t.svg",
            duration: "1:00",
            category: "Business Fundamentals",
            createdAt: new Date("2001-01-01T00:00:00Z"),
          },
          {
            slug: "zz-newest",
            title: "Newest",
            description: "d",
            thumbnail: "/t.svg",
            duration: "2:00",
            category: "AI Integration",
            createdAt: new Date("2099-01-01T00:00:00Z"),
          },
        ])
        .returning();
      try {
        const list = await listVideos(handle.db);
        expect(list).toHaveLength(videoContent.length + 2);
        expect(Object.keys(list[0]!).sort()).toEqual([
          "category",
          "createdAt",
          "description",
          "duration",
          "id",
          "slug",
          "thumbnail",
          "title",
        ]);
        const times = list.map((v) => v.createdAt.getTime());
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(list[0]!.slug).toBe("zz-newest");
        expect(list.at(-1)!.slug).toBe("zz-oldest");
        const seeded = list.filter((v) => !v.slug.startsWith("zz-")).map((v) => v.slug);
        expect(seeded).toEqual(
          [...videoContent]
            .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
            .map((v) => v.slug),
        );
      } finally {
        for (const row of extra) await handle.db.delete(videos).where(eq(videos.id, row.id));
      }
    });
  });

  describe("[S-VIDEOLIB-10] the list is cached under the key 'videos'", () => {
    it("is the key the spec names, kept for a minute", () => {
      expect(VIDEO_CACHE_KEY).toBe("videos");
      expect(VIDEO_CACHE_TTL_MS).toBe(60_000);
    });

    it("answers from the cache within the TTL, and reads again after it", async () => {
      const { db: counted, counter } = counting(handle.db);
      const now = Date.now();
      const first = await cachedVideos(counted, { now });
      const again = await cachedVideos(counted, { now: now + VIDEO_CACHE_TTL_MS - 1 });
      expect(counter.selects).toBe(1);
      expect(again).toBe(first);
      await cachedVideos(counted, { now: now + VIDEO_CACHE_TTL_MS });
      expect(counter.selects).toBe(2);
    });

    it("shares one query between concurrent requests", async () => {
      const { db: counted, counter } = counting(handle.db);
      const lists = await Promise.all([1, 2, 3].map(() => cachedVideos(counted)));
      expect(counter.selects).toBe(1);
      expect(lists[1]).toBe(lists[0]);
    });

    it("does not keep a failure: the next request reads again", async () => {
      await expect(cachedVideos(brokenDatabase())).rejects.toThrow(/connection/);
      await Promise.resolve();
      const list = await cachedVideos(handle.db);
      expect(list).toHaveLength(videoContent.length);
    });

    it("the loader reads through the cache", async () => {
      const { db: counted, counter } = counting(handle.db);
      db.current = counted;
      await callRoute(loader, await loaderArgs(documentRequest()));
      await callRoute(loader, await loaderArgs(dataRequest())).then((r) => r.videos);
      expect(counter.selects).toBe(1);
    });
  });

  describe("the loader", () => {
    it("[S-VIDEOLIB-05] [S-VIDEOLIB-06] a document request gets the resolved cards, with mm:ss durations", async () => {
      const result = await callRoute(loader, await loaderArgs(documentRequest()));
      expect(Array.isArray(result.videos)).toBe(true);
      const cards = result.videos as Exclude<typeof result.videos, Promise<unknown>>;
      expect(cards).toHaveLength(videoContent.length);
      for (const card of cards) {
        expect(card.duration).toMatch(/^\d{1,2}:[0-5]\d$/);
        expect(typeof card.createdAt).toBe("string");
      }
      // A shared page (ADR 36): the same bytes for every visitor, so no request's id in it.
      expect(result.requestId).toBeNull();
    });

    it("[S-VIDEOLIB-07] a client-side navigation gets a promise, so the skeletons show while it streams", async () => {
      const result = await callRoute(loader, await loaderArgs(dataRequest()));
      expect(result.videos).toBeInstanceOf(Promise);
      expect(await result.videos).toHaveLength(videoContent.length);
    });

    it("[S-VIDEOLIB-11] a database failure is thrown on a document request (the 500 page), never an empty list", async () => {
      db.current = brokenDatabase();
      await expect(callRoute(loader, await loaderArgs(documentRequest()))).rejects.toThrow(
        /connection/,
      );
    });

    it("[S-VIDEOLIB-11] a database failure rejects the streamed list (the error page), never an empty list", async () => {
      db.current = brokenDatabase();
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const result = await callRoute(loader, await loaderArgs(dataRequest()));
      await expect(result.videos).rejects.toThrow(/connection/);
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Logged with the request id the error page shows.
      expect(errors.mock.calls.map((c) => String(c[0])).join("\n")).toContain(result.requestId);
    });

    it("[S-VIDEOLIB-11] a database that cannot be opened is thrown too", async () => {
      const appUnavailable = new Error("could not open the database");
      const withoutApp = {
        request: documentRequest(),
        params: {},
        context: createLoadContext({ appUnavailable }),
      };
      await expect(callRoute(loader, withoutApp)).rejects.toThrow(/could not open/);
    });
  });

  describe("'Purchase for $19'", () => {
    const someVideo = async () => (await listVideos(handle.db))[0]!;

    it("[S-VIDEOLIB-13] [S-VIDEOLIB-14] signed out: a destructive toast, then /auth coming back here", async () => {
      const video = await someVideo();
      const response = (await callRoute(
        action,
        await loaderArgs(await purchaseRequest({ videoId: video.id })),
      )) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/auth?returnTo=/video-library");
      const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
      const { toast } = await getToast(
        new Request("http://localhost/auth", { headers: { cookie } }),
      );
      expect(toast).toMatchObject({
        title: "Authentication required",
        description: "Please sign in to purchase this video",
        variant: "destructive",
      });
    });

    it("[S-VIDEOLIB-12] looks up the session first, before anything else is read", async () => {
      const order: string[] = [];
      vi.spyOn(sessionUser, "getOptionalUser").mockImplementation(async () => {
        order.push("session");
        return null;
      });
      const find = videoModule.findPurchasedVideo;
      vi.spyOn(videoModule, "findPurchasedVideo").mockImplementation(async (...args) => {
        order.push("video");
        return find(...args);
      });
      const video = await someVideo();
      await callRoute(action, await loaderArgs(await purchaseRequest({ videoId: video.id })));
      expect(order).toEqual(["session", "video"]);
    });

    it("an unknown or malformed video id is a 400 with a message, never a 500", async () => {
      for (const videoId of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1; drop"]) {
        const result = await callRoute(
          action,
          await loaderArgs(await purchaseRequest({ videoId })),
        );
        expect(result).toMatchObject({
          init: { status: 400 },
          data: { error: UNKNOWN_VIDEO_MESSAGE },
        });
      }
      const missing = await callRoute(action, await loaderArgs(await purchaseRequest({})));
      expect(missing).toMatchObject({ init: { status: 400 } });
    });

    it("a purchase posted from another site is refused with 403", async () => {
      const video = await someVideo();
      const refused = await callRoute(
        action,
        await loaderArgs(await purchaseRequest({ videoId: video.id }, "https://evil.example")),
      ).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(403);
    });

    it("signed in (once accounts exist): only the 'Coming soon!' notice, and nothing is charged", async () => {
      vi.spyOn(sessionUser, "getOptionalUser").mockResolvedValue({
        id: "5f0c6f4e-3d55-4b8e-9f1e-0d7e7b2a8c11",
        email: "owner@example.test",
      });
      const video = await someVideo();
      const response = (await callRoute(
        action,
        await loaderArgs(await purchaseRequest({ videoId: video.id })),
      )) as Response;
      expect(response.headers.get("Location")).toBe("/video-library");
      const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
      const { toast } = await getToast(new Request("http://localhost/", { headers: { cookie } }));
      expect(toast).toMatchObject({
        title: "Coming soon!",
        description: "Payment processing will be available shortly.",
        variant: "default",
      });
      expect(await handle.db.select().from(payments)).toEqual([]);
    });
  });
});

describe("[S-META-14] [S-META-15] the video-list structured data", () => {
  it("lists the same videos as the table, in its order, with ISO durations", () => {
    const sorted = [...videoContent].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const block = videoListJsonLd(
      "https://example.test",
      sorted.map((v) => ({ ...v, uploadDate: v.publishedAt })),
    );
    expect(block.itemListElement.map((e) => e.item.name)).toEqual(sorted.map((v) => v.title));
    expect(block.itemListElement[0]!.item.duration).toBe(isoDuration(sorted[0]!.duration));
  });

  it("a row whose duration is not mm:ss gets the default PT2M30S", () => {
    const block = videoListJsonLd("https://example.test", [
      {
        title: "t",
        description: "d",
        thumbnail: "/t.svg",
        duration: "about 3 min",
        uploadDate: "",
      },
    ]);
    expect(block.itemListElement[0]!.item.duration).toBe("PT2M30S");
  });
});
