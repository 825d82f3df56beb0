import { and, eq, ne, sql } from "drizzle-orm";
import type { LeadsConfig } from "../config";
import type { Database, Transaction } from "../db";
import { deliveries, leads, newsletterSubscribers } from "../db/schema";
import type { LeadKind } from "./kinds";
import { isTargetConfigured, targetsByKind } from "./targets";

export type NewLeadInput = {
  kind: LeadKind;
  fields: Record<string, unknown>;
  requestId?: string;
  page?: string;
};

export type StoredLead = { id: string; deliveryIds: string[] };

/** Only when it commits has the visitor's submission succeeded; the outbox sends it afterwards. */
export async function storeLead(
  db: Database,
  config: LeadsConfig,
  input: NewLeadInput,
): Promise<StoredLead> {
  return db.transaction((tx) => storeLeadInTransaction(tx, config, input));
}

/** Uses only `tx`: the outer `db` would deadlock PGlite. */
export async function storeLeadInTransaction(
  tx: Transaction,
  config: LeadsConfig,
  input: NewLeadInput,
): Promise<StoredLead> {
  const [lead] = await tx
    .insert(leads)
    .values({
      kind: input.kind,
      fields: input.fields,
      requestId: input.requestId,
      page: input.page,
    })
    .returning({ id: leads.id });
  const welcomed =
    input.kind === "newsletter" && (await welcomedToday(tx, String(input.fields.email)));
  const rows = targetsByKind[input.kind].map((target) => {
    const skipped = !isTargetConfigured(target, config)
      ? "not configured"
      : target === "welcome" && welcomed
        ? "welcomed in the last 24 hours"
        : null;
    return {
      leadId: lead!.id,
      target,
      status: skipped ? ("skipped" as const) : ("pending" as const),
      lastError: skipped,
    };
  });
  const inserted = await tx.insert(deliveries).values(rows).returning({ id: deliveries.id });
  if (input.kind === "newsletter") {
    const email = String(input.fields.email);
    const fullName = String(input.fields.fullName);
    await tx
      .insert(newsletterSubscribers)
      .values({ email, fullName })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { fullName, status: "active", unsubscribedAt: null, updatedAt: sql`now()` },
      });
  }
  return { id: lead!.id, deliveryIds: inserted.map((row) => row.id) };
}

/**
 * A subscribed address gets one welcome a day, however often anyone subscribes it again: the
 * per-address form limit counts per sender (issue 44), so this is what keeps strangers from
 * filling someone's inbox with welcomes. Subscribing again after unsubscribing welcomes again.
 */
async function welcomedToday(tx: Transaction, email: string): Promise<boolean> {
  const [subscriber] = await tx
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (subscriber?.status !== "active") return false;
  const [welcome] = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .innerJoin(leads, eq(leads.id, deliveries.leadId))
    .where(
      and(
        eq(deliveries.target, "welcome"),
        ne(deliveries.status, "skipped"),
        eq(leads.kind, "newsletter"),
        sql`${leads.fields}->>'email' = ${email}`,
        sql`${deliveries.createdAt} > now() - interval '24 hours'`,
      ),
    )
    .limit(1);
  return welcome !== undefined;
}
