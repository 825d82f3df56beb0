import { desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db";
import { newsletterSubscribers } from "../db/schema";
import { isUuid } from "./ids";
import { containsPattern } from "./leads";

export function subscriberSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    sql`${newsletterSubscribers.email} ilike ${pattern}`,
    sql`${newsletterSubscribers.fullName} ilike ${pattern}`,
  );
}

export async function findSubscribers(db: Database, q: string) {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(subscriberSearch(q))
    .orderBy(desc(newsletterSubscribers.createdAt))
    .limit(200);
}

export async function getSubscriber(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}
