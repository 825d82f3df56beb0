import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db";
import { deliveries, leads } from "../db/schema";
import { personName } from "../leads/admin";

export async function listOpenDeliveries(db: Database) {
  const columns = {
    id: deliveries.id,
    leadId: deliveries.leadId,
    target: deliveries.target,
    status: deliveries.status,
    attempts: deliveries.attempts,
    runAt: deliveries.runAt,
    lastError: deliveries.lastError,
    kind: leads.kind,
    fields: leads.fields,
  };
  const [dead, pending] = await Promise.all([
    db
      .select(columns)
      .from(deliveries)
      .innerJoin(leads, eq(leads.id, deliveries.leadId))
      .where(eq(deliveries.status, "dead"))
      .orderBy(desc(deliveries.createdAt))
      .limit(200),
    db
      .select(columns)
      .from(deliveries)
      .innerJoin(leads, eq(leads.id, deliveries.leadId))
      .where(inArray(deliveries.status, ["pending"]))
      .orderBy(asc(deliveries.runAt))
      .limit(200),
  ]);
  return [...dead, ...pending].map(({ fields, ...row }) => ({
    ...row,
    from: personName(fields) || (typeof fields.email === "string" ? fields.email : ""),
  }));
}
