import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeTarget, type FakeTarget } from "../fakes/http-target";
import { parseConfig, type Config } from "~/.server/config";
import { runMigrations, schema, type DatabaseHandle } from "~/.server/db";
import { openMemoryDatabase } from "./support/database";
import { storeLead } from "~/.server/leads/store";
import { createOutboxWorker, type OutboxWorker } from "~/.server/leads/worker";
import { mailerFor } from "~/.server/mail/mailer";

/**
 * The server stops its outbox worker on SIGTERM (shutdownServer) before it closes the database.
 * A backlog (a burst of leads, a target that was down, another instance storing a steady stream)
 * must not hold that stop until every delivery is sent, or the stopping server is killed
 * mid-send: the pass under way ends after its current batch, and what is left stays pending,
 * unclaimed, for the next start.
 */
type Outbox = {
  webhook: FakeTarget;
  handle: DatabaseHandle;
  config: Config;
  worker: OutboxWorker;
};

let open: Outbox | undefined;

/** A worker on a fresh database that sends to a fake webhook (the forwarder is not configured). */
async function outboxOnFreshDatabase(label: string): Promise<Outbox> {
  const webhook = await startFakeTarget();
  const config = parseConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), `${label}-`)),
    SITE_URL: "http://localhost:3000",
    LEADS_WEBHOOK_URL: webhook.url,
  });
  const handle = await openMemoryDatabase();
  await runMigrations(handle);
  const worker = createOutboxWorker({ db: handle.db, config, mailer: mailerFor(config) });
  open = { webhook, handle, config, worker };
  return open;
}

afterEach(async () => {
  await open?.worker.stop();
  await open?.handle.close();
  await open?.webhook.close();
  open = undefined;
});

async function storeLeads({ handle, config }: Outbox, count: number, label: string) {
  for (let i = 0; i < count; i++) {
    await storeLead(handle.db, config.leads, {
      kind: "contact",
      fields: { fullName: "Ada Lovelace", email: `${label}-${i}@example.test`, comments: "Hi" },
    });
  }
}

describe("stopping the outbox worker", () => {
  it("waits for the batch under way, not for the rest of the outbox; once stopped, runOnce sends nothing", async () => {
    const outbox = await outboxOnFreshDatabase("outbox-stop");
    const { webhook, worker } = outbox;
    const db = outbox.handle.db;
    // Three batches of 20 webhook deliveries, each answered after 100 ms.
    await storeLeads(outbox, 60, "ada");
    webhook.delayMs = 100;
    const pass = worker.runOnce();
    await expect.poll(() => webhook.received.length, { interval: 10 }).toBeGreaterThan(0);
    await worker.stop();
    const sentBeforeStop = webhook.received.length;
    expect(sentBeforeStop).toBeLessThanOrEqual(20);
    // The pass it stopped says what it sent: one batch at most.
    expect((await pass).deliveries.sent).toBeLessThanOrEqual(20);
    const { deliveries } = schema;
    const pending = await db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.target, "webhook"), eq(deliveries.status, "pending")));
    expect(pending.length).toBe(60 - sentBeforeStop);
    // Nothing more is sent once it stopped, however often a pass is asked for.
    expect((await worker.runOnce()).deliveries.sent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(webhook.received.length).toBe(sentBeforeStop);
  });

  it("ends the pass after its current batch, leaving the backlog pending and unclaimed; the next pass sends it", async () => {
    const LEADS = 200;
    const outbox = await outboxOnFreshDatabase("outbox-shutdown");
    const { webhook, worker } = outbox;
    const deliveryStates = () =>
      outbox.handle.db
        .select({
          status: schema.deliveries.status,
          lockedUntil: schema.deliveries.lockedUntil,
        })
        .from(schema.deliveries);
    webhook.delayMs = 300; // a slow target: each batch of deliveries takes a while
    await storeLeads(outbox, LEADS, "backlog");
    void worker.runOnce();
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
