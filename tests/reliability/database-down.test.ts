import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "~/utils/forms/contact";
import { newsletterMessages } from "~/utils/forms/newsletter";
import { signUpSession } from "../../scripts/lib/bench-session.mjs";
import { postgresAppEnv } from "./support/postgres-app-env";
import { startPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { startProductionServer, type ProductionServer } from "./support/production-server";
import { recordFigures, scale } from "./support/scale";
import { Visitor, whyFailed, type Answer, type PageForm } from "./support/visitor";

/**
 * The database failing under traffic (docs/reliability.md): the production server on a Postgres
 * of its own, visitors browsing, signed in and sending forms, and the database stopped
 * (immediately, connections cut) in the middle of it, then started again. Asserted: what needs
 * the database answers the site's 503 page with its request id, /readyz 503, forms the spec's
 * error toast with the input kept, never a 500 or a stack trace; nothing half-written; and
 * everything back without a restart once the database is.
 */
const CLIENTS = scale(4, 12);
const BEFORE_MS = scale(1500, 5000);
const OUTAGE_MS = scale(5000, 20_000);
const AFTER_MS = scale(4000, 10_000);

type Kind =
  | "home"
  | "services"
  | "video-library"
  | "account"
  | "video-library signed in"
  | "readyz"
  | "contact form page"
  | "contact post"
  | "contact post (JS)"
  | "newsletter post";

type Done = Answer & { kind: Kind; marker?: string };

let db: PrivatePostgres;
let server: ProductionServer;
let signedInCookie: string;
const answers: Done[] = [];
const failures: string[] = [];
let stoppedAt = 0;
let restartedAt = 0;
let readyAgainAt = 0;
let accountAgainAt = 0;

beforeAll(async () => {
  db = await startPrivatePostgres();
  server = await startProductionServer("database-down", {
    ...postgresAppEnv(db.url),
    FORM_RATE_LIMIT_PER_IP: "100000",
    FORM_RATE_LIMIT_PER_EMAIL: "100000",
    AUTH_RATE_LIMIT_PER_IP: "100000",
    // A short page cache, so that anonymous pages are rendered again during the outage too.
    PAGE_CACHE_SECONDS: "2",
  });
  signedInCookie = (await signUpSession(server.url)).cookie;
});

afterAll(async () => {
  await server?.stop();
  await db?.destroy();
});

const contactValues = (marker: string) => ({
  fullName: "Ada Lovelace",
  email: `${marker}@example.test`,
  telephone: "7045550100",
  businessNeeds: "Business Plan Writing",
  comments: `Message ${marker}`,
});

/** One visitor's loop until `until()`: every kind of request in turn, each answer kept. */
async function visitorLoop(index: number, until: () => boolean) {
  const anonymous = new Visitor(server.url);
  const signedIn = new Visitor(server.url);
  signedIn.useCookies(signedInCookie);
  const kinds: Kind[] = [
    "home",
    "account",
    "contact post",
    "services",
    "readyz",
    "video-library signed in",
    "contact post (JS)",
    "video-library",
    "newsletter post",
  ];
  let contactForm: PageForm | undefined;
  let newsletterForm: PageForm | undefined;
  for (let turn = index; !until() && !server.exitInfo; turn++) {
    const kind = kinds[turn % kinds.length]!;
    const marker = `dbdown-${randomUUID().slice(0, 13)}`;
    try {
      let answer: Answer;
      if (kind === "home") answer = await anonymous.request("/");
      else if (kind === "services") answer = await anonymous.request("/services");
      else if (kind === "video-library") answer = await anonymous.request("/video-library");
      else if (kind === "readyz") answer = await anonymous.request("/readyz");
      else if (kind === "account") answer = await signedIn.request("/account");
      else if (kind === "video-library signed in")
        answer = await signedIn.request("/video-library");
      else if (kind === "newsletter post") {
        newsletterForm ??= await anonymous.openForm("/newsletter", [
          "website_url",
          "fullName",
          "email",
        ]);
        answer = await anonymous.post(newsletterForm, {
          fullName: "Grace Hopper",
          email: `${marker}@example.test`,
        });
      } else {
        const before = await anonymous.request("/contact");
        answers.push({ ...before, kind: "contact form page" });
        contactForm = await anonymous.openForm("/contact", ["website_url", "comments"]);
        answer = await anonymous.post(
          contactForm,
          contactValues(marker),
          kind === "contact post (JS)",
        );
      }
      answers.push({ ...answer, kind, marker });
    } catch (error) {
      failures.push(`${kind}: ${whyFailed(error)}`);
    }
  }
}

/** Polls /readyz and the signed-in /account until both answer 200 again. */
async function watchRecovery() {
  const watcher = new Visitor(server.url);
  watcher.useCookies(signedInCookie);
  while ((!readyAgainAt || !accountAgainAt) && !server.exitInfo) {
    try {
      if (!readyAgainAt && (await watcher.request("/readyz")).status === 200)
        readyAgainAt = performance.now();
      if (!accountAgainAt && (await watcher.request("/account")).status === 200)
        accountAgainAt = performance.now();
    } catch (error) {
      failures.push(`recovery watch: ${whyFailed(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+|node_modules|DrizzleQueryError|ECONNREFUSED/;

describe("the database failing under traffic", () => {
  it("answers 503 while it is down, loses or half-writes nothing, and recovers without a restart", async () => {
    let done = false;
    const loops = Array.from({ length: CLIENTS }, (_, i) => visitorLoop(i, () => done));
    await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
    await db.stop("immediate");
    stoppedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await db.start();
    restartedAt = performance.now();
    await watchRecovery();
    const recoveredAt = Math.max(readyAgainAt, accountAgainAt);
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
    done = true;
    await Promise.all(loops);

    // It must keep running: if it exited, its last output says why.
    if (server.exitInfo) throw server.exitError("exited during the test");
    expect(failures, "requests that got no answer").toEqual([]);

    // Never a server error or a stack trace, before, during or after.
    const serverErrors = answers.filter((a) => a.status >= 500 && a.status !== 503);
    expect(serverErrors.map((a) => `${a.kind} ${a.status}`)).toEqual([]);
    expect(answers.filter((a) => STACK_TRACE.test(a.body)).map((a) => a.kind)).toEqual([]);

    // Every 503 page is the site's, with the request's id as its reference.
    const errorPages = answers.filter((a) => a.status === 503 && isPage(a) && !isPost(a));
    expect(errorPages.length).toBeGreaterThan(0);
    for (const answer of errorPages) {
      const id = answer.headers.get("x-request-id");
      expect(id, answer.kind).toBeTruthy();
      expect(answer.body.includes("Temporarily unavailable"), answer.kind).toBe(true);
      expect(answer.body.includes(`<code>${id}</code>`), `${answer.kind}: the reference`).toBe(
        true,
      );
    }

    // While it was down (requests that started after the stop and ended before the restart).
    const during = answers.filter((a) => a.startedAt >= stoppedAt && a.endedAt <= restartedAt);
    const statuses = (kind: Kind) => new Set(during.filter((a) => a.kind === kind).map(statusOf));
    expect(during.length).toBeGreaterThan(CLIENTS * 3);
    expect(statuses("account")).toEqual(new Set([503]));
    expect(statuses("readyz")).toEqual(new Set([503]));
    // Pages that do not read the database are still served (from the page cache or rendered).
    for (const kind of ["home", "services", "contact form page"] as const)
      expect(statuses(kind), kind).toEqual(new Set([200]));
    // The video library reads the database: 200 from the page cache or the app's own copy of the
    // list (a minute), else the 503 page or its list's own "could not load" (streamed).
    for (const kind of ["video-library", "video-library signed in"] as const)
      for (const status of statuses(kind)) expect([200, 503], kind).toContain(status);
    for (const kind of ["contact post", "contact post (JS)", "newsletter post"] as const)
      expect(statuses(kind), kind).toEqual(new Set([503]));
    for (const post of during.filter(isPost)) {
      const failure =
        post.kind === "newsletter post" ? newsletterMessages.failure : contactMessages.failure;
      expect(post.body.includes(failure.description), `${post.kind}: the error toast`).toBe(true);
      expect(post.body.includes(post.marker!), `${post.kind}: the input kept`).toBe(true);
    }

    // Once it is back: every kind answers as it did before.
    const after = answers.filter((a) => a.startedAt >= recoveredAt + 500);
    expect(after.length).toBeGreaterThan(CLIENTS * 3);
    // Without JavaScript a stored form is a redirect with the success toast; everything else 200.
    const normal = (a: Done) =>
      a.kind === "contact post" || a.kind === "newsletter post" ? 302 : 200;
    expect(after.filter((a) => a.status !== normal(a)).map((a) => `${a.kind} ${a.status}`)).toEqual(
      [],
    );

    // Nothing half-written: every lead has all its deliveries; every success stored once.
    const client = new pg.Client(db.url);
    await client.connect();
    try {
      const leads = await client.query<{ kind: string; deliveries: number; marker: string }>(
        `select l.kind, count(d.id)::int as deliveries,
                coalesce(l.fields->>'comments', l.fields->>'email') as marker
           from app.leads l left join app.deliveries d on d.lead_id = l.id group by l.id`,
      );
      const targets: Record<string, number> = { contact: 3, newsletter: 4, signup: 2 };
      const wrong = leads.rows.filter((row) => row.deliveries !== targets[row.kind]);
      expect(wrong, "leads without all their deliveries").toEqual([]);
      const subscribers = await client.query(
        `select 1 from app.leads l where l.kind = 'newsletter' and not exists
           (select 1 from app.newsletter_subscribers s where s.email = l.fields->>'email')`,
      );
      expect(subscribers.rowCount, "newsletter leads without their subscriber").toBe(0);

      const stored = (marker: string) =>
        leads.rows.filter((row) => row.marker?.includes(marker)).length;
      const posts = answers.filter(isPost);
      const successes = posts.filter((a) => a.status === 302 || a.status === 200);
      expect(successes.length).toBeGreaterThan(0);
      expect(successes.filter((a) => stored(a.marker!) !== 1).map((a) => a.kind)).toEqual([]);
      const refused = posts.filter((a) => a.status === 503);
      const refusedStored = refused.filter((a) => stored(a.marker!) > 0).length;
      expect(refused.filter((a) => stored(a.marker!) > 1)).toEqual([]);

      // A form post after the outage stores its lead (the server was never restarted).
      const visitor = new Visitor(server.url);
      const form = await visitor.openForm("/contact", ["website_url", "comments"]);
      const marker = `dbdown-final-${randomUUID().slice(0, 8)}`;
      expect((await visitor.post(form, contactValues(marker))).status).toBe(302);
      const final = await client.query(`select 1 from app.leads where fields->>'comments' = $1`, [
        `Message ${marker}`,
      ]);
      expect(final.rowCount).toBe(1);

      writeFigures({ during, recoveredAt, refused: refused.length, refusedStored });
    } finally {
      await client.end();
    }
  });
});

function isPage(answer: Answer) {
  return (answer.headers.get("content-type") ?? "").startsWith("text/html");
}

function isPost(answer: Done) {
  return answer.kind.includes(" post");
}

function statusOf(answer: Answer) {
  return answer.status;
}

function writeFigures({
  during,
  recoveredAt,
  refused,
  refusedStored,
}: {
  during: Done[];
  recoveredAt: number;
  refused: number;
  refusedStored: number;
}) {
  const kinds = [...new Set(during.map((a) => a.kind))].sort();
  const rows = kinds.map((kind) => {
    const counts = new Map<number, number>();
    for (const a of during.filter((one) => one.kind === kind))
      counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
    const text = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
    return `| ${kind} | ${text} |`;
  });
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  recordFigures(
    "database-down",
    [
      `${CLIENTS} visitors in a loop; the database stopped (immediate) for ${seconds(OUTAGE_MS)} ` +
        `after ${seconds(BEFORE_MS)} of traffic. ${answers.length} requests in all, ` +
        `${during.length} of them wholly within the outage, answered:`,
      "",
      "| Request | Answers during the outage |",
      "| --- | --- |",
      ...rows,
      "",
      `- Back after the database was: \`/readyz\` 200 in ${seconds(readyAgainAt - restartedAt)}, ` +
        `the signed-in \`/account\` 200 in ${seconds(accountAgainAt - restartedAt)} ` +
        `(every kind of request answered normally from ${seconds(recoveredAt - restartedAt)} on), ` +
        "no restart.",
      `- No 500, no stack trace; ${refused} form posts answered 503 with the error toast and the ` +
        `input kept (${refusedStored} of them stored nonetheless: a commit whose answer the cut ` +
        "connection lost); every lead has all its deliveries.",
    ].join("\n"),
  );
}
