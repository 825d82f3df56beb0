import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { MIGRATIONS_DIR, resolveMigrationsFolder, runMigrations } from "~/.server/db/migrate";
import { deliveries, leads, newsletterSubscribers } from "~/.server/db/schema";
import { eachDatabase, type TestDatabase } from "./support/database";

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
) as { entries: { tag: string }[] };

/** The migrations folder without `number` and those after it: as an older release shipped it. */
function migrationsBefore(number: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const entries = journal.entries.filter((entry) => entry.tag < number);
  writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  return folder;
}

const appTables = [
  "account_mails",
  "admin_audit_log",
  "auth_tokens",
  "catalogue_item_versions",
  "catalogue_items",
  "deliveries",
  "enrolment_codes",
  "leads",
  "local_credentials",
  "mfa_factors",
  "newsletter_subscribers",
  "order_fulfilment_changes",
  "payment_events",
  "payment_refunds",
  "payment_status_changes",
  "payments",
  "pending_credentials",
  "products",
  "profiles",
  "rate_limits",
  "recovery_code_views",
  "recovery_codes",
  "sandbox_objects",
  "sessions",
  "site_content",
  "videos",
];

async function tablesIn(handle: TestDatabase, schemaName: string) {
  const result = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = ${schemaName} order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

async function appliedMigrations(handle: TestDatabase) {
  const result = await handle.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.count;
}

describe("the migrations folder", () => {
  it("is found from the project root", () => {
    expect(resolveMigrationsFolder()).toBe(path.resolve(MIGRATIONS_DIR));
  });

  it("is a clear error when the server runs from elsewhere", () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), "no-migrations-"));
    expect(() => resolveMigrationsFolder(elsewhere)).toThrow(
      /Database migrations not found in .*no-migrations-.*project root/,
    );
  });
});

describe.each(eachDatabase())("migrations on $name", (target) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("apply cleanly to an empty database", async () => {
    await runMigrations(handle);
    expect(await tablesIn(handle, "app")).toEqual(appTables);
    expect(await tablesIn(handle, "public")).toEqual([]);
    expect(await appliedMigrations(handle)).toBe(journal.entries.length);
  });

  it("are a no-op the second time", async () => {
    await runMigrations(handle);
    expect(await tablesIn(handle, "app")).toEqual(appTables);
    expect(await appliedMigrations(handle)).toBe(journal.entries.length);
  });

  it("create the outbox defaults and keep a lead with deliveries (on delete restrict)", async () => {
    const { db } = handle;
    const [lead] = await db
      .insert(leads)
      .values({ kind: "contact", fields: { email: "a@example.com" } })
      .returning();
    const [delivery] = await db
      .insert(deliveries)
      .values({ leadId: lead!.id, target: "webhook" })
      .returning();
    expect(delivery).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
    expect(delivery!.runAt).toBeInstanceOf(Date);
    await expect(db.delete(leads).where(eq(leads.id, lead!.id))).rejects.toThrow();
  });

  it("refuse a second subscriber with the same e-mail", async () => {
    const row = { email: "reader@example.com", fullName: "A Reader" };
    await handle.db.insert(newsletterSubscribers).values(row);
    await expect(handle.db.insert(newsletterSubscribers).values(row)).rejects.toThrow();
  });

  it.runIf(target.name === "postgres")(
    "run safely from two instances starting together (advisory lock)",
    async () => {
      const fresh = await target.open();
      const other = await openDatabase({ databaseUrl: fresh.url });
      try {
        await Promise.all([runMigrations(fresh), runMigrations(other), runMigrations(fresh)]);
        expect(await tablesIn(fresh, "app")).toEqual(appTables);
        expect(await appliedMigrations(fresh)).toBe(journal.entries.length);
      } finally {
        await other.close();
        await fresh.close();
      }
    },
  );
});

describe.each(eachDatabase())("migration 0018 on $name", (target) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  const histories = [
    ["admin_audit_log", "created_at", "id"],
    ["order_fulfilment_changes", "changed_at", "id"],
    ["payment_events", "received_at", "event_id"],
    ["payment_refunds", "created_at", "id"],
    ["payment_status_changes", "changed_at", "id"],
  ] as const;

  async function keep(paymentId: string, at: string) {
    const key = crypto.randomUUID();
    await handle.db.execute(sql`
      insert into app.admin_audit_log (admin_email, action, created_at)
        values ('owner@example.test', 'order.note', ${at}::timestamptz)`);
    await handle.db.execute(sql`
      insert into app.order_fulfilment_changes (payment_id, state, admin_email, changed_at)
        values (${paymentId}, 'in_progress', 'owner@example.test', ${at}::timestamptz)`);
    await handle.db.execute(sql`
      insert into app.payment_events (provider, event_id, type, received_at)
        values ('offline', ${key}, 'payment.updated', ${at}::timestamptz)`);
    await handle.db.execute(sql`
      insert into app.payment_refunds (payment_id, amount_cents, refund_id, idempotency_key, created_at)
        values (${paymentId}, 100, ${key}, ${key}, ${at}::timestamptz)`);
    await handle.db.execute(sql`
      insert into app.payment_status_changes (payment_id, status, changed_at)
        values (${paymentId}, 'completed', ${at}::timestamptz)`);
  }

  it("numbers the history a database kept in the order of its times, and new rows after it", async () => {
    await runMigrations(handle, { migrationsFolder: migrationsBefore("0018") });
    await handle.db.execute(
      sql`insert into app.products (id, title, price_cents) values ('kept', 'Kept', 100)`,
    );
    const inserted = await handle.db.execute<{ id: string }>(sql`
      insert into app.payments (user_id, product_id, amount_cents, status, provider, idempotency_key)
        values (gen_random_uuid(), 'kept', 100, 'pending', 'offline', 'kept') returning id`);
    const paymentId = inserted.rows[0]!.id;
    await handle.db.execute(sql`delete from app.payment_status_changes`);
    // Written out of order: the latest first, then two that share a time.
    for (const at of ["2026-01-02T00:00:00Z", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z"]) {
      await keep(paymentId, at);
    }

    await runMigrations(handle);
    for (const [table, time, key] of histories) {
      const numbered = await handle.db.execute<{ seq: string }>(
        sql`select seq from app.${sql.identifier(table)} order by ${sql.identifier(time)}, ${sql.identifier(key)}`,
      );
      expect(
        numbered.rows.map((row) => Number(row.seq)),
        table,
      ).toEqual([1, 2, 3]);
    }
    // A row written now, whatever its time, comes after them: each sequence goes on from 3.
    await keep(paymentId, "2025-01-01T00:00:00Z");
    for (const [table] of histories) {
      const last = await handle.db.execute<{ seq: string; rows: string }>(
        sql`select max(seq) as seq, count(*) as rows from app.${sql.identifier(table)}`,
      );
      expect([Number(last.rows[0]!.seq), Number(last.rows[0]!.rows)], table).toEqual([4, 4]);
    }
  });
});
