import { sql } from "drizzle-orm";
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
  const rows = targetsByKind[input.kind].map((target) => {
    const configured = isTargetConfigured(target, config);
    return {
      leadId: lead!.id,
      target,
      status: configured ? ("pending" as const) : ("skipped" as const),
      lastError: configured ? null : "not configured",
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
