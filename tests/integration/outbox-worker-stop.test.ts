import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeTarget, type FakeTarget } from "../fakes/http-target";
import { parseConfig, type Config } from "~/.server/config";
import { openDatabase, runMigrations, schema, type DatabaseHandle } from "~/.server/db";
import { storeLead } from "~/.server/leads/store";
import { createOutboxWorker, type OutboxWorker } from "~/.server/leads/worker";
import { mailerFor } from "~/.server/mail/mailer";

/**
 * The server's outbox worker on SIGTERM (shutdownServer): it stops after the batch under way
 * instead of draining the whole outbox, which under a steady stream of leads (another instance
 * storing them) kept a stopping server alive until it was killed mid-send.
 */
let webhook: FakeTarget;
let handle: DatabaseHandle;
let config: Config;
let worker: OutboxWorker;

beforeAll(async () => {
  webhook = await startFakeTarget();
  config = parseConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "outbox-stop-")),
    SITE_URL: "http://localhost:3000",
    LEADS_WEBHOOK_URL: webhook.url,
  });
  handle = await openDatabase({ memory: true });
  await runMigrations(handle);
  worker = createOutboxWorker({ db: handle.db, config, mailer: mailerFor(config) });
});

afterAll(async () => {
  await worker?.stop();
  await handle?.close();
  await webhook?.close();
});

describe("stopping the outbox worker", () => {
  it("waits for the batch under way, not for the rest of the outbox", async () => {
    const db = handle.db;
    // Three batches of 20 webhook deliveries, each answered after 100 ms.
    for (let i = 0; i < 60; i++) {
      await storeLead(db, config.leads, {
        kind: "contact",
        fields: { fullName: "Ada", email: `ada-${i}@example.test`, comments: "Hi" },
      });
    }
    webhook.delayMs = 100;
    worker.wake();
    await expect.poll(() => webhook.received.length, { interval: 10 }).toBeGreaterThan(0);
    await worker.stop();
    const sentBeforeStop = webhook.received.length;
    expect(sentBeforeStop).toBeLessThanOrEqual(20);
    const { deliveries } = schema;
    const pending = await db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.target, "webhook"), eq(deliveries.status, "pending")));
    expect(pending.length).toBe(60 - sentBeforeStop);
    // Nothing more is sent once it stopped, however it is woken.
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(webhook.received.length).toBe(sentBeforeStop);
  });
});
