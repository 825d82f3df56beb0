import { openDatabase } from "~/.server/db/client";
import { deliveries, leads } from "~/.server/db/schema";

export type StoredLeads = {
  /** How many leads each e-mail address has. */
  byEmail: Map<string, number>;
  /** Every delivery: its id (the Idempotency-Key it is sent with), target, status, attempts. */
  deliveries: { id: string; target: string; status: string; attempts: number }[];
};

/**
 * The leads the server stored in its embedded database (PGlite under `dataDir`), read with the
 * app's own `openDatabase` once the server has stopped (PGlite belongs to one process at a time).
 */
export async function storedLeads(dataDir: string): Promise<StoredLeads> {
  const handle = await openDatabase({ dataDir });
  try {
    const rows = await handle.db.select({ fields: leads.fields }).from(leads);
    const byEmail = new Map<string, number>();
    for (const { fields } of rows) {
      const email = String(fields.email ?? "");
      byEmail.set(email, (byEmail.get(email) ?? 0) + 1);
    }
    const sent = await handle.db
      .select({
        id: deliveries.id,
        target: deliveries.target,
        status: deliveries.status,
        attempts: deliveries.attempts,
      })
      .from(deliveries);
    return { byEmail, deliveries: sent };
  } finally {
    await handle.close();
  }
}
