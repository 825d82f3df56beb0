import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeTarget, type FakeTarget } from "../fakes/http-target";
import { parseConfig, type Config } from "~/.server/config";
import { openDatabase, runMigrations, schema, type DatabaseHandle } from "~/.server/db";
import { createOutboxWorker, type OutboxWorker } from "~/.server/leads/worker";
import { storeLead } from "~/.server/leads/store";
import { mailerFor } from "~/.server/mail/mailer";

/**
 * The server stops its outbox worker on SIGTERM before it closes the database. A backlog (a
 * burst of leads, a target that was down) must not hold that stop until every delivery is sent:
 * the pass under way ends after its current batch, and what is left stays pending, unclaimed, for
 * the next pass.
 */
let webhook: FakeTarget;
let handle: DatabaseHandle;
let config: Config;
let worker: OutboxWorker;

beforeAll(async () => {
  webhook = await startFakeTarget();
  webhook.delayMs = 300; // a slow target: each batch of deliveries takes a while
  // No LEADS_FORWARD_URL: the forwarder is not configured.
  config = parseConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "outbox-shutdown-")),
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

const LEADS = 200;

async function deliveryStates() {
  return handle.db
    .select({
      status: schema.deliveries.status,
      lockedUntil: schema.deliveries.lockedUntil,
    })
    .from(schema.deliveries);
}

describe("stopping the outbox worker", () => {
  it("ends the pass after its current batch, leaving the backlog pending and unclaimed; the next pass sends it", async () => {
    for (let i = 0; i < LEADS; i++) {
      await storeLead(handle.db, config.leads, {
        kind: "contact",
        fields: { fullName: "Ada Lovelace", email: `backlog-${i}@example.com` },
      });
    }
    worker.wake();
    while (webhook.received.length === 0) await new Promise((r) => setTimeout(r, 20));

    const started = performance.now();
    await worker.stop();
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
    worker.start();
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
