import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as DbModule from "~/.server/db";
import { startFakeTarget, type FakeTarget } from "../fakes/http-target";

/**
 * The server's outbox worker on SIGTERM (shutdownServer): it stops after the batch under way
 * instead of draining the whole outbox, which under a steady stream of leads (another instance
 * storing them) kept a stopping server alive until it was killed mid-send.
 */
let webhook: FakeTarget;
let dbModule: typeof DbModule;

beforeAll(async () => {
  webhook = await startFakeTarget();
  Object.assign(process.env, {
    DATA_DIR: mkdtempSync(join(tmpdir(), "outbox-stop-")),
    LEADS_WEBHOOK_URL: webhook.url,
  });
  delete process.env.DATABASE_URL;
  dbModule = await import("~/.server/db");
});

afterAll(async () => {
  await dbModule?.closeDb();
  await webhook?.close();
});

describe("stopping the outbox worker", () => {
  it("waits for the batch under way, not for the rest of the outbox", async () => {
    const { getConfig } = await import("~/.server/config");
    const { storeLead } = await import("~/.server/leads/store");
    const { wakeOutbox, stopOutboxWorker } = await import("~/.server/leads/worker");
    const db = await dbModule.getDb();
    // Three batches of 20 webhook deliveries, each answered after 100 ms.
    for (let i = 0; i < 60; i++) {
      await storeLead(db, getConfig().leads, {
        kind: "contact",
        fields: { fullName: "Ada", email: `ada-${i}@example.test`, comments: "Hi" },
      });
    }
    webhook.delayMs = 100;
    wakeOutbox();
    await expect.poll(() => webhook.received.length, { interval: 10 }).toBeGreaterThan(0);
    await stopOutboxWorker();
    const sentBeforeStop = webhook.received.length;
    expect(sentBeforeStop).toBeLessThanOrEqual(20);
    const { deliveries } = dbModule.schema;
    const pending = await db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.target, "webhook"), eq(deliveries.status, "pending")));
    expect(pending.length).toBe(60 - sentBeforeStop);
    // Nothing more is sent once it stopped, however it is woken.
    wakeOutbox();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(webhook.received.length).toBe(sentBeforeStop);
  });
});
