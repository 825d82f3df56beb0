import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as DbModule from "~/.server/db";
import type * as WorkerModule from "~/.server/leads/worker";
import { startFakeTarget, type FakeTarget } from "../fakes/http-target";

/**
 * The server stops its outbox worker on SIGTERM before it closes the database. A backlog (a
 * burst of leads, a target that was down) must not hold that stop until every delivery is sent:
 * the pass under way ends after its current batch, and what is left stays pending, unclaimed, for
 * the next pass.
 */
let webhook: FakeTarget;
let worker: typeof WorkerModule;
let dbModule: typeof DbModule;

beforeAll(async () => {
  webhook = await startFakeTarget();
  webhook.delayMs = 300; // a slow target: each batch of deliveries takes a while
  Object.assign(process.env, {
    DATA_DIR: mkdtempSync(join(tmpdir(), "outbox-shutdown-")),
    LEADS_WEBHOOK_URL: webhook.url,
  });
  delete process.env.DATABASE_URL;
  delete process.env.LEADS_FORWARD_URL;
  dbModule = await import("~/.server/db");
  worker = await import("~/.server/leads/worker");
});
afterAll(async () => {
  await worker?.stopOutboxWorker();
  await dbModule?.closeDb();
  await webhook?.close();
});

const LEADS = 200;

async function deliveryStates() {
  const db = await dbModule.getDb();
  return db
    .select({
      status: dbModule.schema.deliveries.status,
      lockedUntil: dbModule.schema.deliveries.lockedUntil,
    })
    .from(dbModule.schema.deliveries);
}

describe("stopping the outbox worker", () => {
  it("ends the pass after its current batch, leaving the backlog pending and unclaimed; the next pass sends it", async () => {
    const { getConfig } = await import("~/.server/config");
    const { storeLead } = await import("~/.server/leads/store");
    const db = await dbModule.getDb();
    for (let i = 0; i < LEADS; i++) {
      await storeLead(db, getConfig().leads, {
        kind: "contact",
        fields: { fullName: "Ada Lovelace", email: `backlog-${i}@example.com` },
      });
    }
    worker.wakeOutbox();
    while (webhook.received.length === 0) await new Promise((r) => setTimeout(r, 20));

    const started = performance.now();
    await worker.stopOutboxWorker();
    // One batch (20 deliveries at once, 300 ms each), not the 20 batches of the whole backlog.
    expect(performance.now() - started).toBeLessThan(2000);
    const states = await deliveryStates();
    const pending = states.filter((d) => d.status === "pending");
    expect(pending.length).toBeGreaterThan(LEADS);
    expect(pending.filter((d) => d.lockedUntil !== null)).toEqual([]);
    // (the forwarder is not configured: its deliveries were skipped when stored)
    expect(states.filter((d) => !["pending", "done", "skipped"].includes(d.status))).toEqual([]);

    // Nothing is lost: the next start sends the rest, each delivery once.
    webhook.delayMs = 0;
    worker.startOutboxWorker();
    const deadline = Date.now() + 30_000;
    while ((await deliveryStates()).some((d) => d.status === "pending")) {
      if (Date.now() > deadline) throw new Error("the backlog was not sent");
      await new Promise((r) => setTimeout(r, 100));
    }
    const keys = webhook.delivered().map((r) => String(r.headers["idempotency-key"]));
    expect(keys).toHaveLength(LEADS);
    expect(new Set(keys).size).toBe(LEADS);
  }, 60_000);
});
