import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeTarget, type FakeTarget } from "../fakes/http-target";
import { fakeSquareEnv, startFakeSquare, type FakeSquare } from "../fakes/square-server";
import { eachDatabase, type TestDatabase } from "./support/database";
import { createAppContext, type AppContext } from "~/.server/app-context";
import { SESSION_TTL_MS } from "~/.server/auth/local/sessions";
import { queueAccountMail } from "~/.server/auth/common/account-mail-outbox";
import { runScheduledWork } from "~/.server/background/scheduled-work";
import { parseConfig } from "~/.server/config";
import { runMigrations, runSeeds, schema } from "~/.server/db";
import * as leadForms from "~/.server/leads/form-action";
import { storeLead } from "~/.server/leads/store";
import type { MailMessage, Mailer } from "~/.server/mail/mailer";
import { payByCard } from "~/.server/payments/checkout";
import * as honeypot from "~/.server/security/honeypot";
import { contactMessages, contactSchema } from "~/utils/forms/contact";

/**
 * What a scheduler (a Cron Trigger) or a request's `defer` (waitUntil) runs: one pass of each
 * worker, on an app context whose workers were never started, so no interval sends anything.
 */
const PAYMENTS = /^\/v2\/payments$/;

/** A mailer that keeps what it sends; after `hold()`, each send waits until `release()`. */
function holdingMailer() {
  const sent: MailMessage[] = [];
  let gate: Promise<void> | undefined;
  let open = () => {};
  const mailer = {
    sent,
    /** Sends begun, held or not. */
    begun: 0,
    describe: () => "holding mailer",
    async send(message: MailMessage) {
      mailer.begun++;
      await gate;
      sent.push(message);
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = undefined;
      open();
    },
  } satisfies Mailer & Record<string, unknown>;
  return mailer;
}

