import { readFileSync } from "node:fs";
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
