import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bodySpec, type BodySpec } from "./fuzz/body-specs";
import { materialize, type FuzzRequest, type RunContext } from "./fuzz/encode";
import { formatDoc, fuzzFigures, type Tally } from "./fuzz/figures";
import { internalText } from "./fuzz/internal-text";
import { prepareRun } from "./fuzz/run-context";
import { changedCounts, countRows } from "./fuzz/stored-rows";
import { targets } from "./fuzz/targets";
import { startPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { startProductionServer, type ProductionServer } from "./support/production-server";
import { fullRun, recordFigures, reliabilityDoc, scale } from "./support/scale";
import { machineLoad } from "../../scripts/lib/server.mjs";

/**
 * Bad input at volume (docs/reliability.md): generated bodies, each refused by design, POSTed to
 * every action of the real production server on its own Postgres. No answer may be a 5xx or show
 * anything internal, nothing may be stored, and the server logs no error.
 */
const BODIES = scale(500, 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? (fullRun ? Date.now() % 2 ** 31 : 20_240_601));
/** The lead forms' per-address limit, left at its default so that limit is exercised too. */
const PER_EMAIL = 5;

let postgres: PrivatePostgres;
let server: ProductionServer;
let db: pg.Client;
let ctx: RunContext;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  server = await startProductionServer("fuzz", {
    DATABASE_URL: postgres.url,
    SESSION_SECRET: "fuzz-session-secret-0123456789abcdef",
    HONEYPOT_SECRET: "fuzz-honeypot-secret-0123456789abcdef",
    NEWSLETTER_SECRET: "fuzz-newsletter-secret-0123456789abcdef",
    AUTH_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    PAYMENTS_SANDBOX: "on",
    AUTH_EMAIL_CONFIRMATION: "off",
    // Raised so the fuzz meets the forms, not the limits; the per-address limits stay at their
    // defaults (sign-in's is met by the fuzz, the lead forms' by the last test).
    FORM_RATE_LIMIT_PER_IP: "100000",
    AUTH_RATE_LIMIT_PER_IP: "100000",
    FORM_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
  });
  db = new pg.Client(postgres.url);
  await db.connect();
  ctx = await prepareRun(server.url, targets);
});

afterAll(async () => {
  await db?.end().catch(() => {});
  await server?.stop();
  await postgres?.destroy();
});

/** The server's log lines with "level":"error" not seen before. */
const seenLines = new Set<string>();
function newErrorLines(): string[] {
  const fresh = server.tail().filter((line) => !seenLines.has(line));
  for (const line of fresh) seenLines.add(line);
  return fresh.filter((line) => line.includes('"level":"error"'));
}

