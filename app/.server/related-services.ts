import { relatedServices, type RelatedService } from "~/content/services";

export const RELATED_SERVICES_SHOWN = 3;

/** In the loader so the server-rendered HTML and the hydrated page agree. */
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

function normalise(path: string) {
  const bare = path.split(/[?#]/)[0] ?? "";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

function clamp(value: number) {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1 - Number.EPSILON) : 0;
}
