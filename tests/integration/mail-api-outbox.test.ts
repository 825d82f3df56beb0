import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseConfig, type Config } from "~/.server/config";
import { runMigrations, schema, type DatabaseHandle } from "~/.server/db";
import { openMemoryDatabase } from "./support/database";
import { BACKOFF_CAP_MS } from "~/.server/leads/backoff";
import { runOutboxOnce } from "~/.server/leads/outbox";
import { createSenders } from "~/.server/leads/senders";
import { storeLead } from "~/.server/leads/store";
import { createOutboxWorker } from "~/.server/leads/worker";
import { mailerFor } from "~/.server/mail/mailer";
import { startFakeMailApi, type FakeMailApi } from "../fakes/mail-api-server";

/** A stored lead's e-mail to the owner leaves through the mail API the configuration names. */
const contact = {
  fullName: "Ada Lovelace",
  email: "ada@example.test",
  comments: "Call after 3 PM",
};

describe("the outbox sends the owner's lead e-mail through the HTTP mail API", () => {
  let api: FakeMailApi;
  let handle: DatabaseHandle;
  let dataDir: string;
  let config: Config;

  beforeAll(async () => {
    handle = await openMemoryDatabase();
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`truncate app.deliveries, app.leads`);
    api = await startFakeMailApi();
    dataDir = await mkdtemp(path.join(tmpdir(), "mail-api-outbox-"));
    config = parseConfig({
      DATA_DIR: dataDir,
      SITE_URL: "http://localhost:3000",
      LEADS_EMAIL_TO: "owner@example.test",
      MAIL_FROM: "BTE Consulting <hello@bte.example>",
      MAIL_API_KEY: api.apiKey,
      MAIL_API_URL: api.url,
    });
  });
  afterEach(async () => {
    await api.close();
    await rm(dataDir, { recursive: true });
  });

  const emailDelivery = async () =>
    (
      await handle.db.select().from(schema.deliveries).where(eq(schema.deliveries.target, "email"))
    )[0]!;

  it("the worker of a configuration with MAIL_API_KEY delivers it to the API", async () => {
    const mailer = mailerFor(config);
    expect(mailer.describe()).toBe(`HTTP API ${new URL(api.url).host}`);
    const worker = createOutboxWorker({ db: handle.db, config, mailer });
    try {
      await storeLead(handle.db, config.leads, { kind: "contact", fields: contact });
      await worker.runOnce();
      await expect.poll(async () => (await emailDelivery()).status).toBe("done");
    } finally {
      await worker.stop();
    }
    const delivery = await emailDelivery();
    expect(api.emails).toHaveLength(1);
    expect(api.emails[0]).toMatchObject({
      idempotencyKey: delivery.id,
      from: "BTE Consulting <hello@bte.example>",
      to: ["owner@example.test"],
      subject: "New enquiry from Ada Lovelace",
      replyTo: ["ada@example.test"],
      headers: { "X-Entity-Ref-ID": delivery.id },
    });
    expect(api.emails[0]!.text).toContain("Comments: Call after 3 PM");
  });

  it("a rate-limited send is recorded as failed, retried after its backoff, and sent once", async () => {
    let ahead = 0;
    const now = () => new Date(Date.now() + ahead);
    const senders = createSenders(config.leads, mailerFor(config), {
      siteUrl: config.siteUrl,
      timeZone: config.timeZone,
      newsletterSecret: () => "unused-by-the-owner-mail-0123456789abcdef",
    });
    const pass = () =>
      runOutboxOnce(handle.db, senders, { maxAttempts: 4, now, random: () => 0.5 });
    await storeLead(handle.db, config.leads, { kind: "contact", fields: contact });
    api.failNext(1, 429);

    expect(await pass()).toEqual({ sent: 0, failed: 1, dead: 0 });
    const failed = await emailDelivery();
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.lastError).toMatch(/^HTTP 429 from 127\.0\.0\.1:\d+: rate_limit_exceeded/);
    expect(failed.lastError).not.toContain(api.apiKey);
    expect(api.emails).toEqual([]);

    ahead += BACKOFF_CAP_MS;
    expect(await pass()).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(await emailDelivery()).toMatchObject({ status: "done", lastError: null });
    expect(api.emails).toHaveLength(1);
    expect(api.received.map((r) => r.headers["idempotency-key"])).toEqual([failed.id, failed.id]);
  });
});
