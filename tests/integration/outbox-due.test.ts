import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDueAccountMails } from "~/.server/auth/common/account-mail-outbox";
import { runMigrations } from "~/.server/db/migrate";
import { accountMails, deliveries, leads } from "~/.server/db/schema";
import { claimDueDeliveries } from "~/.server/leads/outbox";
import { eachDatabase, type TestDatabase } from "./support/database";

/**
 * A row is stamped with the database's clock, to the microsecond; a worker asks what is due with
 * a Date, to the millisecond. A lead or an account mail stored in the millisecond a pass starts
 * (a form woke the worker) must be due in that pass, not left for the next poll.
 */
const stored = sql`'2026-03-01T12:00:00.000750Z'::timestamptz`;
const passStarts = new Date("2026-03-01T12:00:00.000Z");

describe.each(eachDatabase())("an outbox pass on $name", (target) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("claims a delivery stored during its own millisecond, and none stored after it", async () => {
    const [lead] = await handle.db
      .insert(leads)
      .values({ kind: "contact", fields: { email: "ada@example.test" } })
      .returning();
    await handle.db.insert(deliveries).values([
      { leadId: lead!.id, target: "webhook", runAt: stored },
      { leadId: lead!.id, target: "forwarder", runAt: new Date(passStarts.getTime() + 1) },
    ]);
    const claimed = await claimDueDeliveries(handle.db, passStarts, 10);
    expect(claimed.map((delivery) => delivery.target)).toEqual(["webhook"]);
  });

  it("sends an account mail queued during its own millisecond, and none queued after it", async () => {
    await handle.db.insert(accountMails).values([
      { email: "now@example.test", kind: "password_changed", runAt: stored },
      {
        email: "later@example.test",
        kind: "password_changed",
        runAt: new Date(passStarts.getTime() + 1),
      },
    ]);
    const sent: string[] = [];
    await sendDueAccountMails(handle.db, async (mail) => void sent.push(mail.email), {
      maxAttempts: 3,
      now: () => passStarts,
    });
    expect(sent).toEqual(["now@example.test"]);
  });
});
