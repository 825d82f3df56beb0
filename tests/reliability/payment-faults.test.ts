import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decode } from "turbo-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { leads, payments } from "~/.server/db/schema";
import { signUpSession } from "../../scripts/lib/bench-session.mjs";
import { fakeSquareEnv, startFakeSquare, type FakeSquare } from "../fakes/square-server";
import { httpClient, type Client } from "./support/http-client";
import { startProductionServer, type ProductionServer } from "./support/production-server";
import { fullRun, recordFigures } from "./support/scale";

/**
 * Square failing while a customer pays by card, through the real server pointed at the fake
 * Square (SQUARE_API_URL): an answer that comes after the server's 15 s timeout (Square charged,
 * the server cannot know), and a 5xx on the call and the SDK's one retry (nothing charged). The
 * customer is never told a payment succeeded that the server does not know of; trying the same
 * attempt again (what the checkout form sends after such an answer) settles it with the same
 * key, so Square holds one payment; in a full run the reconciler settles one on its own.
 */
const PRODUCT = "plan-funding";
const CHECKOUT = `/checkout?product=${PRODUCT}`;
const PAYMENTS_PATH = /^\/v2\/payments$/;
/** Longer than the server's Square timeout (15 s, square/client.ts). */
const LATE_MS = 17_000;

let square: FakeSquare;
let server: ProductionServer;
let dataDir: string;
let client: Client;
let cookie: string;
let guards: [string, string][];

type Reply = {
  status: number;
  ok: boolean;
  title: string;
  /** Where a paid checkout sends the customer: the order's page. */
  landed?: string;
  nextAttempt?: string;
  ms: number;
};
const figures: string[] = [];

beforeAll(async () => {
  square = await startFakeSquare();
  dataDir = mkdtempSync(join(tmpdir(), "reliability-payment-faults-data-"));
  server = await startProductionServer("payment-faults", {
    DATA_DIR: dataDir,
    AUTH_EMAIL_CONFIRMATION: "off",
    ...fakeSquareEnv(square),
  });
  ({ cookie } = (await signUpSession(server.url)) as { cookie: string });
  client = httpClient(server.url, 4);
  // The checkout page's form guards (the honeypot).
  const page = await client.send("GET", CHECKOUT, { headers: { cookie } });
  expect(page.status).toBe(200);
  guards = ["website_url", "from__confirm"].map((name) => {
    const value = new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(page.text)?.[1];
    if (value === undefined) throw new Error(`the checkout page has no "${name}" field`);
    return [name, value.replace(/&amp;/g, "&")];
  });
});

