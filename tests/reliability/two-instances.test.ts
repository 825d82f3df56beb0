import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpSession } from "../../scripts/lib/bench-session.mjs";
import { ensureNginx, startNginxProxy } from "../../scripts/lib/nginx.mjs";
import { freePort } from "../../scripts/lib/server.mjs";
import { startFakeTarget, type FakeTarget } from "../fakes/http-target";
import { fakeSquareEnv, startFakeSquare, type FakeSquare } from "../fakes/square-server";
import { postgresAppEnv } from "./support/postgres-app-env";
import { startPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { startProductionServer, type ProductionServer } from "./support/production-server";
import { recordFigures, scale } from "./support/scale";
import { Visitor, whyFailed, type Answer, type PageForm } from "./support/visitor";

/**
 * Two instances on one Postgres (docs/reliability.md, docs/deployment.md): two production
 * servers on a private Postgres behind nginx (round-robin, upstream keep-alive, Host and
 * X-Forwarded-* passed on, TRUST_PROXY=1), which says in `X-Upstream` which one answered.
 * Sessions, rate limits, the leads outbox and payment webhooks are shared through the database;
 * stopping one instance (SIGTERM) under load loses no request.
 */
const LEADS = scale(12, 60);
const LOAD_MS = scale(6000, 20_000);
const LOAD_CLIENTS = scale(4, 12);
const PER_EMAIL = 3;

type Nginx = { url: string; stop(): Promise<void> };

let db: PrivatePostgres;
let nginx: Nginx;
let webhook: FakeTarget;
let square: FakeSquare;
let instances: ProductionServer[] = [];
let ports: number[] = [];
let sql: pg.Client;
const figures: string[] = [];

beforeAll(async () => {
  db = await startPrivatePostgres();
  ports = [(await freePort()) as number];
  while (ports.length < 2) {
    const port = (await freePort()) as number;
    if (!ports.includes(port)) ports.push(port);
  }
  nginx = (await startNginxProxy({ bin: ensureNginx(), upstreams: ports })) as Nginx;
  webhook = await startFakeTarget();
  square = await startFakeSquare({ notificationUrl: `${nginx.url}/webhooks/square` });
  const { PAYMENTS_SANDBOX: _sandbox, ...shared } = postgresAppEnv(db.url);
  const env = {
    ...shared,
    SITE_URL: nginx.url,
    TRUST_PROXY: "1",
    LEADS_WEBHOOK_URL: webhook.url,
    OUTBOX_POLL_SECONDS: "1",
    FORM_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
    FORM_RATE_LIMIT_PER_IP: "100000",
    AUTH_RATE_LIMIT_PER_IP: "100000",
    ...fakeSquareEnv(square),
  };
  // Both at once: the migrations run once, under their lock.
  instances = await Promise.all(
    ports.map((port, i) => startProductionServer(`instance-${"ab"[i]}`, env, { port })),
  );
  sql = new pg.Client(db.url);
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await Promise.all(instances.map((instance) => instance.stop()));
  await nginx?.stop();
  await Promise.all([webhook?.close(), square?.close()]);
  await db?.destroy();
  if (figures.length > 0) recordFigures("two-instances", figures.join("\n"));
});

/** Which instance answered: nginx's `X-Upstream` (the last address when it tried two). */
function instanceOf(answer: Answer): string {
  const upstream = answer.headers.get("x-upstream") ?? "";
  const port = Number(upstream.split(",").pop()?.trim().split(":").pop());
  const index = ports.indexOf(port);
  return index < 0 ? `unknown (${upstream})` : "ab"[index]!;
}

const contactValues = (email: string, note = "Two instances") => ({
  fullName: "Ada Lovelace",
  email,
  telephone: "7045550100",
  businessNeeds: "Business Plan Writing",
  comments: note,
});

async function storedLeads(email: string) {
  const rows = await sql.query(`select 1 from app.leads where fields->>'email' = $1`, [email]);
  return rows.rowCount ?? 0;
}

describe("two instances on one Postgres behind nginx", () => {
  it("(a) a visitor signed up through one instance is signed in on the other", async () => {
    const { cookie } = await signUpSession(nginx.url);
    const visitor = new Visitor(nginx.url);
    visitor.useCookies(cookie);
    const answers: Answer[] = [];
    for (let i = 0; i < 10; i++) answers.push(await visitor.request("/account"));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const by = new Set(answers.map(instanceOf));
    expect(by).toEqual(new Set(["a", "b"]));
    figures.push(
      `- Sessions: a visitor signed up through nginx; 10 requests for \`/account\` with its cookie ` +
        `were answered 200 by both instances (${answers.filter((a) => instanceOf(a) === "a").length} by a, ` +
        `${answers.filter((a) => instanceOf(a) === "b").length} by b).`,
    );
  });

  it("(b) the per-address form limit counts across both instances", async () => {
    const visitor = new Visitor(nginx.url);
    const form = await visitor.openForm("/contact", ["website_url", "comments"]);
    const email = `limit-${randomUUID().slice(0, 8)}@example.test`;
    const answers: Answer[] = [];
    for (let i = 0; i < PER_EMAIL * 3; i++)
      answers.push(await visitor.post(form, contactValues(email)));
    const accepted = answers.filter((a) => a.status === 302);
    const limited = answers.filter((a) => a.status === 429);
    expect(accepted.length + limited.length).toBe(answers.length);
    expect(accepted.length).toBe(PER_EMAIL);
    expect(new Set(answers.map(instanceOf))).toEqual(new Set(["a", "b"]));
    expect(await storedLeads(email)).toBe(PER_EMAIL);
    figures.push(
      `- Rate limits: ${answers.length} contact posts from one address alternating between the ` +
        `instances with FORM_RATE_LIMIT_PER_EMAIL=${PER_EMAIL}: ${accepted.length} accepted ` +
        `(${accepted.map(instanceOf).join(", ")}), ${limited.length} answered 429 ` +
        `(${limited.map(instanceOf).join(", ")}); per instance it would have been ${PER_EMAIL * 2}.`,
    );
  });

  it("(c) the outbox sends each lead's webhook exactly once with both workers polling", async () => {
    webhook.delayMs = 300; // a slow target: each worker's poll overlaps the other's sends
    const visitor = new Visitor(nginx.url);
    const form = await visitor.openForm("/contact", ["website_url", "comments"]);
    const emails: string[] = [];
    const answeredBy: string[] = [];
    for (let i = 0; i < LEADS; i++) {
      const email = `outbox-${i}-${randomUUID().slice(0, 8)}@example.test`;
      const answer = await visitor.post(form, contactValues(email), i % 2 === 0);
      expect(answer.status, `lead ${i}`).toBe(i % 2 === 0 ? 200 : 302);
      emails.push(email);
      answeredBy.push(instanceOf(answer));
    }
    expect(new Set(answeredBy)).toEqual(new Set(["a", "b"]));
    const started = performance.now();
    const pending = async () =>
      Number(
        (
          await sql.query(
            `select count(*) from app.deliveries where target = 'webhook' and status <> 'done'`,
          )
        ).rows[0].count,
      );
    await expect.poll(pending, { timeout: 60_000, interval: 250 }).toBe(0);
    const drainedMs = performance.now() - started;
    // A little longer, for a duplicate send to show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const deliveries = await sql.query<{ id: string; email: string }>(
      `select d.id, l.fields->>'email' as email from app.deliveries d join app.leads l
         on l.id = d.lead_id where d.target = 'webhook'`,
    );
    const byKey = new Map<string, number>();
    for (const request of webhook.received) {
      const key = String(request.headers["idempotency-key"] ?? "");
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
    }
    const twice = [...byKey].filter(([, n]) => n > 1);
    expect(twice, "webhook requests with the same Idempotency-Key").toEqual([]);
    expect(byKey.size).toBe(deliveries.rowCount);
    for (const email of emails) {
      const lead = webhook.received.filter(
        (r) => (r.body as Record<string, unknown>).email === email,
      );
      expect(lead.length, email).toBe(1);
    }
    figures.push(
      `- Outbox: ${LEADS} contact leads posted alternately (with and without JavaScript), the ` +
        `webhook target answering after 300 ms, both workers polling every second: every lead's ` +
        `webhook sent once (${webhook.received.length} requests for ${deliveries.rowCount} webhook ` +
        `deliveries, sign-ups included, no Idempotency-Key twice), all done ` +
        `${(drainedMs / 1000).toFixed(1)} s after the last post.`,
    );
  });

  it("(d) one Square event sent to both instances is processed once", async () => {
    const [product] = (await sql.query<{ id: string }>(`select id from app.products limit 1`)).rows;
    const providerRef = `sq_pay_${randomUUID().slice(0, 8)}`;
    const [payment] = (
      await sql.query<{ id: string }>(
        `insert into app.payments (user_id, product_id, amount_cents, status, provider, method,
           provider_ref, payer_email, idempotency_key)
         values ($1, $2, 5000, 'pending', 'square', 'card', $3, 'payer@example.test', $4)
         returning id`,
        [randomUUID(), product!.id, providerRef, `reliability-${randomUUID()}`],
      )
    ).rows;
    const event = square.completedEvent(providerRef, payment!.id);
    const eventId = JSON.parse(event.rawBody).event_id as string;
    const send = (base: string) =>
      fetch(`${base}/webhooks/square`, {
        method: "POST",
        headers: event.headers,
        body: event.rawBody,
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
    // Square retries: the same event to each instance directly and twice through nginx, at once.
    const answers = await Promise.all([
      send(instances[0]!.url),
      send(instances[1]!.url),
      send(nginx.url),
      send(nginx.url),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.body === "applied")).toHaveLength(1);
    expect(answers.filter((a) => a.body === "duplicate")).toHaveLength(3);
    const events = await sql.query(`select 1 from app.payment_events where event_id = $1`, [
      eventId,
    ]);
    expect(events.rowCount).toBe(1);
    const status = await sql.query(`select status from app.payments where id = $1`, [payment!.id]);
    expect(status.rows[0].status).toBe("completed");
    const receipts = await sql.query(
      `select 1 from app.leads where kind = 'order' and fields->>'orderId' = $1`,
      [payment!.id],
    );
    expect(receipts.rowCount, "one status change: one receipt").toBe(1);
    figures.push(
      `- Webhooks: one signed Square \`payment.updated\` event sent four times at once (to each ` +
        `instance and twice through nginx): answered ${answers.map((a) => a.body).join(", ")}; ` +
        `one payment_events row, the payment completed once, one receipt.`,
    );
  });

  it("(e) stopping one instance under load (SIGTERM) loses no accepted request", async () => {
    const results: (Answer & { kind: string; email?: string })[] = [];
    const errors: string[] = [];
    let done = false;
    const loop = async (index: number) => {
      const visitor = new Visitor(nginx.url);
      let form: PageForm | undefined;
      for (let turn = index; !done; turn++) {
        const kind = ["home", "contact post", "services", "healthz", "contact post (JS)"][
          turn % 5
        ]!;
        try {
          if (kind.startsWith("contact")) {
            form ??= await visitor.openForm("/contact", ["website_url", "comments"]);
            const email = `sigterm-${randomUUID().slice(0, 12)}@example.test`;
            const answer = await visitor.post(form, contactValues(email), kind.endsWith("(JS)"));
            results.push({ ...answer, kind, email });
          } else {
            const path = kind === "home" ? "/" : `/${kind}`;
            results.push({ ...(await visitor.request(path)), kind });
          }
        } catch (error) {
          errors.push(`${kind}: ${whyFailed(error)}`);
        }
      }
    };
    const loops = Array.from({ length: LOAD_CLIENTS }, (_, i) => loop(i));
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 2));
    const stoppedAt = performance.now();
    const stopping = instances[1]!.stop({ graceMs: 15_000 });
    const exitedAt = instances[1]!.exited.then(() => performance.now());
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 2));
    const loadEndedAt = performance.now();
    done = true;
    await Promise.all(loops);
    const exit = await stopping.then(() => instances[1]!.exited);
    // It finished what it had and left while the load went on, not when the grace time ran out
    // with nginx's kept-alive connections still bringing it requests.
    const exitMs = (await exitedAt) - stoppedAt;
    const lastWords = instances[1]!
      .tail()
      .filter((line) => !line.includes('"message":"request"'))
      .slice(-12)
      .join("\n");
    expect(exitMs, `instance b's last words:\n${lastWords}`).toBeLessThan(loadEndedAt - stoppedAt);

    expect(errors, "requests without an answer").toEqual([]);
    const failed = results.filter((a) => a.status >= 500);
    expect(failed.map((a) => `${a.kind} ${a.status} (${instanceOf(a)})`)).toEqual([]);
    const posts = results.filter((a) => a.email);
    const accepted = posts.filter((a) => a.status === 302 || a.status === 200);
    expect(accepted.length).toBe(posts.length);
    const notOnce: string[] = [];
    for (const post of accepted)
      if ((await storedLeads(post.email!)) !== 1) notOnce.push(post.email!);
    expect(notOnce, "accepted posts not stored exactly once").toEqual([]);
    const afterStop = results.filter((a) => a.startedAt > stoppedAt + 1000);
    expect(new Set(afterStop.map(instanceOf))).toEqual(new Set(["a"]));
    const b = results.filter((a) => instanceOf(a) === "b");
    figures.push(
      `- SIGTERM under load: ${LOAD_CLIENTS} clients through nginx for ${LOAD_MS / 1000} s ` +
        `(pages, \`/healthz\`, contact posts with and without JavaScript), instance b sent SIGTERM ` +
        `half-way (it exited, code ${exit.code}, ${(exitMs / 1000).toFixed(1)} s later, the ` +
        `load still running): ${results.length} requests, ` +
        `${b.length} of them answered by b, none 5xx, none unanswered; ${accepted.length} posts ` +
        "accepted, each stored exactly once.",
    );
  });
});
