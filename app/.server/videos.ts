import type { SessionUser } from "./auth/session-user";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database, Video } from "~/.server/db";
import { videos } from "~/.server/db/schema";
import { contentChanged } from "~/.server/content-changes";
import { redirectWithToast } from "~/.server/flash-toast";

/**
 * The video library's data (D2 §7 "Video list"): every field of the `videos` table, newest
 * first, kept in this process for a short time under the key 'videos'.
 */

/** The cache key the spec names (D2 §7). */
export const VIDEO_CACHE_KEY = "videos";
/** How long a list read from the database is reused. Seeds change it only on a restart. */
export const VIDEO_CACHE_TTL_MS = 60_000;

/**
 * Reads the list from the database: all fields, ordered by created_at descending. Awaited here
 * so that callers get a settled promise (a Drizzle query runs again each time it is awaited).
 */
export async function listVideos(db: Database): Promise<Video[]> {
  return await db.select().from(videos).orderBy(desc(videos.createdAt), videos.slug);
}

type Entry = { expiresAt: number; value: Promise<Video[]> };

/**
 * A small in-process cache, per key. It holds the pending promise, so concurrent requests
 * share one query; a failed read is dropped at once, so the next request tries again.
 * Each app instance has its own copy: at worst an instance shows a list up to the TTL old.
 */
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

/** Forgets the cached list, and the pages drawn from it (an admin change to the table). */
export function clearVideoCache() {
  cache.delete(VIDEO_CACHE_KEY);
  contentChanged();
}

/** A video as the page shows it (dates as ISO strings). */
export type VideoCard = Omit<Video, "createdAt"> & { createdAt: string };

export function toVideoCard(video: Video): VideoCard {
  return { ...video, createdAt: video.createdAt.toISOString() };
}

/** What the purchase form sends. */
const purchaseSchema = z.object({
  videoId: z.string({ required_error: "Choose a video to purchase." }).uuid("Unknown video."),
});

export const UNKNOWN_VIDEO_MESSAGE =
  "We couldn't find that training. Please choose one of the videos below.";

/** The video a purchase form names, checked against the database; null when there is none. */
export async function findPurchasedVideo(db: Database, formData: FormData): Promise<Video | null> {
  const parsed = purchaseSchema.safeParse({ videoId: formData.get("videoId") ?? undefined });
  if (!parsed.success) return null;
  const [video] = await db.select().from(videos).where(eq(videos.id, parsed.data.videoId));
  return video ?? null;
}

/** Who is buying: the signed-in user of the session lookup a purchase starts with (D2 §7). */
export type Purchaser = SessionUser;

/**
 * The answer to a purchase (D2 §6): signed out, a destructive toast and /auth, coming back
 * here after signing in; signed in, only a notice, since payment for videos is not available
 * yet and nothing is charged.
 */
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