afterAll(async () => {
  client?.close();
  await server?.stop({ graceMs: 20_000 });
  await square?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Pays by card as the checkout dialog does (`/checkout.data`, the token of Square's card form). */
async function payByCard(attempt: string): Promise<Reply> {
  const body = new URLSearchParams([
    ...guards,
    ["_enhanced", "1"],
    ["intent", "card"],
    ["attempt", attempt],
    ["sourceId", "cnon:card-nonce-ok"],
  ]);
  const answer = await client.send("POST", `/checkout.data?product=${PRODUCT}`, {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie,
      origin: server.url,
      referer: `${server.url}${CHECKOUT}`,
    },
    body: body.toString(),
    timeoutMs: 60_000,
  });
  const stream = new Blob([answer.text]).stream();
  const decoded = await decode(stream);
  await decoded.done;
  const value = decoded.value as { data?: Record<string, unknown>; redirect?: string };
  const reply = value.data ?? {};
  const landed = typeof value.redirect === "string" ? value.redirect : undefined;
  return {
    status: answer.status,
    ok: reply.ok === true || landed?.startsWith("/account/order?") === true,
    landed,
    title: String((reply.toast as { title?: string } | undefined)?.title),
    nextAttempt: reply.nextAttempt as string | undefined,
    ms: answer.ms,
  };
}

/** Square's charges (payments it created) for one payments row (its reference). */
const chargesAtSquare = (reference: string) =>
  [...square.state.payments.values()].filter((p) => p.reference_id === reference);
const chargeCalls = () =>
  square.received.filter((r) => r.method === "POST" && PAYMENTS_PATH.test(r.path));

/** The payments rows and order leads the server stored, read after it stopped. */
async function storedOrders() {
  const handle = await openDatabase({ dataDir });
  try {
    return {
      rows: await handle.db.select().from(payments),
      orders: (await handle.db.select().from(leads)).filter((l) => l.kind === "order"),
    };
  } finally {
    await handle.close();
  }
}

const cases = [
  {
    name: "answers after the timeout",
    fault: () => square.delayNext(LATE_MS, PAYMENTS_PATH),
    charged: 1,
  },
  {
    name: "fails with a 500 (and again on the SDK's retry)",
    fault: () => {
      square.failNext(500, PAYMENTS_PATH);
      square.failNext(500, PAYMENTS_PATH);
    },
    charged: 0,
  },
];
const attempts = new Map<string, string>();

describe("Square failing during a card payment", () => {
  it.each(cases)(
    "when Square $name: no false success, and the same attempt again completes it with one charge",
    async ({ name, fault, charged }) => {
      const attempt = randomUUID();
      attempts.set(name, attempt);
      const callsBefore = chargeCalls().length;
      fault();
      const first = await payByCard(attempt);
      // Not told it succeeded: the outcome is unknown, and the customer is told so.
      expect(first).toMatchObject({ status: 503, ok: false, title: "Payment Failed" });
      // The form keeps its attempt: the next try is the same payment, never a second one.
      expect(first.nextAttempt).toBeUndefined();
      const reference = square.received.at(-1)!.body.reference_id as string;
      expect(chargesAtSquare(reference)).toHaveLength(charged);

      const again = await payByCard(attempt);
      const orderPage = expect.stringMatching(/^\/account\/order\?number=\d+$/);
      expect(again).toMatchObject({ ok: true, landed: orderPage });
      // A double submit of the settled attempt is answered from the row, without Square.
      const calls = chargeCalls().length;
      expect(await payByCard(attempt)).toMatchObject({ ok: true, landed: again.landed });
      expect(chargeCalls().length).toBe(calls);
      expect(chargesAtSquare(reference)).toHaveLength(1);
      figures.push(
        `| ${name} | ${first.status} in ${(first.ms / 1000).toFixed(1)} s | ${again.status} | ${chargeCalls().length - callsBefore} | ${chargesAtSquare(reference).length} |`,
      );
    },
  );

  it.runIf(fullRun)(
    "when Square answers too late and the customer leaves, the reconciler completes it with one charge",
    async () => {
      const attempt = randomUUID();
      attempts.set("reconciler", attempt);
      square.delayNext(LATE_MS, PAYMENTS_PATH);
      const first = await payByCard(attempt);
      expect(first).toMatchObject({ status: 503, ok: false });
      const reference = square.received.at(-1)!.body.reference_id as string;
      // The reconciler looks at rows left pending for 2 minutes, every minute, and asks Square
      // again with the same key (the row's state is checked once the server has stopped).
      const calls = () => square.received.filter((r) => r.body.reference_id === reference).length;
      const started = Date.now();
      while (calls() < 2 && Date.now() - started < 4 * 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(calls()).toBe(2);
      expect(chargesAtSquare(reference)).toHaveLength(1);
      figures.push(
        `| answers after the timeout, customer gone (reconciler, ${((Date.now() - started) / 1000).toFixed(0)} s) | ${first.status} | — | ${calls()} | ${chargesAtSquare(reference).length} |`,
      );
    },
    6 * 60_000,
  );

  it("the server's rows: each attempt completed once, one order (receipt) each, and Square charged each once", async () => {
    await server.stop({ graceMs: 20_000 });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const { rows, orders } = await storedOrders();
    expect(rows).toHaveLength(attempts.size);
    for (const row of rows) {
      expect(row.status).toBe("completed");
      const charges = chargesAtSquare(row.id);
      expect(charges).toHaveLength(1);
      expect(row.providerRef).toBe(charges[0]!.id);
    }
    expect(orders.map((o) => o.fields.orderId).sort()).toEqual(rows.map((r) => r.id).sort());
    recordFigures(
      "payment-faults",
      [
        "Card payments through the production server with Square pointed at the fake",
        `(\`tests/fakes/square-server.ts\`), the server's Square timeout 15 s with one retry of a 5xx.`,
        "",
        "| Square | First answer | Same attempt again | Charge calls | Charges at Square |",
        "| ------ | ------------ | ------------------ | -----------: | ----------------: |",
        ...figures,
        "",
        `${attempts.size} attempts, ${chargeCalls().length} charge calls, ${square.state.payments.size} charges at Square,`,
        `${rows.filter((r) => r.status === "completed").length} rows completed, ${orders.length} order notices (receipts).`,
      ].join("\n"),
    );
  });
});
