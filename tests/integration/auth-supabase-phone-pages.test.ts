import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneNumberMessages } from "~/utils/forms/phone-number";
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from "../fakes/supabase-auth";
import { goodPassword, signUpInput, TestBrowser, uniqueEmail } from "./support/auth-contract";
import { authMessages } from "~/.server/auth/port";
import { loadContext, mailedEnrolmentCode, onEmbeddedSite, site } from "./support/route-requests";
import * as auth from "~/.server/auth";
import * as security from "~/.server/account/security/section";
import * as accountRoute from "~/routes/account";
import * as authRoute from "~/routes/auth";
import * as honeypot from "~/.server/security/honeypot";
import * as toasts from "~/.server/flash-toast";
import { callRoute } from "../support/route-call";

/**
 * The forms behind text-message codes, as a browser without JavaScript posts them: the account
 * page's Security part and /auth's second step, through the server's own accounts port (the app
 * context's) configured with SUPABASE_URL pointing at the local fake of Supabase Auth (which
 * records each texted code).
 * Each POST is answered with the data the page renders or a redirect with a toast, so these
 * are the no-JavaScript paths (the route's CSRF check runs before these actions and is tested
 * with the other forms).
 */
const SITE_URL = "http://localhost:3000";
const PHONE = "+17045550100";

let fake: FakeSupabaseAuth;

// Before onEmbeddedSite's hook builds the site: its accounts are the fake's.
beforeAll(async () => {
  fake = await startFakeSupabaseAuth({ siteUrl: SITE_URL, settings: { autoconfirm: true } });
});
onEmbeddedSite("phone-pages", () => ({
  SITE_URL,
  SUPABASE_URL: fake.url,
  SUPABASE_ANON_KEY: fake.anonKey,
}));
afterAll(async () => {
  await fake?.close();
});

type Answer = { status: number; location: string | null; data: Record<string, unknown> };

