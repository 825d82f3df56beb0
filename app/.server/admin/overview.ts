import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db";
import { deliveries, leads, newsletterSubscribers, payments } from "../db/schema";
import { enquiryKinds, type EnquiryKind } from "../leads/kinds";
import { startOfLocalMonth } from "~/utils/local-time";
import { refundedSum } from "../orders";

/** The worker polls every 15 s. */
export const OVERDUE_AFTER_MS = 15 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type Overview = {
  /** Not the sign-ups, orders and refunds the leads table also holds. */
  leadsThisWeek: { kind: EnquiryKind; count: number }[];
  ordersThisMonth: { count: number; revenueCents: number };
  subscribers: number;
  deliveries: { dead: number; overdue: number };
};

export async function loadOverview(db: Database, now: Date, timeZone: string): Promise<Overview> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const monthStart = startOfLocalMonth(now, timeZone);
  const [byKind, [orders], [subscribers], [dead], [overdue]] = await Promise.all([
    db
      .select({ kind: leads.kind, count: count() })
      .from(leads)
      .where(and(gte(leads.createdAt, weekAgo), inArray(leads.kind, [...enquiryKinds])))
      .groupBy(leads.kind),
    db
      // Net of refunds: a part refunded comes off; a refunded order (all of it) is no revenue.
      .select({
        count: count(),
        revenue: sql<number>`coalesce(sum(${payments.amountCents} - ${refundedSum}), 0)::int`,
      })
      .from(payments)
      .where(and(eq(payments.status, "completed"), gte(payments.createdAt, monthStart))),
    db
      .select({ count: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, "active")),
    db.select({ count: count() }).from(deliveries).where(eq(deliveries.status, "dead")),
    db
      .select({ count: count() })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.status, "pending"),
          lt(deliveries.runAt, new Date(now.getTime() - OVERDUE_AFTER_MS)),
        ),
      ),
  ]);
  return {
    leadsThisWeek: enquiryKinds.map((kind) => ({
      kind,
      count: byKind.find((row) => row.kind === kind)?.count ?? 0,
    })),
    ordersThisMonth: { count: orders?.count ?? 0, revenueCents: Number(orders?.revenue ?? 0) },
    subscribers: subscribers?.count ?? 0,
    deliveries: { dead: dead?.count ?? 0, overdue: overdue?.count ?? 0 },
  };
}