describe.each(eachDatabase())("background work on $name", (target) => {
  let handle: TestDatabase;
  let webhook: FakeTarget;
  let square: FakeSquare;
  let mailer: ReturnType<typeof holdingMailer>;
  let app: AppContext | undefined;
  let errors: string[];

  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
    await runSeeds(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.execute(
      sql`truncate app.deliveries, app.leads, app.account_mails, app.sessions, app.local_credentials, app.payment_events, app.payment_status_changes, app.payments, app.rate_limits cascade`,
    );
    [webhook, square] = await Promise.all([startFakeTarget(), startFakeSquare()]);
    mailer = holdingMailer();
    errors = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
  });
  afterEach(async () => {
    mailer.release();
    await app?.outbox.stop();
    app = undefined;
    vi.restoreAllMocks();
    await Promise.all([webhook.close(), square.close()]);
  });

  /** The app context a runtime builds: the webhook and Square pointed at the fakes. */
  async function appContext(defer?: AppContext["defer"]) {
    const config = parseConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), "background-work-")),
      SITE_URL: "http://localhost:3000",
      LEADS_WEBHOOK_URL: webhook.url,
      ...fakeSquareEnv(square),
    });
    app = await createAppContext({ config, db: handle.db, mailer, defer });
    return app;
  }

  /** A promise list standing in for the edge's `ctx.waitUntil`. */
  function waitUntilList() {
    const promises: Promise<unknown>[] = [];
    return { promises, defer: (promise: Promise<unknown>) => void promises.push(promise) };
  }

  async function storeContactLead(app: AppContext, email: string) {
    await storeLead(app.db, app.config.leads, {
      kind: "contact",
      fields: { fullName: "Ada Lovelace", email, comments: "Hello" },
    });
  }

  /** What a pass did for `leads` contact leads sent: the webhook and the owner's e-mail each. */
  const sentLeads = (leads: number, accountMails = 0) => ({
    deliveries: { sent: 2 * leads, failed: 0, dead: 0 },
    accountMails,
  });

  const webhookEmails = () => webhook.delivered().map((r) => (r.body as { email?: string }).email);

  /** A card payment whose outcome Square left unknown, as the reconciler finds it minutes later. */
  async function paymentLeftPending(app: AppContext) {
    square.failNext(500, PAYMENTS);
    square.failNext(500, PAYMENTS);
    const result = await payByCard(
      app.checkout,
      { id: randomUUID(), email: "grace@example.test" },
      { productId: "plan-funding", attempt: randomUUID(), sourceId: "cnon:card-nonce-ok" },
    );
    expect(result).toMatchObject({ ok: false, pending: true });
    await handle.db.execute(
      sql`update app.payments set updated_at = now() - interval '3 minutes' where status = 'pending'`,
    );
  }

  const paymentStatuses = async () =>
    (await handle.db.select({ status: schema.payments.status }).from(schema.payments)).map(
      (p) => p.status,
    );

  /** A live session and an expired one of a local account. */
  async function expiredSession() {
    const now = Date.now();
    const [user] = await handle.db
      .insert(schema.localCredentials)
      .values({ email: "ada@example.com", passwordHash: "scrypt$x", emailConfirmedAt: new Date() })
      .returning();
    const row = (idHash: string, expiresInMs: number) => ({
      idHash,
      userId: user!.userId,
      createdAt: new Date(now - 60_000),
      lastSeenAt: new Date(now - 60_000),
      expiresAt: new Date(now + expiresInMs),
    });
    await handle.db
      .insert(schema.sessions)
      .values([row("live", SESSION_TTL_MS / 2), row("expired", -1)]);
  }

  const sessionIds = async () =>
    (await handle.db.select({ idHash: schema.sessions.idHash }).from(schema.sessions)).map(
      (s) => s.idHash,
    );

  describe("runOnce", () => {
    it("the outbox's sends what is stored and says so", async () => {
      const app = await appContext();
      await storeContactLead(app, "ada@example.test");
      expect(await app.outbox.runOnce()).toEqual(sentLeads(1));
      expect(webhookEmails()).toEqual(["ada@example.test"]);
    });

    it("the reconciler's settles a payment a provider's failure left pending, charging once", async () => {
      const app = await appContext();
      await paymentLeftPending(app);
      expect(square.state.payments.size).toBe(0);
      expect(await app.reconciler.runOnce()).toEqual({ checked: 1, settled: 1 });
      expect(await paymentStatuses()).toEqual(["completed"]);
      expect(square.state.payments.size).toBe(1);
    });

    it("the session purge's deletes an expired session and keeps a live one", async () => {
      const app = await appContext();
      await expiredSession();
      expect(await app.sessionPurge.runOnce()).toEqual({ deleted: 1, rateLimitsDeleted: 0 });
      expect(await sessionIds()).toEqual(["live"]);
    });

    it("the session purge's also deletes expired rate-limit counts, and keeps running ones", async () => {
      const app = await appContext();
      const now = Date.now();
      await handle.db.insert(schema.rateLimits).values([
        { key: "form-ip-contact:203.0.113.9", points: 3, expire: new Date(now - 1_000) },
        { key: "form-ip-contact:203.0.113.10", points: 1, expire: new Date(now + 60_000) },
      ]);
      expect(await app.sessionPurge.runOnce()).toEqual({ deleted: 0, rateLimitsDeleted: 1 });
      const left = await handle.db.select({ key: schema.rateLimits.key }).from(schema.rateLimits);
      expect(left.map((row) => row.key)).toEqual(["form-ip-contact:203.0.113.10"]);
    });

    it("called twice at once, each worker runs one pass and both calls get its outcome", async () => {
      const app = await appContext();
      for (const n of [1, 2, 3]) await storeContactLead(app, `ada-${n}@example.test`);
      await paymentLeftPending(app);
      await expiredSession();

      const outbox = await Promise.all([app.outbox.runOnce(), app.outbox.runOnce()]);
      expect(outbox[1]).toEqual(outbox[0]);
      expect(outbox[0]).toEqual(sentLeads(3));
      expect(webhook.received).toHaveLength(3);
      const payments = await Promise.all([app.reconciler.runOnce(), app.reconciler.runOnce()]);
      expect(payments).toEqual([
        { checked: 1, settled: 1 },
        { checked: 1, settled: 1 },
      ]);
      expect(square.state.payments.size).toBe(1);
      const purges = await Promise.all([app.sessionPurge.runOnce(), app.sessionPurge.runOnce()]);
      expect(purges).toEqual([
        { deleted: 1, rateLimitsDeleted: 0 },
        { deleted: 1, rateLimitsDeleted: 0 },
      ]);
    });

    it("a lead stored after the outbox's pass looked at the leads is sent by that pass when its call joins it", async () => {
      const app = await appContext();
      await queueAccountMail(handle.db, "ada@example.com", "password_changed");
      mailer.hold(); // the pass waits in its account mails, past its look at the leads
      const first = app.outbox.runOnce();
      await expect.poll(() => mailer.begun).toBe(1);
      await storeContactLead(app, "late@example.test");
      const second = app.outbox.runOnce();
      mailer.release();
      const [a, b] = await Promise.all([first, second]);
      expect(b).toEqual(a);
      expect(a).toEqual(sentLeads(1, 1));
      expect(webhookEmails()).toEqual(["late@example.test"]);
      expect(mailer.sent.map((m) => m.to)).toContain("ada@example.com");
    });
  });

  describe("runScheduledWork", () => {
    it("runs the outbox, the reconciler and the session purge once each and reports what they did", async () => {
      const waitUntil = waitUntilList();
      const app = await appContext(waitUntil.defer);
      await storeContactLead(app, "ada@example.test");
      await paymentLeftPending(app);
      await expiredSession();

      const report = await runScheduledWork(app);
      expect(report).toEqual({
        outbox: sentLeads(1),
        payments: { checked: 1, settled: 1 },
        sessions: { deleted: 1, rateLimitsDeleted: 0 },
      });
      expect(webhookEmails()).toEqual(["ada@example.test"]);
      expect(await paymentStatuses()).toEqual(["completed"]);
      expect(await sessionIds()).toEqual(["live"]);
      // The settled payment's receipt went out through a deferred pass.
      await Promise.all(waitUntil.promises);
      expect(mailer.sent.map((m) => m.to)).toContain("grace@example.test");
    });

    it("a target answering 500 is a delivery to try again, and the other tasks run", async () => {
      const app = await appContext();
      webhook.behave("fail");
      await storeContactLead(app, "ada@example.test");
      await expiredSession();

      const report = await runScheduledWork(app);
      expect(report.outbox).toEqual({
        deliveries: { sent: 1, failed: 1, dead: 0 },
        accountMails: 0,
      });
      expect(report.sessions).toEqual({ deleted: 1, rateLimitsDeleted: 0 });
      const [delivery] = await handle.db
        .select()
        .from(schema.deliveries)
        .where(eq(schema.deliveries.target, "webhook"));
      expect(delivery).toMatchObject({ status: "pending", attempts: 1 });
    });

    it("a task that throws is logged and the ones after it still run", async () => {
      const app = await appContext();
      await storeContactLead(app, "ada@example.test");
      await paymentLeftPending(app);
      await expiredSession();
      // A database the account-mail outbox's table is missing from: the outbox pass throws.
      await handle.db.execute(sql`alter table app.account_mails rename to account_mails_away`);
      const report = await runScheduledWork(app).finally(() =>
        handle.db.execute(sql`alter table app.account_mails_away rename to account_mails`),
      );
      expect(report).toEqual({
        outbox: "failed",
        payments: { checked: 1, settled: 1 },
        sessions: { deleted: 1, rateLimitsDeleted: 0 },
      });
      expect(errors.map((line) => JSON.parse(line) as { message: string })).toContainEqual(
        expect.objectContaining({ level: "error", message: "outbox pass failed" }),
      );
      expect(webhookEmails()).toEqual(["ada@example.test"]);
      expect(await paymentStatuses()).toEqual(["completed"]);
      expect(await sessionIds()).toEqual(["live"]);
    });
  });

  describe("defer", () => {
    it("a lead posted through the form is sent once the promises the action deferred are awaited, with no worker started", async () => {
      const waitUntil = waitUntilList();
      const app = await appContext(waitUntil.defer);
      const form = new FormData();
      const trap = await honeypot.honeypotInputProps();
      form.set(trap.nameFieldName, "");
      if (trap.validFromFieldName) form.set(trap.validFromFieldName, trap.encryptedValidFrom);
      for (const [name, value] of Object.entries({
        fullName: "Ada Lovelace",
        email: "ada@example.test",
        telephone: "7045550100",
        businessNeeds: "Business Plan Writing",
        comments: "Hello",
      })) {
        form.set(name, value);
      }
      const answer = await leadForms
        .handleLeadForm(app, new Request("http://localhost/contact", { method: "POST" }), {
          formData: form,
          kind: "contact",
          schema: contactSchema,
          success: contactMessages.success,
          failure: contactMessages.failure,
          successRedirect: "/contact",
        })
        .catch((thrown: unknown) => thrown);
      expect((answer as Response).status).toBe(302);
      expect(waitUntil.promises).toHaveLength(1);

      await Promise.all(waitUntil.promises);
      expect(webhookEmails()).toEqual(["ada@example.test"]);
    });
  });
});
