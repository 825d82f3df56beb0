import { relatedServices, type RelatedService } from "~/content/services";

/** How many related services a page shows (D1 §9: 3 of 7). */
export const RELATED_SERVICES_SHOWN = 3;

/**
 * Picks the Related Services block's services for one request: 3 distinct ones at random, never
 * the page being viewed (D1 §2.6). Runs in the route's loader so the server-rendered HTML and the
 * hydrated page agree. `random` returns a number in [0, 1), like `Math.random` (tests seed it).
 */
export function pickRelatedServices(
  currentPath: string,
  random: () => number = Math.random,
): RelatedService[] {
  const path = normalise(currentPath);
  const pool = relatedServices.filter((service) => service.path !== path);
  // A partial Fisher–Yates shuffle: the first `count` places get a uniform random pick.
  const count = Math.min(RELATED_SERVICES_SHOWN, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(clamp(random()) * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** `/consultations/` and `/consultations?x#y` are the page `/consultations`. */
function normalise(path: string) {
  const bare = path.split(/[?#]/)[0] ?? "";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/** Keeps a misbehaving random source inside [0, 1). */
function clamp(value: number) {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1 - Number.EPSILON) : 0;
}
