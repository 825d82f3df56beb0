import { describe, expect, it } from "vitest";
import { goodPassword, signUpInput, TestBrowser, uniqueEmail } from "./support/auth-contract";
import { generate } from "otplib";
import * as auth from "~/.server/auth";
import * as sessionUser from "~/.server/auth/session-user";
import { loadContext, mailedEnrolmentCode, onEmbeddedSite } from "./support/route-requests";

/**
 * getOptionalUser (what root, checkout and the video library call) on the server's own wiring:
 * the app context picks the local adapter on the embedded database, and a user who still owes the
 * second factor is not signed in for pages.
 */
onEmbeddedSite("auth-session-user");

/** A browser whose every request is a new one (a load context of its own), as the server's. */
const newBrowser = () => new TestBrowser((request) => auth.openAuth(request, loadContext()));

describe("getOptionalUser", () => {
  it("[S-SECURITY-01] two visitor states only: null without a session, the user (id and e-mail, no role) once signed in", async () => {
    const browser = newBrowser();
    expect(await sessionUser.getOptionalUser(browser.request(), loadContext())).toBeNull();
    const email = uniqueEmail("pages");
    const result = await browser.run((s) => s.signUp(signUpInput(email), "/"));
    expect(result).toEqual({ ok: true, value: { needsConfirmation: false } });
    const user = await sessionUser.getOptionalUser(browser.request(), loadContext());
    expect(user).toEqual({ id: expect.any(String), email: email.toLowerCase() });
  });

  it("is null at aal1 while a verified factor is owed, and the user after the code", async () => {
    const browser = newBrowser();
    const email = uniqueEmail("mfa-pages");
    await browser.run((s) => s.signUp(signUpInput(email), "/"));
    const enrolment = await browser.run((s) => s.enrollTotp("Phone"));
    if (!enrolment.ok) throw new Error(enrolment.error.message);
    const { factorId, secret } = enrolment.value;
    const first = await generate({ secret });
    const mailed = await mailedEnrolmentCode(email.toLowerCase());
    expect((await browser.run((s) => s.verifyFactor(factorId, first, undefined, mailed))).ok).toBe(
      true,
    );
    await browser.run((s) => s.signOut());

    expect(await browser.run((s) => s.signIn(email, goodPassword))).toEqual({
      ok: true,
      value: { needsMfa: true },
    });
    expect(await sessionUser.getOptionalUser(browser.request(), loadContext())).toBeNull();
    expect(await browser.run((s) => s.state())).toMatchObject({ needsMfa: true });

    // The next time step's code (the current one was used at activation).
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect(await browser.run((s) => s.verifyFactor(factorId, next))).toEqual({
      ok: true,
      value: null,
    });
    expect(await sessionUser.getOptionalUser(browser.request(), loadContext())).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
    });
  });
});

describe("one lookup per request", () => {
  it("the loaders of one request (one load context) share one session; other requests and actions get their own", async () => {
    const browser = newBrowser();
    const email = uniqueEmail("per-request");
    await browser.run((s) => s.signUp(signUpInput(email), "/"));

    const pageRequest = loadContext(); // what Remix hands every loader of one request
    const rootLoader = await auth.getAuth(browser.request(), pageRequest);
    const pageLoader = await auth.getAuth(browser.request(), pageRequest);
    expect(pageLoader).toBe(rootLoader);
    expect(await sessionUser.getOptionalUser(browser.request(), pageRequest)).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
    });

    // Another visitor's request, arriving meanwhile, is not answered from it.
    const stranger = newBrowser();
    expect(await sessionUser.getOptionalUser(stranger.request(), loadContext())).toBeNull();

    // An action opens a session of its own (openAuth), even within the same load context, and
    // what it changes shows on the next request's loaders.
    expect(await auth.openAuth(browser.request(), pageRequest)).not.toBe(rootLoader);
    await browser.run((s) => s.signOut());
    expect(await sessionUser.getOptionalUser(browser.request(), loadContext())).toBeNull();
  });
});
