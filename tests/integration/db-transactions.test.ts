import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { runMigrations } from "~/.server/db/migrate";
import { deliveries, leads } from "~/.server/db/schema";
import { eachDatabase, type TestDatabase } from "./support/database";

/**
 * The rule: inside `db.transaction(async (tx) => …)` use `tx` and only `tx` (pass it down to every
 * helper). PGlite has one connection, so a query through the outer `db` waits for the transaction
 * to end, while the transaction waits for that query: a deadlock. A Postgres pool hides the bug
 * (the outer query takes another connection, outside the transaction), so only PGlite shows it.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stores a lead and its deliveries atomically, the way the lead modules do. */
async function storeLead(db: Database, email: string, targets: string[], failAfterLead = false) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({ kind: "newsletter", fields: { email } })
      .returning();
    if (failAfterLead) throw new Error("forwarding rules are broken");
    await tx.insert(deliveries).values(targets.map((target) => ({ leadId: lead!.id, target })));
    return lead!;
  });
}

describe.each(eachDatabase())("transactions on $name", (target) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function counts() {
    const [l] = await handle.db.select({ n: count() }).from(leads);
    const [d] = await handle.db.select({ n: count() }).from(deliveries);
    return { leads: l!.n, deliveries: d!.n };
  }

  it("commit every write made through tx", async () => {
    const before = await counts();
    const lead = await storeLead(handle.db, "ok@example.com", ["webhook", "formspree"]);
    expect(await counts()).toEqual({
      leads: before.leads + 1,
      deliveries: before.deliveries + 2,
    });
    const rows = await handle.db.select().from(deliveries).where(eq(deliveries.leadId, lead.id));
    expect(rows.map((row) => row.target).sort()).toEqual(["formspree", "webhook"]);
  });

  it("roll back every write when the callback throws", async () => {
    const before = await counts();
    await expect(storeLead(handle.db, "lost@example.com", ["webhook"], true)).rejects.toThrow(
      "forwarding rules are broken",
    );
    expect(await counts()).toEqual(before);
  });

  it("roll back on tx.rollback()", async () => {
    const before = await counts();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(leads).values({ kind: "contact", fields: {} });
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    expect(await counts()).toEqual(before);
  });

  it.runIf(target.name === "pglite")(
    "deadlock rule: the outer db is blocked until the transaction ends (so never await it inside)",
    async () => {
      let outer: Promise<unknown> | undefined;
      await handle.db.transaction(async (tx) => {
        await tx.insert(leads).values({ kind: "contact", fields: {} });
        outer = handle.db.select({ n: count() }).from(leads);
        // Awaiting `outer` here would hang forever; show it is still waiting after a while.
        const first = await Promise.race([
          outer.then(() => "answered"),
          sleep(300).then(() => "blocked"),
        ]);
        expect(first).toBe("blocked");
      });
      // Once the transaction has ended, the queued query runs.
      await expect(outer).resolves.toBeDefined();
    },
  );
});
