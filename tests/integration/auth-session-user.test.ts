import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as AuthModule from "~/.server/auth";
import type * as SessionUserModule from "~/.server/auth/session-user";
import type * as DbModule from "~/.server/db";
import { goodPassword, signUpInput, TestBrowser, uniqueEmail } from "./support/auth-contract";
import { generate } from "otplib";

/**
 * getOptionalUser (what root, checkout and the video library call) on the process's own wiring:
 * getAuth picks the local adapter on the embedded database, and a user who still owes the second
 * factor is not signed in for pages.
 */
let auth: typeof AuthModule;
let sessionUser: typeof SessionUserModule;
let dbModule: typeof DbModule;

beforeAll(async () => {
  Object.assign(process.env, {
    DATA_DIR: mkdtempSync(join(tmpdir(), "auth-session-user-")),
    NODE_ENV: "test",
    AUTH_EMAIL_CONFIRMATION: "off",
  });
  delete process.env.DATABASE_URL;
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_ANON_KEY;
  auth = await import("~/.server/auth");
  sessionUser = await import("~/.server/auth/session-user");
  dbModule = await import("~/.server/db");
  await dbModule.getDb(); // open, migrate and seed here, within the hook's longer timeout
});
afterAll(async () => {
  const { stopOutboxWorker } = await import("~/.server/leads/worker");
  await stopOutboxWorker();
  await dbModule?.closeDb();
});

describe("getOptionalUser", () => {
  it("[S-SECURITY-01] two visitor states only: null without a session, the user (id and e-mail, no role) once signed in", async () => {
    const browser = new TestBrowser(auth.getAuth);
    expect(await sessionUser.getOptionalUser(browser.request())).toBeNull();
    const email = uniqueEmail("pages");
    const result = await browser.run((s) => s.signUp(signUpInput(email), "/"));
    expect(result).toEqual({ ok: true, value: { needsConfirmation: false } });
    const user = await sessionUser.getOptionalUser(browser.request());
    expect(user).toEqual({ id: expect.any(String), email: email.toLowerCase() });
  });

  it("is null at aal1 while a verified factor is owed, and the user after the code", async () => {
    const browser = new TestBrowser(auth.getAuth);
    const email = uniqueEmail("mfa-pages");
    await browser.run((s) => s.signUp(signUpInput(email), "/"));
    const enrolment = await browser.run((s) => s.enrollTotp("Phone"));
    if (!enrolment.ok) throw new Error(enrolment.error.message);
    const { factorId, secret } = enrolment.value;
    const first = await generate({ secret });
    expect((await browser.run((s) => s.verifyFactor(factorId, first))).ok).toBe(true);
    await browser.run((s) => s.signOut());

    expect(await browser.run((s) => s.signIn(email, goodPassword))).toEqual({
      ok: true,
      value: { needsMfa: true },
    });
    expect(await sessionUser.getOptionalUser(browser.request())).toBeNull();
    expect(await browser.run((s) => s.state())).toMatchObject({ needsMfa: true });

    // The next time step's code (the current one was used at activation).
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect(await browser.run((s) => s.verifyFactor(factorId, next))).toEqual({
      ok: true,
      value: null,
    });
    expect(await sessionUser.getOptionalUser(browser.request())).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
    });
  });
});

describe("one lookup per request", () => {
  it("the loaders of one request (one load context) share one session; other requests and actions get their own", async () => {
    const browser = new TestBrowser(auth.getAuth);
    const email = uniqueEmail("per-request");
    await browser.run((s) => s.signUp(signUpInput(email), "/"));

    const pageRequest = {}; // what Remix hands every loader of one request
    const rootLoader = await auth.getAuth(browser.request(), pageRequest);
    const pageLoader = await auth.getAuth(browser.request(), pageRequest);
    expect(pageLoader).toBe(rootLoader);
    expect(await sessionUser.getOptionalUser(browser.request(), pageRequest)).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
    });

    // Another visitor's request, arriving meanwhile, is not answered from it.
    const stranger = new TestBrowser(auth.getAuth);
    expect(await sessionUser.getOptionalUser(stranger.request(), {})).toBeNull();

    // An action passes no context: it gets a session of its own, and what it changes shows on
    // the next request's loaders.
    expect(await auth.getAuth(browser.request())).not.toBe(rootLoader);
    await browser.run((s) => s.signOut());
    expect(await sessionUser.getOptionalUser(browser.request(), {})).toBeNull();
  });
});
