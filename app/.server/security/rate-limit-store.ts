import { and, eq, gt, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db";
import { rateLimits } from "../db/schema";

/** Every statement is one atomic step on the row, so instances sharing a database count exactly. */
export type StoredAllowance = { key: string; points: number; durationS: number };

export async function takePoint(
  db: Database,
  allowance: StoredAllowance,
  now: Date,
): Promise<number | null> {
  const ended = lte(rateLimits.expire, now);
  const taken = await db
    .insert(rateLimits)
    .values({
      key: allowance.key,
      points: 1,
      expire: new Date(now.getTime() + allowance.durationS * 1000),
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${ended} then 1 else ${rateLimits.points} + 1 end`,
        expire: sql`case when ${ended} then excluded.expire else ${rateLimits.expire} end`,
      },
      // A used-up row is left as it is: a refused request counts nothing and extends nothing.
      setWhere: or(ended, lt(rateLimits.points, allowance.points)),
    })
    .returning({ points: rateLimits.points });
  if (taken.length > 0) return null;
  const [row] = await db
    .select({ expire: rateLimits.expire })
    .from(rateLimits)
    .where(eq(rateLimits.key, allowance.key));
  return msUntil(row?.expire ?? null, now);
}

export async function usedUp(
  db: Database,
  allowances: StoredAllowance[],
  now: Date,
): Promise<number[]> {
  if (allowances.length === 0) return [];
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      and(
        inArray(
          rateLimits.key,
          allowances.map((a) => a.key),
        ),
        gt(rateLimits.expire, now),
      ),
    );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return allowances.flatMap((a) => {
    const row = byKey.get(a.key);
    return row && row.points >= a.points ? [msUntil(row.expire, now)] : [];
  });
}

export async function deleteExpiredRateLimits(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lte(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

// A window that ended between two statements still answers "wait a moment", never "wait 0 s".
function msUntil(expire: Date | null, now: Date): number {
  return Math.max(1, (expire?.getTime() ?? 0) - now.getTime());
}
