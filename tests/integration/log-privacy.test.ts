import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAppContext, type AppContext } from "~/.server/app-context";
import { parseConfig } from "~/.server/config";
import { runMigrations } from "~/.server/db/migrate";
import { runSeeds } from "~/.server/db/seed";
import { eachDatabase, type TestDatabase } from "./support/database";
import { honeypotInputProps } from "~/.server/security/honeypot";
import { handleError } from "~/entry.server";
import * as contactRoute from "~/routes/contact";
import { createLoadContext } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * What the server logs when a write fails or a request errors: the error's name and codes (the
 * Postgres SQLSTATE), the path; never the submitted name, e-mail or phone number (drizzle's
 * message carries the query's parameters, Postgres' detail the duplicate value), never a query
 * string (the confirmation link's token).
 */
const SITE = "http://localhost:3000";

/** The app context of the database under test (the route's `context.app`). */
let app: AppContext;

const NAME = "Ada Quietname";
const EMAIL = "ada.quietname@example.test";
const PHONE = "7045550199";

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  vi.spyOn(console, "error").mockImplementation(keep);
  vi.spyOn(console, "log").mockImplementation(keep);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The contact form as the browser posts it (JavaScript on), through the route's action. */
async function submitContact() {
  const trap = await honeypotInputProps();
  const body = new URLSearchParams({
    [trap.nameFieldName]: "",
    [trap.validFromFieldName!]: trap.encryptedValidFrom,
    _enhanced: "1",
    fullName: NAME,
    email: EMAIL,
    telephone: PHONE,
    businessNeeds: "Business Plan Writing",
    comments: "Please call me back",
  });
  const request = new Request(`${SITE}/contact`, {
    method: "POST",
    headers: { origin: SITE },
    body,
  });
  const answer = (await callRoute(contactRoute.action, {
    request,
    params: {},
    context: createLoadContext({ app }),
  })) as {
    init: ResponseInit | null;
  };
  return answer.init?.status ?? 200;
}

/** The logged entries with `message`, parsed. */
function entries(message: string): Record<string, unknown>[] {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.message === message);
}

function expectNothingPersonal() {
  const output = lines.join("\n");
  for (const secret of [NAME, "Quietname", EMAIL, "quietname@", PHONE, "555-0199"]) {
    expect(output).not.toContain(secret);
  }
  expect(output).not.toMatch(/Failed query|params:/);
}

describe.each(eachDatabase())("log lines on $name", (target) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
    await runSeeds(handle.db);
    app = await createAppContext({
      config: parseConfig({
        DATA_DIR: mkdtempSync(join(tmpdir(), "log-privacy-")),
        SITE_URL: SITE,
        FORM_RATE_LIMIT_PER_EMAIL: "100",
        // A shared database makes the site public: the sandbox then runs only when asked for.
        ...(handle.url && { DATABASE_URL: handle.url, PAYMENTS_SANDBOX: "on" }),
      }),
      db: handle.db,
    });
  });
  afterAll(async () => {
    await app?.outbox.stop(); // its pass uses this database
    await handle?.close();
  });

  it("a lead that breaks a unique rule: the SQLSTATE and constraint, not the duplicate e-mail", async () => {
    await handle.db.execute(
      sql.raw("create unique index leads_email_once on app.leads ((fields->>'email'))"),
    );
    try {
      expect(await submitContact()).toBe(200);
      expect(await submitContact()).toBe(503);
      const [entry] = entries("lead not stored");
      expect(entry).toMatchObject({
        level: "error",
        kind: "contact",
        error: {
          name: "DrizzleQueryError",
          cause: { code: "23505", constraint: "leads_email_once" },
        },
      });
      expectNothingPersonal();
    } finally {
      await handle.db.execute(sql.raw("drop index app.leads_email_once"));
    }
  });

  it("a lead whose table is gone: the SQLSTATE, not the name, e-mail or phone number", async () => {
    await handle.db.execute(sql.raw("drop table app.leads cascade"));
    expect(await submitContact()).toBe(503);
    const [entry] = entries("lead not stored");
    expect(entry).toMatchObject({
      level: "error",
      error: { name: "DrizzleQueryError", cause: { code: "42P01" } },
    });
    expect(JSON.stringify(entry)).toMatch(/"stack":"at /); // where it failed is still there
    expectNothingPersonal();
  });
});

describe("a failed request", () => {
  it("logs its path without the query (no token_hash, no returnTo)", () => {
    const request = new Request(
      `${SITE}/auth/confirm?token_hash=4f9c0d1e2b3a&type=email&next=%2Faccount%3Femail%3D${encodeURIComponent(EMAIL)}`,
    );
    const failure = Object.assign(new Error(`lookup failed for ${EMAIL}`), { code: "EFAIL" });
    handleError(failure, { request, params: {}, context: createLoadContext({}) });
    const [entry] = entries("request failed");
    expect(entry).toMatchObject({
      path: "/auth/confirm",
      error: { name: "Error", code: "EFAIL" },
    });
    const output = lines.join("\n");
    for (const secret of ["4f9c0d1e2b3a", "token_hash", "next=", EMAIL, "lookup failed"]) {
      expect(output).not.toContain(secret);
    }
  });
});
