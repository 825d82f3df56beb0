import type { SessionUser } from "./auth/session-user";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database, Video } from "~/.server/db";
import { videos } from "~/.server/db/schema";
import { redirectWithToast } from "~/.server/flash-toast";

export const VIDEO_CACHE_KEY = "videos";
/** Seeds change the list only on a restart. */
export const VIDEO_CACHE_TTL_MS = 60_000;

/** Awaited here so callers get a settled promise (a Drizzle query runs again each time it is awaited). */
export async function listVideos(db: Database): Promise<Video[]> {
  return await db.select().from(videos).orderBy(desc(videos.createdAt), videos.slug);
}

type Entry = { expiresAt: number; value: Promise<Video[]> };

/** Holds the pending promise so concurrent requests share one query; a failed read is dropped. */
const cache = new Map<string, Entry>();

export function cachedVideos(
  db: Database,
  { now = Date.now(), ttlMs = VIDEO_CACHE_TTL_MS }: { now?: number; ttlMs?: number } = {},
): Promise<Video[]> {
  const hit = cache.get(VIDEO_CACHE_KEY);
  if (hit && hit.expiresAt > now) return hit.value;
  const value = listVideos(db);
  const entry = { expiresAt: now + ttlMs, value };
  cache.set(VIDEO_CACHE_KEY, entry);
  value.catch(() => {
    if (cache.get(VIDEO_CACHE_KEY) === entry) cache.delete(VIDEO_CACHE_KEY);
  });
  return value;
}

export type VideoCard = Omit<Video, "createdAt"> & { createdAt: string };

export function toVideoCard(video: Video): VideoCard {
  return { ...video, createdAt: video.createdAt.toISOString() };
}

const purchaseSchema = z.object({
  videoId: z.string({ required_error: "Choose a video to purchase." }).uuid("Unknown video."),
});

export const UNKNOWN_VIDEO_MESSAGE =
  "We couldn't find that training. Please choose one of the videos below.";

export async function findPurchasedVideo(db: Database, formData: FormData): Promise<Video | null> {
  const parsed = purchaseSchema.safeParse({ videoId: formData.get("videoId") ?? undefined });
  if (!parsed.success) return null;
  const [video] = await db.select().from(videos).where(eq(videos.id, parsed.data.videoId));
  return video ?? null;
}

export type Purchaser = SessionUser;

/** Payment for videos is not available yet, so a signed-in buyer only gets a notice. */
export function respondToVideoPurchase(
  _video: Video,
  purchaser: Purchaser | null,
): Promise<Response> {
  if (!purchaser) {
    return redirectWithToast("/auth?returnTo=/video-library", {
      title: "Authentication required",
      description: "Please sign in to purchase this video",
      variant: "destructive",
    });
  }
  return redirectWithToast("/video-library", {
    title: "Coming soon!",
    description: "Payment processing will be available shortly.",
  });
}
