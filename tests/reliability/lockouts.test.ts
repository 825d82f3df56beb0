import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startProductionServer, type ProductionServer } from "./support/production-server";
import { Visitor, type Answer, type PageForm } from "./support/visitor";

/**
 * Issue 44: whatever a stranger sends, the real user gets in (docs/security.md, "Every limit").
 * Against the real production server, behind one trusted proxy so that each visitor has a client
 * address of its own (X-Forwarded-For): strangers on eleven addresses send any sequence fast-check
 * draws of what could lock Victor out (wrong passwords, sign-ups, password resets and enquiries,
 * all with Victor's address); then Victor, from his own address, signs in with his password and
 * sends an enquiry. Both must succeed, at once or after the wait the refusal names and the
 * security table documents (one try per 30 s per address, once guessers spent the address's
 * failures). The limits are set low so that the strangers spend them within a run.
 */
const VICTOR = "victor@example.test";
const PASSWORD = "amber-lantern-pivot-73";
const VICTOR_IP = "198.51.100.7";
/** Enough addresses to spend the address-wide sign-in failures (10 × 3) between them. */
const STRANGERS = [
  ...Array.from({ length: 8 }, (_, i) => `203.0.113.${i + 1}`),
  "2001:db8::1",
  "2001:db8:1::9",
  "2001:db8:2::9",
];
const SEED = Number(process.env.LOCKOUT_SEED ?? 20_261_129);
const RUNS = 6;

let server: ProductionServer;

beforeAll(async () => {
  server = await startProductionServer("lockouts", {
    AUTH_EMAIL_CONFIRMATION: "off",
    TRUST_PROXY: "1",
    AUTH_RATE_LIMIT_PER_EMAIL: "3",
    // Victor's own enquiries (one a run) stay within it; the strangers' go far beyond.
    FORM_RATE_LIMIT_PER_EMAIL: String(RUNS),
    PASSWORD_HASHING: "low-memory",
  });
  const victor = visitorAt(VICTOR_IP);
  const signUp = await victor.openForm("/auth?mode=signup", ["intent", "email", "password"]);
  const answer = await victor.post(signUp, {
    fullName: "Victor Hugo",
    businessName: "Les Misérables LLC",
    telephone: "7045550100",
    yearsInBusiness: "3",
    whyBTE: "A friend recommended you.",
    email: VICTOR,
    password: PASSWORD,
  });
  expect(answer.status, answer.body.slice(0, 300)).toBe(302);
}, 6 * 60_000);

afterAll(async () => {
  await server?.stop();
});

function visitorAt(ip: string) {
  return new Visitor(server.url, { "X-Forwarded-For": ip });
}

type Move = {
  ip: string;
  act: "wrong-password" | "sign-up" | "reset" | "enquiry" | "subscribe";
};

const move = fc.record({
  ip: fc.constantFrom(...STRANGERS),
  // Wrong passwords three times as often: enough, over the runs, to spend the address-wide count.
  act: fc.oneof(
    { arbitrary: fc.constant("wrong-password"), weight: 3 },
    { arbitrary: fc.constantFrom("sign-up", "reset", "enquiry", "subscribe"), weight: 4 },
  ),
}) as fc.Arbitrary<Move>;

const FORMS: Record<Move["act"], { path: string; fields: string[] }> = {
  "wrong-password": { path: "/auth", fields: ["intent", "email", "password"] },
  "sign-up": { path: "/auth?mode=signup", fields: ["intent", "email", "password", "fullName"] },
  reset: { path: "/auth/forgot", fields: ["email"] },
  enquiry: { path: "/contact", fields: ["fullName", "comments"] },
  subscribe: { path: "/", fields: ["email", "fullName"] },
};

const VALUES: Record<Move["act"], Record<string, string | string[]>> = {
  "wrong-password": { email: VICTOR, password: "not-victors-password-1" },
  "sign-up": {
    fullName: "Not Victor",
    businessName: "Squatters Inc",
    telephone: "7045550199",
    yearsInBusiness: "1",
    whyBTE: "Taking the address.",
    email: VICTOR,
    password: "squatter-password-2026",
  },
  reset: { email: VICTOR },
  enquiry: {
    fullName: "Not Victor",
    email: VICTOR,
    telephone: "7045550199",
    businessNeeds: ["Business Plan Writing"],
    comments: "Spending Victor's allowance.",
  },
  subscribe: { fullName: "Not Victor", email: VICTOR },
};

/** Each stranger's forms, opened once (the honeypot's fields stay valid). */
const opened = new Map<string, { visitor: Visitor; forms: Map<Move["act"], PageForm> }>();
async function send({ ip, act }: Move): Promise<Answer> {
  let stranger = opened.get(ip);
  if (!stranger) opened.set(ip, (stranger = { visitor: visitorAt(ip), forms: new Map() }));
  let form = stranger.forms.get(act);
  if (!form) {
    form = await stranger.visitor.openForm(FORMS[act].path, FORMS[act].fields);
    stranger.forms.set(act, form);
  }
  return stranger.visitor.post(form, VALUES[act]);
}

/** What the strangers were refused at least once, and how often Victor had to wait. */
const refused = new Set<Move["act"]>();
let waited = 0;

/** Sends `attempt` again after the wait a 429 names, once; that answer is the one that counts. */
async function withinTheNamedWait(attempt: () => Promise<Answer>): Promise<Answer> {
  const first = await attempt();
  if (first.status !== 429) return first;
  waited++;
  const wait = Number(first.headers.get("Retry-After"));
  expect(wait, "a refusal names its wait").toBeGreaterThan(0);
  expect(wait, "the documented wait: one try per 30 s").toBeLessThanOrEqual(30);
  await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
  return attempt();
}

describe("whatever strangers send with Victor's address", () => {
  test(
    "Victor signs in with his password and sends an enquiry from his own address",
    async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(move, { minLength: 15, maxLength: 40 }), async (moves) => {
          runs++;
          for (const one of moves) {
            const answer = await send(one);
            expect(answer.status, `${one.act} from ${one.ip}`).toBeLessThan(500);
            if (answer.status === 429) refused.add(one.act);
          }
          const victor = visitorAt(VICTOR_IP);
          const signIn = await victor.openForm("/auth", ["intent", "email", "password"]);
          const signedIn = await withinTheNamedWait(() =>
            victor.post(signIn, { email: VICTOR, password: PASSWORD }),
          );
          expect(signedIn.status, signedIn.body.slice(0, 300)).toBe(302);
          expect((await victor.request("/account")).body).toContain(VICTOR);
          const contact = await victor.openForm("/contact", ["fullName", "comments"]);
          const sent = await victor.post(contact, {
            ...VALUES.enquiry,
            fullName: "Victor Hugo",
            comments: `Victor's own enquiry, run ${runs}.`,
          });
          expect(sent.status, sent.body.slice(0, 300)).toBe(302);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(runs).toBe(RUNS);
      // The limits were in play: the strangers' guesses were refused, Victor's password was not.
      expect([...refused]).toContain("wrong-password");
      console.log(
        `Strangers refused at: ${[...refused].join(", ")}; Victor waited ${waited} times.`,
      );
    },
    10 * 60_000,
  );
});
