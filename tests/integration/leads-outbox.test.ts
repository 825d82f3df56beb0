import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LeadsConfig } from "~/.server/config";
import { openDatabase } from "~/.server/db/client";
import { runMigrations } from "~/.server/db/migrate";
import { deliveries, leads, newsletterSubscribers } from "~/.server/db/schema";
import { BACKOFF_CAP_MS } from "~/.server/leads/backoff";
import {
  claimDueDeliveries,
  LEASE_MS,
  retryDeadDeliveries,
  runOutboxOnce,
} from "~/.server/leads/outbox";
import { createSenders } from "~/.server/leads/senders";
import { storeLead } from "~/.server/leads/store";
import { fileMailer } from "~/.server/mail/mailer";
import { unsubscribe } from "~/.server/newsletter/unsubscribe";
import { verifyUnsubscribeToken } from "~/.server/newsletter/unsubscribe-token";
import { newsletterTopics } from "~/content/newsletter";
import { startFakeTarget, type FakeTarget } from "../fakes/http-target";
import { eachDatabase, type TestDatabase } from "./support/database";

const SITE_URL = "https://bte.example";
const NEWSLETTER_SECRET = "newsletter-secret-of-the-outbox-test-0123456789";

const contact = {
  fullName: "Ada Lovelace",
  email: "ada@example.test",
  telephone: "7045550100",
  businessNeeds: ["Business Plan Writing", "Other"],
  otherDescription: "A grant budget",
  comments: "Call after 3 PM",
};

