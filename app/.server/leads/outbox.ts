import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db";
import { deliveries } from "../db/schema";
import { backoffDelayMs } from "./backoff";
import type { LeadKind } from "./kinds";
import type { LeadForDelivery, TargetName } from "./targets";

/** Longer than a send's 10 s timeout, so a live send is never re-claimed. */
export const LEASE_MS = 60_000;

export type ClaimedDelivery = {
  id: string;
  target: TargetName;
  attempt: number;
  lead: LeadForDelivery & { id: string };
};

type Sender = (delivery: ClaimedDelivery) => Promise<void>;
export type Senders = Record<TargetName, Sender>;

export type OutboxOptions = {
  maxAttempts: number;
  now?: () => Date;
  random?: () => number;
  batchSize?: number;
  onError?: (delivery: ClaimedDelivery, error: unknown, dead: boolean) => void;
};

type ClaimedRow = {
  id: string;
  target: TargetName;
  attempts: number;
  lead_id: string;
  kind: LeadKind;
  fields: Record<string, unknown> | string;
  created_at: Date | string;
};

/**
 * run_at is stamped by the database to the microsecond, `now` is a Date to the millisecond: a row
 * stored during `now`'s millisecond (the request that woke the worker) is due in this pass.
 */
export function endOfMillisecond(now: Date): string {
  return new Date(now.getTime() + 1).toISOString();
}

export async function claimDueDeliveries(
  db: Database,
  now: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  const result = await db.execute<ClaimedRow>(sql`
    with claimed as (
      update app.deliveries
         set locked_until = ${leaseUntil}::timestamptz, attempts = attempts + 1
       where id in (
         select id from app.deliveries
          where status = 'pending'
            and run_at < ${endOfMillisecond(now)}::timestamptz
            and (locked_until is null or locked_until < ${nowIso}::timestamptz)
          order by run_at
          limit ${limit}
          for update skip locked)
      returning id, target, attempts, lead_id)
    select c.id, c.target, c.attempts, c.lead_id, l.kind, l.fields, l.created_at
      from claimed c join app.leads l on l.id = c.lead_id`);
  return result.rows.map((row) => ({
    id: row.id,
    target: row.target,
    attempt: Number(row.attempts),
    lead: {
      id: row.lead_id,
      kind: row.kind,
      fields:
        typeof row.fields === "string"
          ? (JSON.parse(row.fields) as Record<string, unknown>)
          : row.fields,
      createdAt: new Date(row.created_at),
    },
  }));
}

export async function runOutboxOnce(
  db: Database,
  senders: Senders,
  options: OutboxOptions,
): Promise<{ sent: number; failed: number; dead: number }> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueDeliveries(db, now(), options.batchSize ?? 20);
  const outcome = { sent: 0, failed: 0, dead: 0 };
  await Promise.all(
    claimed.map(async (delivery) => {
      try {
        await senders[delivery.target](delivery);
        await markDone(db, delivery.id, now());
        outcome.sent++;
      } catch (error) {
        const dead = delivery.attempt >= options.maxAttempts;
        await markFailed(db, delivery, error, dead, now(), options.random);
        options.onError?.(delivery, error, dead);
        if (dead) outcome.dead++;
        else outcome.failed++;
      }
    }),
  );
  return outcome;
}

async function markDone(db: Database, id: string, now: Date) {
  await db
    .update(deliveries)
    .set({ status: "done", doneAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "pending")));
}

async function markFailed(
  db: Database,
  delivery: ClaimedDelivery,
  error: unknown,
  dead: boolean,
  now: Date,
  random?: () => number,
) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db
    .update(deliveries)
    .set(
      dead
        ? { status: "dead", lockedUntil: null, lastError: message }
        : {
            runAt: new Date(now.getTime() + backoffDelayMs(delivery.attempt, random)),
            lockedUntil: null,
            lastError: message,
          },
    )
    .where(and(eq(deliveries.id, delivery.id), eq(deliveries.status, "pending")));
}

export async function retryDeadDeliveries(db: Database, leadId?: string): Promise<number> {
  const rows = await db
    .update(deliveries)
    .set({ status: "pending", attempts: 0, runAt: sql`now()`, lockedUntil: null })
    .where(
      leadId
        ? and(eq(deliveries.status, "dead"), eq(deliveries.leadId, leadId))
        : eq(deliveries.status, "dead"),
    )
    .returning({ id: deliveries.id });
  return rows.length;
}

export async function retryDeadDelivery(db: Database, deliveryId: string): Promise<boolean> {
  const rows = await db
    .update(deliveries)
    .set({ status: "pending", attempts: 0, runAt: sql`now()`, lockedUntil: null })
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.status, "dead")))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}
