import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadsConfig } from "~/.server/config";
import { runMigrations } from "~/.server/db/migrate";
import { leads } from "~/.server/db/schema";
import { csvField, leadsCsv, listLeads, subscribersCsv } from "~/.server/leads/admin";
import { storeLead } from "~/.server/leads/store";
import { eachDatabase, type TestDatabase } from "./support/database";

const config: LeadsConfig = {
  webhookUrl: undefined,
  forwardUrl: "http://127.0.0.1:9/forward",
  emailTo: undefined,
  smtpUrl: undefined,
  mailApi: undefined,
  mailFrom: undefined,
  maxAttempts: 3,
  pollMs: 1000,
  perIpPerHour: 10,
  perEmailPerHour: 10,
};

describe.each(eachDatabase())("the owner's leads command on $name", (target) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
    const contact = await storeLead(handle.db, config, {
      kind: "contact",
      fields: {
        fullName: "Ada Lovelace",
        email: "ada@example.test",
        telephone: "7045550100",
        businessNeeds: ["Other", "Business Plan Writing"],
        comments: 'She said "hello", then left',
      },
    });
    await storeLead(handle.db, config, {
      kind: "newsletter",
      fields: { fullName: '=HYPERLINK("x")', email: "grace@example.test" },
    });
    // Stored a moment apart, the two could share a millisecond: the contact came an hour earlier.
    await handle.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(leads.id, contact.id));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("lists leads newest first, with where each delivery stands", async () => {
    const rows = await listLeads(handle.db);
    expect(rows.map((r) => r.kind)).toEqual(["newsletter", "contact"]);
    expect(rows[1]).toMatchObject({ name: "Ada Lovelace", email: "ada@example.test" });
    expect(rows[1]!.deliveries).toEqual(
      expect.arrayContaining([
        { target: "webhook", status: "skipped", attempts: 0, lastError: "not configured" },
        { target: "forwarder", status: "pending", attempts: 0, lastError: null },
      ]),
    );
    expect(await listLeads(handle.db, { kind: "contact" })).toHaveLength(1);
  });

  it("exports leads and subscribers as CSV a spreadsheet opens safely", async () => {
    const contacts = await leadsCsv(handle.db, "contact");
    const [header, row] = contacts.trim().split("\r\n");
    expect(header).toBe(
      "id,kind,created_at,handled_at,fullName,email,telephone,businessNeeds,comments",
    );
    expect(row).toContain(
      'Ada Lovelace,ada@example.test,7045550100,Other; Business Plan Writing,"She said ""hello"", then left"',
    );
    const subscribers = await subscribersCsv(handle.db);
    expect(subscribers).toContain(`grace@example.test,"'=HYPERLINK(""x"")"`);
  });

  it("neutralises spreadsheet formulas in any field", () => {
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("-5")).toBe("'-5");
    expect(csvField("plain")).toBe("plain");
  });
});
