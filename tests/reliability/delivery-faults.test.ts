import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeTarget, type FakeTarget, type ReceivedRequest } from "../fakes/http-target";
import { httpClient } from "./support/http-client";
import { submitLead, type LeadKind } from "./support/lead-forms";
import { startProductionServer, type ProductionServer } from "./support/production-server";
import { recordFigures, scale } from "./support/scale";
import { storedLeads } from "./support/stored-leads";

/**
 * The owner's automation webhook answering 500 and the form-forwarding service refusing
 * connections while visitors submit leads through the real server: every submission is still
 * accepted and stored, and once both come back every delivery arrives exactly once (one 2xx per
 * Idempotency-Key, none missing). The outbox retries with its backoff (30 s, then 1 min, …, with
 * jitter: not configurable); OUTBOX_POLL_SECONDS=1 makes it look for due retries every second.
 */
const submissions = scale(100, 1000);
/** Failed attempts each webhook delivery sees before the targets come back. */
const failuresBeforeReturn = scale(1, 2);
const concurrency = 10;

let server: ProductionServer;
let dataDir: string;
let webhook: FakeTarget;
let forwarder: FakeTarget;
let forwarderPort: number;

beforeAll(async () => {
  webhook = await startFakeTarget();
  webhook.behave("fail");
  // The forwarder is down altogether: its port is closed (connections refused).
  const probe = await startFakeTarget();
  forwarderPort = Number(new URL(probe.url).port);
  await probe.close();
  dataDir = mkdtempSync(join(tmpdir(), "reliability-delivery-faults-data-"));
  server = await startProductionServer("delivery-faults", {
    DATA_DIR: dataDir,
    LEADS_WEBHOOK_URL: webhook.url,
    LEADS_FORWARD_URL: probe.url,
    OUTBOX_POLL_SECONDS: "1",
    FORM_RATE_LIMIT_PER_IP: "100000",
  });
});

afterAll(async () => {
  await server?.stop({ graceMs: 20_000 });
  await Promise.all([webhook?.close(), forwarder?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function until(what: string, check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const keyOf = (r: ReceivedRequest) => String(r.headers["idempotency-key"]);

/** How often each key was answered 2xx. */
function deliveredKeys(target: FakeTarget) {
  const counts = new Map<string, number>();
  for (const r of target.delivered()) counts.set(keyOf(r), (counts.get(keyOf(r)) ?? 0) + 1);
  return counts;
}

describe("lead targets down", () => {
  it(`${submissions} submissions while the webhook fails and the forwarder is closed: all stored, each delivered exactly once when they return`, async () => {
    const client = httpClient(server.url, concurrency);
    const emails: { email: string; kind: LeadKind; accepted: boolean }[] = [];
    let next = 0;
    const runId = Date.now().toString(36);
    const submitted = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < submissions) {
          const i = next++;
          const kind: LeadKind = i % 2 === 0 ? "contact" : "newsletter";
          const email = `down-${runId}-${i}@example.com`;
          const outcome = await submitLead(client, server.url, kind, email, {
            enhanced: i % 4 < 2,
          });
          emails.push({ email, kind, accepted: outcome.accepted });
        }
      }),
    );
    client.close();
    const submitS = (performance.now() - submitted) / 1000;
    // What the visitor is told never depends on the third parties.
    expect(emails.filter((e) => !e.accepted)).toEqual([]);

    // Down until every webhook delivery has failed `failuresBeforeReturn` times.
    const failedAttempts = () => webhook.received.filter((r) => r.status === 500).length;
    await until(
      "the failed attempts",
      () => failedAttempts() >= submissions * failuresBeforeReturn,
      failuresBeforeReturn * 90_000,
    );
    // The forwarder's attempts go in the same passes; give the last ones a moment.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const downAttempts = webhook.received.length;

    webhook.behave("ok");
    forwarder = await startFakeTarget({ port: forwarderPort });
    const returned = performance.now();
    await until(
      "every delivery",
      () =>
        deliveredKeys(webhook).size >= submissions && deliveredKeys(forwarder).size >= submissions,
      failuresBeforeReturn * 2 * 60_000 + 30_000,
    );
    const drainS = (performance.now() - returned) / 1000;
    // A moment more, to see any second delivery of a key.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    await server.stop({ graceMs: 20_000 });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const stored = await storedLeads(dataDir);

    const attempts = (target: string) =>
      stored.deliveries.filter((d) => d.target === target).reduce((sum, d) => sum + d.attempts, 0);
    recordFigures(
      "delivery-faults",
      [
        `${submissions} leads (contact and newsletter, half with JavaScript) submitted through the`,
        `production server in ${submitS.toFixed(1)} s at ${concurrency} at a time, while the webhook answered 500`,
        `and the forwarder's port was closed; every one accepted. The targets came back after each`,
        `webhook delivery had failed ${failuresBeforeReturn} time(s) (${downAttempts} webhook requests by then).`,
        "",
        "| Target | Deliveries | Attempts | Delivered (2xx) | Keys delivered twice |",
        "| ------ | ---------: | -------: | --------------: | -------------------: |",
        ...(
          [
            ["webhook", webhook],
            ["forwarder", forwarder],
          ] as const
        ).map(([name, fake]) => {
          const keys = deliveredKeys(fake);
          const twice = [...keys.values()].filter((n) => n > 1).length;
          const rows = stored.deliveries.filter((d) => d.target === name).length;
          return `| ${name} | ${rows} | ${attempts(name)} | ${fake.delivered().length} | ${twice} |`;
        }),
        "",
        `Drained **${drainS.toFixed(1)} s** after the targets returned (the outbox's backoff: a retry`,
        `is due 15–30 s after a first failure, 30–60 s after a second).`,
      ].join("\n"),
    );

    // Every submission stored once, with its deliveries.
    expect(emails.filter((e) => stored.byEmail.get(e.email) !== 1)).toEqual([]);
    for (const [name, fake] of [
      ["webhook", webhook],
      ["forwarder", forwarder],
    ] as const) {
      const rows = stored.deliveries.filter((d) => d.target === name);
      expect(rows.length, name).toBe(submissions);
      expect(
        rows.filter((d) => d.status !== "done"),
        name,
      ).toEqual([]);
      // Each delivery arrived exactly once: one 2xx per key, no key missing, none unknown.
      const keys = deliveredKeys(fake);
      expect(
        [...keys].filter(([, n]) => n !== 1),
        name,
      ).toEqual([]);
      expect(new Set(keys.keys()), name).toEqual(new Set(rows.map((d) => d.id)));
      // And it carried its lead: every address submitted, each once.
      const addresses = fake.delivered().map((r) => (r.body as { email?: string }).email);
      expect(addresses.sort(), name).toEqual(emails.map((e) => e.email).sort());
    }
    expect(attempts("webhook")).toBeGreaterThanOrEqual(submissions * (failuresBeforeReturn + 1));
  });
});