/** POSTs `fields` as the browser, keeps the cookies the answer sets, and reads the answer. */
async function post(
  browser: TestBrowser,
  path: "/account" | "/auth",
  fields: Record<string, string>,
): Promise<Answer & { headers: Headers }> {
  const form = new URLSearchParams();
  if (path === "/auth") {
    const trap = await honeypot.honeypotInputProps();
    form.set(trap.nameFieldName, "");
    if (trap.validFromFieldName) form.set(trap.validFromFieldName, trap.encryptedValidFrom);
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const get = browser.request(path);
  const headers = new Headers(get.headers);
  headers.set("Origin", SITE_URL);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  const request = new Request(get.url, { method: "POST", headers, body: form });
  const route = path === "/account" ? accountRoute : authRoute;
  const answer = await callRoute(route.action, {
    request,
    params: {},
    context: loadContext(),
  }).catch((thrown: unknown) => thrown);
  return read(browser, answer);
}

function read(browser: TestBrowser, answer: unknown): Answer & { headers: Headers } {
  if (answer instanceof Response) {
    browser.absorb(answer.headers);
    return {
      status: answer.status,
      location: answer.headers.get("Location"),
      data: {},
      headers: answer.headers,
    };
  }
  const { data, init } = answer as { data: Record<string, unknown>; init: ResponseInit | null };
  const headers = new Headers(init?.headers);
  browser.absorb(headers);
  return { status: init?.status ?? 200, location: null, data, headers };
}

async function toastOf(headers: Headers) {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return (await toasts.getToast(new Request(`${SITE_URL}/`, { headers: { cookie } }))).toast;
}

async function view(browser: TestBrowser) {
  const { view } = await browser.run((s) =>
    security.loadSecurity(s, browser.request("/account"), site().app.db),
  );
  return view;
}

const formErrorsOf = (data: Record<string, unknown>) =>
  (data.result as { error?: Record<string, string[]> } | undefined)?.error;

async function signedUp(label: string) {
  const browser = new TestBrowser((request) => auth.openAuth(request, loadContext()));
  const email = uniqueEmail(label).toLowerCase();
  const result = await browser.run((s) => s.signUp(signUpInput(email), "/"));
  expect(result.ok).toBe(true);
  return { browser, email };
}

describe("text-message codes, with Supabase, without JavaScript", () => {
  it("[S-MFA-05] [S-MFA-06] [S-MFA-09] [S-MFA-10] the account page turns them on: number, texted code, a wrong code and a too-early new code kept in the code step", async () => {
    const { browser, email } = await signedUp("page-phone");
    expect(await view(browser)).toEqual({
      email,
      authenticator: null,
      phone: null,
      supportsPhoneFactors: true,
      recoveryCodesLeft: null,
      newRecoveryCodes: null,
      sessions: null,
      unavailable: false,
    });

    const malformed = await post(browser, "/account", {
      intent: "phone-enroll",
      phone: "704 555 0100",
    });
    expect(malformed.status).toBe(400);
    expect(formErrorsOf(malformed.data)).toEqual({ phone: [phoneNumberMessages.format] });
    expect(fake.texts).toHaveLength(0);

    const enrolled = await post(browser, "/account", {
      intent: "phone-enroll",
      phone: "+1 704 555 0100",
    });
    expect(enrolled.status).toBe(200);
    const phoneCode = enrolled.data.phoneCode as {
      factorId: string;
      challengeId: string;
      ending: string;
    };
    expect(phoneCode).toEqual({
      factorId: expect.any(String),
      challengeId: expect.any(String),
      ending: "0100",
    });
    const text = fake.lastText(PHONE)!;
    expect(text.challengeId).toBe(phoneCode.challengeId);

    // The first factor also needs the code mailed to the account's address (ADR 28).
    const mailedCode = await mailedEnrolmentCode(email);
    const otherMailed = String((Number(mailedCode) + 1) % 100_000_000).padStart(8, "0");
    const wrongMailed = await post(browser, "/account", {
      intent: "phone-activate",
      ...phoneCode,
      code: text.code,
      mailedCode: otherMailed,
    });
    expect(wrongMailed.status).toBe(400);
    expect(wrongMailed.data.phoneCode).toEqual(phoneCode);
    expect(formErrorsOf(wrongMailed.data)).toEqual({ mailedCode: [authMessages.mailedCodeWrong] });
    expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal1" });

    const wrong = await post(browser, "/account", {
      intent: "phone-activate",
      ...phoneCode,
      code: text.code === "000000" ? "111111" : "000000",
      mailedCode,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.phoneCode).toEqual(phoneCode);
    expect(formErrorsOf(wrong.data)?.[""]).toEqual([
      "Invalid code. Please check the text message and try again.",
    ]);

    // Supabase texts one code a minute: asking again at once is refused, the code step stays.
    const tooSoon = await post(browser, "/account", { intent: "phone-resend", ...phoneCode });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(tooSoon.data.phoneCode).toEqual(phoneCode);
    expect(tooSoon.data.error).toMatch(/^Too many attempts/);

    const on = await post(browser, "/account", {
      intent: "phone-activate",
      ...phoneCode,
      code: ` ${text.code} `,
      mailedCode,
    });
    expect(on.status).toBe(302);
    expect(on.location).toBe("/account");
    expect(await toastOf(on.headers)).toMatchObject({ title: "Two-factor authentication is on" });
    expect(await view(browser)).toMatchObject({
      authenticator: null,
      phone: { id: phoneCode.factorId, ending: "0100" },
    });
    expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal2" });
  });

  it("[S-MFA-02] [S-MFA-09] [S-MFA-10] /auth's second step texts a code only when asked, takes it with its challenge, and turning it off needs that step", async () => {
    const { browser, email } = await signedUp("page-signin");
    const { factorId } = await browser.run(async (s) => {
      const enrolled = await s.enrollPhone(PHONE, "Text message");
      if (!enrolled.ok) throw new Error(enrolled.error.message);
      const sent = await s.sendCode(enrolled.value.factorId);
      if (!sent.ok) throw new Error(sent.error.message);
      const verified = await s.verifyFactor(
        enrolled.value.factorId,
        fake.lastText(PHONE)!.code,
        sent.value.challengeId,
        await mailedEnrolmentCode(email),
      );
      if (!verified.ok) throw new Error(verified.error.message);
      return enrolled.value;
    });
    await browser.run((s) => s.signOut());
    await browser.run((s) => s.signIn(email, goodPassword));
    fake.settings.smsMaxFrequencyS = 0; // the enrolment's text was a moment ago
    try {
      const texted = fake.texts.length;
      const page = read(
        browser,
        await callRoute(authRoute.loader, {
          request: browser.request("/auth?returnTo=%2Faccount"),
          params: {},
          context: loadContext(),
        }),
      );
      expect(page.data).toMatchObject({ step: "mfa", mfa: { kind: "phone", ending: "0100" } });
      expect(fake.texts).toHaveLength(texted); // loading the page texts nothing

      const sent = await post(browser, "/auth", { intent: "mfa-send", returnTo: "/account" });
      expect(sent.status).toBe(200);
      const challengeId = sent.data.challengeId as string;
      expect(fake.lastText(PHONE)!.challengeId).toBe(challengeId);
      expect(sent.data.toast).toMatchObject({ title: "Code sent" });
      const { code } = fake.lastText(PHONE)!;

      const wrong = await post(browser, "/auth", {
        intent: "mfa",
        returnTo: "/account",
        challengeId,
        code: code === "000000" ? "111111" : "000000",
      });
      expect(wrong.status).toBe(400);
      expect(wrong.data.challengeId).toBe(challengeId);
      expect(wrong.data.error).toBe("Invalid code. Please check the text message and try again.");

      // A texted code cannot be checked without the challenge that sent it.
      const noChallenge = await post(browser, "/auth", {
        intent: "mfa",
        returnTo: "/account",
        code,
      });
      expect(noChallenge.status).toBe(400);
      expect(noChallenge.data.error).toBe(
        "This code has expired or was already used. Please send a new code.",
      );

      const passed = await post(browser, "/auth", {
        intent: "mfa",
        returnTo: "/account",
        challengeId,
        code,
      });
      expect(passed.status).toBe(302);
      expect(passed.location).toBe("/account");
      expect(await toastOf(passed.headers)).toMatchObject({ title: "Welcome back!" });
      expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal2", needsMfa: false });
    } finally {
      fake.settings.smsMaxFrequencyS = 60;
    }

    const off = await post(browser, "/account", { intent: "mfa-remove", factorId });
    expect(off.status).toBe(302);
    expect(await toastOf(off.headers)).toMatchObject({ title: "Two-factor authentication is off" });
    expect(await view(browser)).toMatchObject({ phone: null, authenticator: null });
  });
});
