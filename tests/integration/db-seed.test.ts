import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogItems } from "~/content/catalog";
import { videos as videoContent } from "~/content/videos";
import { runMigrations } from "~/.server/db/migrate";
import { products, videos } from "~/.server/db/schema";
import { runSeeds } from "~/.server/db/seed";
import { saveCatalogueItem } from "~/.server/admin/catalogue-edits";
import { defaultEdit } from "~/.server/catalogue";
import { eachDatabase, type TestDatabase } from "./support/database";

describe.each(eachDatabase())("seeds on $name", (target) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const expected = videoContent.map((video) => ({
    slug: video.slug,
    title: video.title,
    description: video.description,
    thumbnail: video.thumbnail,
    duration: video.duration,
    category: video.category,
    createdAt: new Date(video.publishedAt),
  }));

  async function rows() {
    return handle.db
      .select({
        slug: videos.slug,
        title: videos.title,
        description: videos.description,
        thumbnail: videos.thumbnail,
        duration: videos.duration,
        category: videos.category,
        createdAt: videos.createdAt,
      })
      .from(videos)
      .orderBy(desc(videos.createdAt));
  }

  it("load the video library from app/content/videos.ts, newest first", async () => {
    await runSeeds(handle.db);
    expect(await rows()).toEqual([...expected].reverse());
  });

  it("are idempotent: a second run leaves the same rows and ids", async () => {
    const before = await handle.db.select().from(videos).orderBy(videos.slug);
    await runSeeds(handle.db);
    const after = await handle.db.select().from(videos).orderBy(videos.slug);
    expect(after).toHaveLength(videoContent.length);
    expect(after).toEqual(before);
  });

  it("restore content edited in the database", async () => {
    const slug = videoContent[0]!.slug;
    await handle.db.update(videos).set({ title: "Edited" }).where(eq(videos.slug, slug));
    await runSeeds(handle.db);
    expect(await rows()).toEqual([...expected].reverse());
  });

  it("load every catalogue item as a product the server charges from, by its stable id", async () => {
    await runSeeds(handle.db);
    const stored = await handle.db.select().from(products).orderBy(products.id);
    expect(stored).toHaveLength(catalogItems.size);
    for (const row of stored) {
      const item = catalogItems.get(row.id)!;
      expect(row).toMatchObject({
        title: item.title,
        description: item.description,
        priceCents: item.priceCents,
        currency: "USD",
        active: true,
      });
    }
  });

  it("correct a price edited in the database, and retire products the catalogue dropped", async () => {
    await handle.db.update(products).set({ priceCents: 1 }).where(eq(products.id, "brand-logo"));
    await handle.db
      .insert(products)
      .values({ id: "retired-item", title: "Retired", priceCents: 100 })
      .onConflictDoNothing();
    await runSeeds(handle.db);
    const [logo] = await handle.db.select().from(products).where(eq(products.id, "brand-logo"));
    const [retired] = await handle.db
      .select()
      .from(products)
      .where(eq(products.id, "retired-item"));
    expect(logo!.priceCents).toBe(12500);
    expect(retired!.active).toBe(false);
  });

  it("keep what the owner edited on the dashboard, and add items new in the files", async () => {
    const edit = { ...defaultEdit("brand-logo")!, title: "Logo Suite", priceCents: 150_00 };
    await saveCatalogueItem(handle.db, {
      itemId: "brand-logo",
      edit,
      adminEmail: "owner@example.test",
      ip: null,
    });
    await handle.db.delete(products).where(eq(products.id, "brand-business-cards"));
    await runSeeds(handle.db);
    await runSeeds(handle.db);
    const [logo] = await handle.db.select().from(products).where(eq(products.id, "brand-logo"));
    const [cards] = await handle.db
      .select()
      .from(products)
      .where(eq(products.id, "brand-business-cards"));
    expect(logo).toMatchObject({ title: "Logo Suite", priceCents: 15000, active: true });
    expect(cards).toMatchObject({
      title: catalogItems.get("brand-business-cards")!.title,
      active: true,
    });
  });
});

describe("the video library content", () => {
  it("has six $19 trainings with unique slugs, mm:ss durations and known categories", () => {
    expect(videoContent).toHaveLength(6);
    expect(new Set(videoContent.map((v) => v.slug)).size).toBe(6);
    for (const video of videoContent) {
      expect(video.duration).toMatch(/^\d{1,2}:[0-5]\d$/);
      expect(video.thumbnail).toBe(`/images/videos/${video.slug}.svg`);
      expect(Number.isNaN(Date.parse(video.publishedAt))).toBe(false);
    }
  });
});