describe.each(eachDatabase())("leads outbox on $name", (target) => {
  let handle: TestDatabase;
  let webhook: FakeTarget;
  let forwarder: FakeTarget;
  let mailDir: string;
  let config: LeadsConfig;
  // The worker's clock: the real time (rows are stored with the database's now()) moved forward by
  // `ahead` to pass backoffs and leases. A fixed date would leave every delivery "not yet due" once
  // that date had passed.
  let ahead = 0;
  const now = () => new Date(Date.now() + ahead);

  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`truncate app.deliveries, app.leads, app.newsletter_subscribers`);
    [webhook, forwarder] = await Promise.all([startFakeTarget(), startFakeTarget()]);
    mailDir = await mkdtemp(path.join(tmpdir(), "bte-mail-"));
    config = {
      webhookUrl: webhook.url,
      forwardUrl: forwarder.url,
      emailTo: "owner@example.test",
      smtpUrl: undefined,
      mailApi: undefined,
      mailFrom: undefined,
      maxAttempts: 4,
      pollMs: 1000,
      perIpPerHour: 100,
      perEmailPerHour: 100,
    };
    ahead = 0;
  });
  afterEach(async () => {
    await Promise.all([webhook.close(), forwarder.close(), rm(mailDir, { recursive: true })]);
  });

  const senderOptions = {
    siteUrl: SITE_URL,
    timeZone: "America/New_York",
    newsletterSecret: () => NEWSLETTER_SECRET,
  };
  const senders = () =>
    createSenders(config, fileMailer(mailDir, "BTE <hello@bte.example>"), senderOptions);
  const run = (options: { maxAttempts?: number } = {}) =>
    runOutboxOnce(handle.db, senders(), {
      maxAttempts: options.maxAttempts ?? config.maxAttempts,
      now,
      random: () => 0.5,
    });
  /** Runs the worker, moving the clock past each backoff, until nothing is pending. */
  async function drain() {
    for (let i = 0; i < 20; i++) {
      await run();
      const pending = await handle.db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(eq(deliveries.status, "pending"));
      if (pending.length === 0) return i + 1;
      ahead += BACKOFF_CAP_MS;
    }
    throw new Error("deliveries still pending after 20 passes");
  }
  const statuses = async () =>
    Object.fromEntries(
      (await handle.db.select().from(deliveries)).map((d) => [d.target, d.status]),
    );

  it("stores the lead and one delivery per target in one transaction", async () => {
    const stored = await storeLead(handle.db, config, {
      kind: "contact",
      fields: contact,
      requestId: "req-1",
    });
    const [lead] = await handle.db.select().from(leads);
    expect(lead).toMatchObject({
      id: stored.id,
      kind: "contact",
      fields: contact,
      requestId: "req-1",
    });
    expect(await statuses()).toEqual({
      webhook: "pending",
      forwarder: "pending",
      email: "pending",
    });
  });

  it("records an unconfigured target as skipped, and never sends it", async () => {
    config.webhookUrl = undefined;
    await storeLead(handle.db, config, { kind: "contact", fields: contact });
    await drain();
    expect(await statuses()).toEqual({ webhook: "skipped", forwarder: "done", email: "done" });
    expect(webhook.received).toHaveLength(0);
  });

  it("a failing write stores nothing at all", async () => {
    await handle.db.execute(sql`alter table app.newsletter_subscribers rename to subscribers_gone`);
    try {
      await expect(
        storeLead(handle.db, config, {
          kind: "newsletter",
          fields: { fullName: "A", email: "a@b.test" },
        }),
      ).rejects.toThrow();
    } finally {
      await handle.db.execute(
        sql`alter table app.subscribers_gone rename to newsletter_subscribers`,
      );
    }
    expect(await handle.db.select().from(leads)).toHaveLength(0);
    expect(await handle.db.select().from(deliveries)).toHaveLength(0);
  });

  it("subscribing one e-mail twice keeps one subscriber, with the latest name", async () => {
    const fields = (fullName: string, email: string) => ({
      kind: "newsletter" as const,
      fields: { fullName, email },
    });
    await storeLead(handle.db, config, fields("Ada", "ada@example.test"));
    await storeLead(handle.db, config, fields("Ada Lovelace", "ada@example.test"));
    const subscribers = await handle.db.select().from(newsletterSubscribers);
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({ email: "ada@example.test", fullName: "Ada Lovelace" });
    expect(await handle.db.select().from(leads)).toHaveLength(2);
  });

  it("[S-CONTACT-13] [S-CONTACT-14] sends the spec's bodies: webhook with timestamp and source, forwarder with the fields, mail to the owner", async () => {
    const stored = await storeLead(handle.db, config, { kind: "contact", fields: contact });
    await drain();
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, stored.id));
    expect(webhook.delivered()).toHaveLength(1);
    expect(webhook.received[0]!.body).toEqual({
      ...contact,
      timestamp: lead!.createdAt.toISOString(),
      source: "Contact Form",
    });
    expect(forwarder.received[0]!.body).toEqual(contact);
    expect(forwarder.received[0]!.headers).toMatchObject({
      accept: "application/json",
      "content-type": "application/json",
    });
    const ids = (await handle.db.select().from(deliveries)).map((d) => d.id);
    expect(ids).toContain(webhook.received[0]!.headers["idempotency-key"]);
    const [file] = await readdir(mailDir);
    const mail = await readFile(path.join(mailDir, file!), "utf8");
    expect(mail).toContain("To: owner@example.test");
    expect(mail).toContain("Subject: New enquiry from Ada Lovelace");
    expect(mail).toContain("Business needs: Business Plan Writing, Other");
  });

  it("[S-NEWSLETTER-13] [S-NEWSLETTER-15] the newsletter sends fullName and email, and source 'Newsletter Subscription'", async () => {
    await storeLead(handle.db, config, {
      kind: "newsletter",
      fields: { fullName: "Ada", email: "ada@example.test" },
    });
    await drain();
    expect(forwarder.received[0]!.body).toEqual({ fullName: "Ada", email: "ada@example.test" });
    expect(webhook.received[0]!.body).toMatchObject({
      fullName: "Ada",
      email: "ada@example.test",
      source: "Newsletter Subscription",
    });
  });

  /** The .eml files sent to `to`, their header section unfolded (RFC 5322 folds long fields). */
  async function mailsTo(to: string) {
    const mails = await Promise.all(
      (await readdir(mailDir)).map((file) => readFile(path.join(mailDir, file), "utf8")),
    );
    return mails
      .filter((mail) => mail.split("\r\n").includes(`To: ${to}`))
      .map((mail) => {
        const [head, ...body] = mail.split("\r\n\r\n");
        // The body may be quoted-printable (long lines): soft breaks joined, =XX decoded.
        const text = body
          .join("\r\n\r\n")
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return { head: head!.replace(/\r\n[ \t]+/g, " "), body: text };
      });
  }

  it("the newsletter's welcome is stored with the subscription and sent once, with its one-click unsubscribe link", async () => {
    await storeLead(handle.db, config, {
      kind: "newsletter",
      fields: { fullName: "Ada", email: "ada@example.test" },
    });
    expect(await statuses()).toMatchObject({ welcome: "pending" });
    expect(await run()).toMatchObject({ failed: 0, dead: 0 });
    expect(await run()).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(await statuses()).toMatchObject({ welcome: "done" });
    const welcomes = await mailsTo("ada@example.test");
    expect(welcomes).toHaveLength(1);
    const { head, body } = welcomes[0]!;
    expect(head).toContain("Subject: Welcome to the BTE Consulting newsletter");
    const link = head.match(/^List-Unsubscribe: <([^>]+)>$/m)?.[1];
    expect(link).toMatch(/^https:\/\/bte\.example\/newsletter\/unsubscribe\?token=[\w.-]+$/);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(
      verifyUnsubscribeToken(new URL(link!).searchParams.get("token"), NEWSLETTER_SECRET),
    ).toBe("ada@example.test");
    // The body: the company, what the newsletter brings (the site's own words), the same link.
    expect(body).toMatch(/^Hello,\r?$/m);
    expect(body).not.toContain("Ada,");
    expect(body).toContain("BTE Consulting weekly newsletter");
    for (const topic of newsletterTopics) expect(body).toContain(`- ${topic}`);
    expect(body).toContain(link!);
  });

  it("a failed welcome is retried with backoff and sent once", async () => {
    let calls = 0;
    const flaky = fileMailer(mailDir, "BTE <hello@bte.example>");
    const failingOnce = {
      describe: () => "flaky",
      send: async (message: Parameters<typeof flaky.send>[0]) => {
        if (message.subject.startsWith("Welcome") && calls++ === 0) throw new Error("SMTP 451");
        await flaky.send(message);
      },
    };
    const sendersWith = createSenders(config, failingOnce, senderOptions);
    const pass = () =>
      runOutboxOnce(handle.db, sendersWith, { maxAttempts: 4, now, random: () => 0.5 });
    await storeLead(handle.db, config, {
      kind: "newsletter",
      fields: { fullName: "Ada", email: "ada@example.test" },
    });
    expect(await pass()).toMatchObject({ failed: 1 });
    expect(await pass()).toEqual({ sent: 0, failed: 0, dead: 0 });
    ahead += BACKOFF_CAP_MS;
    expect(await pass()).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(await statuses()).toMatchObject({ welcome: "done" });
    expect(await mailsTo("ada@example.test")).toHaveLength(1);
  });

  it("subscribing again after unsubscribing reactivates the address, and welcomes it again", async () => {
    const subscribe = () =>
      storeLead(handle.db, config, {
        kind: "newsletter",
        fields: { fullName: "Ada", email: "ada@example.test" },
      });
    await subscribe();
    await unsubscribe(handle.db, "ada@example.test");
    const [gone] = await handle.db.select().from(newsletterSubscribers);
    expect(gone).toMatchObject({ status: "unsubscribed", unsubscribedAt: expect.any(Date) });
    await subscribe();
    const [back] = await handle.db.select().from(newsletterSubscribers);
    expect(back).toMatchObject({ status: "active", unsubscribedAt: null });
    const welcomes = await handle.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.target, "welcome"));
    expect(welcomes).toHaveLength(2);
  });

  it("an address still subscribed is welcomed once a day, however often it is subscribed again", async () => {
    for (let i = 0; i < 3; i++) {
      await storeLead(handle.db, config, {
        kind: "newsletter",
        fields: { fullName: "Ada", email: "ada@example.test" },
      });
    }
    const welcomes = await handle.db
      .select({ status: deliveries.status, lastError: deliveries.lastError })
      .from(deliveries)
      .where(eq(deliveries.target, "welcome"));
    expect(welcomes.map((w) => `${w.status}: ${w.lastError}`).sort()).toEqual([
      "pending: null",
      "skipped: welcomed in the last 24 hours",
      "skipped: welcomed in the last 24 hours",
    ]);
  });

  it("[S-ACADEMY-11] [S-ACADEMY-12] the academy form sends its six fields as JSON to the forwarder only", async () => {
    const academy = {
      firstName: "Ada",
      lastName: "Lovelace",
      organization: "Engines",
      email: "ada@example.test",
      phone: "7045550100",
      city: "Charlotte",
    };
    forwarder.behave(["fail"], "ok");
    await storeLead(handle.db, config, { kind: "academy", fields: academy });
    await drain();
    expect(webhook.received).toHaveLength(0);
    expect(forwarder.delivered()[0]!.body).toEqual(academy);
    expect(forwarder.received[0]!.headers).toMatchObject({
      accept: "application/json",
      "content-type": "application/json",
    });
    expect(await statuses()).toEqual({ forwarder: "done", email: "done" });
  });

  it("targets answering 500 at first: stored, retried with backoff, delivered exactly once", async () => {
    webhook.behave(["fail", "fail"], "ok");
    forwarder.behave(["fail", "fail", "fail"], "ok");
    await storeLead(handle.db, config, { kind: "contact", fields: contact });
    await run();
    // Not due again until the backoff has passed.
    await run();
    expect(webhook.received).toHaveLength(1);
    await drain();
    expect(await statuses()).toEqual({ webhook: "done", forwarder: "done", email: "done" });
    expect(webhook.received).toHaveLength(3);
    expect(webhook.delivered()).toHaveLength(1);
    expect(forwarder.received).toHaveLength(4);
    expect(forwarder.delivered()).toHaveLength(1);
    const keys = new Set(webhook.received.map((r) => r.headers["idempotency-key"]));
    expect(keys.size).toBe(1);
    const rows = await handle.db.select().from(deliveries);
    expect(rows.find((d) => d.target === "forwarder")).toMatchObject({
      attempts: 4,
      lastError: null,
    });
  });

  it("targets down for good: stored, and marked dead after the last attempt, kept", async () => {
    webhook.behave("fail");
    forwarder.behave("fail");
    await storeLead(handle.db, config, { kind: "contact", fields: contact });
    await drain();
    const rows = await handle.db.select().from(deliveries);
    expect(
      rows
        .filter((d) => d.status === "dead")
        .map((d) => d.target)
        .sort(),
    ).toEqual(["forwarder", "webhook"]);
    for (const d of rows.filter((d) => d.status === "dead")) {
      expect(d.attempts).toBe(config.maxAttempts);
      expect(d.lastError).toMatch(/HTTP 500/);
    }
    expect(webhook.received).toHaveLength(config.maxAttempts);
    expect(await handle.db.select().from(leads)).toHaveLength(1);

    // The owner's retry after the outage: delivered.
    webhook.behave("ok");
    forwarder.behave("ok");
    expect(await retryDeadDeliveries(handle.db)).toBe(2);
    ahead += 1000;
    await drain();
    expect(await statuses()).toEqual({ webhook: "done", forwarder: "done", email: "done" });
  });

  it("a target that does not answer in time is a failed attempt, tried again later", async () => {
    webhook.behave(["hang"], "ok");
    await storeLead(handle.db, config, {
      kind: "newsletter",
      fields: { fullName: "Ada", email: "ada@example.test" },
    });
    const quick = createSenders(config, fileMailer(mailDir, "BTE <hello@bte.example>"), {
      ...senderOptions,
      timeoutMs: 300,
    });
    const first = await runOutboxOnce(handle.db, quick, { maxAttempts: 4, now, random: () => 0.5 });
    // forwarder, owner's mail and welcome sent; the webhook timed out
    expect(first).toEqual({ sent: 3, failed: 1, dead: 0 });
    const [row] = await handle.db.select().from(deliveries).where(eq(deliveries.target, "webhook"));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/abort|timeout/i);
    await drain();
    expect(webhook.delivered()).toHaveLength(1);
  });

  it("a target that answers with a redirect is a failed attempt: the lead is not sent elsewhere", async () => {
    webhook.behave(["redirect"], "ok");
    await storeLead(handle.db, config, {
      kind: "newsletter",
      fields: { fullName: "Ada", email: "ada@example.test" },
    });
    const first = await run();
    expect(first).toEqual({ sent: 3, failed: 1, dead: 0 });
    const [row] = await handle.db.select().from(deliveries).where(eq(deliveries.target, "webhook"));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/HTTP 307/);
    await drain();
    expect(webhook.delivered()).toHaveLength(1);
  });

  it("a crash between store and send loses nothing: the next run sends it", async () => {
    await storeLead(handle.db, config, { kind: "contact", fields: contact });
    // The process dies right after claiming (mid-send): the lease expires, another run sends.
    const claimed = await claimDueDeliveries(handle.db, now(), 10);
    expect(claimed).toHaveLength(3);
    expect(await run()).toEqual({ sent: 0, failed: 0, dead: 0 });
    ahead += LEASE_MS + 1000;
    await drain();
    expect(await statuses()).toEqual({ webhook: "done", forwarder: "done", email: "done" });
    expect(webhook.delivered()).toHaveLength(1);
  });

  it("two workers at once never send one delivery twice", async () => {
    webhook.delayMs = 50;
    forwarder.delayMs = 50;
    for (let i = 0; i < 8; i++) {
      await storeLead(handle.db, config, {
        kind: "contact",
        fields: { ...contact, email: `p${i}@example.test` },
      });
    }
    // On Postgres the second worker is another connection pool, as another server process would be.
    const other = handle.url ? await openDatabase({ databaseUrl: handle.url }) : undefined;
    try {
      const second = other?.db ?? handle.db;
      const options = { maxAttempts: 4, now, random: () => 0.5, batchSize: 3 };
      for (let round = 0; round < 6; round++) {
        await Promise.all([
          runOutboxOnce(handle.db, senders(), options),
          runOutboxOnce(second, senders(), options),
        ]);
      }
    } finally {
      await other?.close();
    }
    const keys = webhook.received.map((r) => String(r.headers["idempotency-key"]));
    expect(keys).toHaveLength(8);
    expect(new Set(keys).size).toBe(8);
    expect(forwarder.received).toHaveLength(8);
    expect(await readdir(mailDir)).toHaveLength(8);
  });
});
