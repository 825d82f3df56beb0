import { notInArray, sql } from "drizzle-orm";
import { catalogItems } from "~/content/catalog";
import { videos as videoContent } from "~/content/videos";
import type { Database } from "./client";
import { catalogueItems, products, videos } from "./schema";

export async function runSeeds(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedVideos(tx);
    await seedProducts(tx);
  });
}

/** An item taken out of the catalogue stays (past payments refer to it) but is marked inactive. */
async function seedProducts(db: Database): Promise<void> {
  const items = [...catalogItems.values()];
  await db
    .insert(products)
    .values(
      items.map((item) => ({
        id: item.id,
        title: item.title,
        description: item.description,
        priceCents: item.priceCents,
        active: true,
      })),
    )
    .onConflictDoUpdate({
      target: products.id,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        priceCents: sql`excluded.price_cents`,
        active: true,
        updatedAt: sql`now()`,
      },
      setWhere: sql`not exists (select 1 from ${catalogueItems} where ${catalogueItems.id} = excluded.id)`,
    });
  await db
    .update(products)
    .set({ active: false, updatedAt: sql`now()` })
    .where(
      notInArray(
        products.id,
        items.map((item) => item.id),
      ),
    );
}

async function seedVideos(db: Database): Promise<void> {
  if (videoContent.length === 0) return;
  await db
    .insert(videos)
    .values(
      videoContent.map((video) => ({
        slug: video.slug,
        title: video.title,
        description: video.description,
        thumbnail: video.thumbnail,
        duration: video.duration,
        category: video.category,
        createdAt: new Date(video.publishedAt),
      })),
    )
    .onConflictDoUpdate({
      target: videos.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        thumbnail: sql`excluded.thumbnail`,
        duration: sql`excluded.duration`,
        category: sql`excluded.category`,
        createdAt: sql`excluded.created_at`,
      },
    });
}