async function send(request: FuzzRequest) {
  const response = await fetch(new URL(request.path, server.url), {
    method: "POST",
    redirect: "manual",
    headers: request.headers,
    body: request.body,
    ...(request.body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return { status: response.status, text: await response.text() };
}

/** A lead form as its page shows it, filled in validly with `email`: what a visitor sends. */
function validLead(name: "contact" | "newsletter" | "academy", email: string): FuzzRequest {
  const target = targets.find((t) => t.name === name)!;
  const fields = new Map(target.fields);
  fields.set("email", email);
  const form = new URLSearchParams([
    ...ctx.honeypot,
    ...ctx.baselines.get(name)!.filter(([n]) => !fields.has(n)),
    ...fields,
  ]);
  return {
    path: target.path,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: ctx.visitor.cookie,
      Origin: ctx.origin,
    },
    body: new TextEncoder().encode(form.toString()),
    size: 0,
  };
}

describe("bad input at volume", () => {
  test("the checks can fail: a stack trace is internal text; the site's own pages are not", async () => {
    expect(internalText(new TypeError("boom").stack!)).toContain("stack frame");
    expect(internalText('Failed query: select "id" from "app"."leads"')).toContain("SQL");
    for (const path of ["/", "/contact", "/auth", "/account", "/checkout?product=plan-funding"]) {
      const page = await fetch(new URL(path, server.url), { headers: { Cookie: ctx.user.cookie } });
      expect(page.status, path).toBe(200);
      expect(internalText(await page.text()), path).toEqual([]);
    }
  });

  test("the valid baseline is accepted: each lead form, filled in, is stored", async () => {
    const before = await countRows(db);
    const stamp = Date.now();
    for (const name of ["contact", "newsletter", "academy"] as const) {
      const answer = await send(validLead(name, `baseline-${name}-${stamp}@example.com`));
      expect(answer.status, `${name}: ${answer.text.slice(0, 300)}`).toBe(302);
    }
    const after = await countRows(db);
    expect(after.leads - before.leads).toBe(3);
  });

  test(`${BODIES} generated bodies, every one refused: no 5xx, nothing internal shown, nothing stored, no error logged (seed ${SEED})`, async () => {
    console.log(`[fuzz] ${BODIES} bodies, seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    const specs: BodySpec[] = fc.sample(bodySpec(targets), { seed: SEED, numRuns: BODIES });
    const tally: Tally = {
      statuses: new Map(),
      byEncoding: new Map(),
      byTarget: new Map(),
      bytes: 0,
    };
    const problems: string[] = [];
    const before = await countRows(db);
    newErrorLines();
    const started = Date.now();

    for (const [index, spec] of specs.entries()) {
      const request = materialize(spec, ctx);
      const label = `#${index} ${spec.target.name} ${spec.defect}/${spec.encoding} (${request.size} bytes)`;
      let status: number | "no answer";
      try {
        const answer = await send(request);
        status = answer.status;
        if (status >= 500) problems.push(`${label}: HTTP ${status}: ${answer.text.slice(0, 300)}`);
        const leaks = internalText(answer.text);
        if (leaks.length)
          problems.push(`${label}: shows ${leaks.join(", ")}: ${answer.text.slice(0, 300)}`);
      } catch (error) {
        status = "no answer";
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        problems.push(`${label}: no answer (${cause?.code ?? cause?.message ?? String(error)})`);
      }
      for (const line of newErrorLines())
        problems.push(`${label}: server logged ${line.slice(0, 400)}`);
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      const encoding =
        spec.target.authority === "signature" ? "webhook (JSON or bytes)" : spec.encoding;
      tally.byEncoding.set(encoding, (tally.byEncoding.get(encoding) ?? 0) + 1);
      const byTarget =
        tally.byTarget.get(spec.target.name) ?? new Map<number | "no answer", number>();
      byTarget.set(status, (byTarget.get(status) ?? 0) + 1);
      tally.byTarget.set(spec.target.name, byTarget);
      tally.bytes += request.size;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const line of newErrorLines())
      problems.push(`after the run: server logged ${line.slice(0, 400)}`);
    const stored = changedCounts(before, await countRows(db));
    const durationS = (Date.now() - started) / 1000;

    const load = (machineLoad() as { text: string }).text;
    const figures = fuzzFigures({
      tally,
      problems,
      stored,
      durationS,
      seed: SEED,
      bodies: BODIES,
      load,
    });
    recordFigures("fuzz", figures);
    if (fullRun) await formatDoc(reliabilityDoc);
    expect(problems, `seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`).toEqual([]);
    expect(stored, `rows stored by refused bodies, seed ${SEED}`).toEqual([]);
    // Every action was reached, and the forms were met past their cross-site check (a 4xx other
    // than 403), so the fuzz is not only a wall of refused origins.
    expect([...tally.byTarget.keys()].sort()).toEqual(targets.map((t) => t.name).sort());
    const pastToken = targets.filter(
      (t) =>
        t.authority === "same-origin" &&
        !t.originAlwaysWrong &&
        ![...(tally.byTarget.get(t.name)?.keys() ?? [])].some((s) => s !== 403),
    );
    expect(
      pastToken.map((t) => t.name),
      "actions only ever answered 403",
    ).toEqual([]);
  });

  test(`valid submissions over the per-address limit are answered 429 and not stored (${PER_EMAIL} an hour)`, async () => {
    const before = await countRows(db);
    const email = `limit-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < PER_EMAIL + 2; i++) {
      statuses.push((await send(validLead("contact", email))).status);
    }
    expect(statuses).toEqual([...Array(PER_EMAIL).fill(302), 429, 429]);
    expect((await countRows(db)).leads - before.leads).toBe(PER_EMAIL);
  });
});
