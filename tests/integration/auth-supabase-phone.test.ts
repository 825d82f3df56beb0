import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authMessages, type AuthFactory, type Result } from "~/.server/auth/port";
import { createPasswordHasher } from "~/.server/auth/local/password";
import { createSupabaseAuth } from "~/.server/auth/supabase/adapter";
import { parseConfig } from "~/.server/config";
import { runMigrations } from "~/.server/db/migrate";
import { createRateLimiter, type RateLimiter } from "~/.server/security/rate-limit";
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from "../fakes/supabase-auth";
import { accountMailPump, enrolmentCodeIn, memoryMailer } from "./support/account-mail-pump";
import {
  cheapHashing,
  goodPassword,
  signUpInput,
  TestBrowser,
  uniqueEmail,
} from "./support/auth-contract";
import { eachDatabase, type TestDatabase } from "./support/database";

/**
 * Phone (SMS) second factors, which only the Supabase adapter offers (Supabase sends the text
 * messages): against the local fake of Supabase Auth, which records each texted code instead of
 * sending it, so a test reads the code as the user would read their phone. Our database only
 * holds the sign-up's profile here, so PGlite is enough.
 */
const SITE_URL = "http://localhost:3000";
const PHONE = "+17045550100";

/** Cheap: what these tests check does not depend on the hashing cost. */
const passwordHasher = createPasswordHasher(cheapHashing);

describe("Supabase adapter: phone (SMS) factors", () => {
  let handle: TestDatabase;
  let fake: FakeSupabaseAuth;
  let auth: AuthFactory;
  /** The counts of this file's adapters, as one server's app context keeps them. */
  let rateLimit: RateLimiter;
  /** Our own mails (the code that turns on a first factor), sent by the outbox's pass. */
  const mailer = memoryMailer();
  let pump: ReturnType<typeof accountMailPump>;

  beforeAll(async () => {
    // supabase-js and the fake read the same clock; `advance` moves Date only.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    handle = await eachDatabase()[0]!.open();
    await runMigrations(handle);
    fake = await startFakeSupabaseAuth({ siteUrl: SITE_URL, settings: { autoconfirm: true } });
    rateLimit = createRateLimiter({ db: handle.db });
    pump = accountMailPump(handle.db, configFor(fake.url), mailer);
    auth = createSupabaseAuth({
      db: handle.db,
      config: configFor(fake.url),
      rateLimit,
      passwordHasher,
      onAccountMailQueued: pump.wake,
    });
  });
  afterAll(async () => {
    await fake?.close();
    await handle?.close();
    vi.useRealTimers();
  });

  function configFor(url: string) {
    return parseConfig({
      NODE_ENV: "test",
      SITE_URL,
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: fake.anonKey,
      AUTH_RATE_LIMIT_PER_EMAIL: "1000",
      AUTH_RATE_LIMIT_PER_IP: "1000",
    });
  }

  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  function unwrap<T>(result: Result<T>): T {
    if (!result.ok)
      throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
    return result.value;
  }

  const errorOf = <T>(result: Result<T>) => (result.ok ? null : result.error);

  /** A new account, signed in (Supabase's "Confirm email" is off here), in its own browser. */
  async function signedIn(label: string) {
    const browser = new TestBrowser(auth);
    const email = uniqueEmail(label);
    unwrap(await browser.run((s) => s.signUp(signUpInput(email), "/")));
    return { browser, email: email.toLowerCase() };
  }

  function requestsTo(method: string, path: RegExp) {
    return fake.requests.filter((r) => r.method === method && path.test(r.path));
  }

  /** Enrols `phone` and texts its first code; returns the factor, the challenge and the code. */
  async function enrolAndText(browser: TestBrowser, phone = PHONE) {
    const { factorId } = unwrap(await browser.run((s) => s.enrollPhone(phone, "Text message")));
    const { challengeId } = unwrap(await browser.run((s) => s.sendCode(factorId)));
    const text = fake.lastText(phone)!;
    expect(text.challengeId).toBe(challengeId);
    const email = (await browser.run((s) => s.state()))!.user.email;
    const mailed = (await enrolmentCodeIn(mailer, pump, email))!;
    expect(mailed).toMatch(/^\d{8}$/);
    return { factorId, challengeId, code: text.code, mailed };
  }

  /** Six digits that are not `code`. */
  const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

  it("[S-MFA-06] [S-MFA-09] [S-MFA-10] [S-MFA-05] enrol a number, text a code, verify it with its challenge: on, and this session at aal2", async () => {
    const { browser, email } = await signedIn("phone-on");
    const { factorId } = unwrap(
      await browser.run((s) => s.enrollPhone(" +1 (704) 555-0100 ", "  My mobile ")),
    );
    // POST /factors with factor_type phone, the number in E.164 and the name.
    expect(requestsTo("POST", /\/auth\/v1\/factors$/).at(-1)!.body).toEqual({
      friendly_name: "My mobile",
      factor_type: "phone",
      phone: PHONE,
    });
    expect(unwrap(await browser.run((s) => s.factors()))).toEqual([
      expect.objectContaining({
        id: factorId,
        type: "phone",
        status: "unverified",
        friendlyName: "My mobile",
        phone: "17045550100",
      }),
    ]);
    // An unverified phone asks for nothing at sign-in yet.
    expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal1", needsMfa: false });

    const { challengeId } = unwrap(await browser.run((s) => s.sendCode(factorId)));
    const challenge = requestsTo("POST", new RegExp(`/factors/${factorId}/challenge$`));
    expect(challenge).toHaveLength(1);
    expect(challenge[0]!.body).toMatchObject({ channel: "sms" });
    const text = fake.lastText(PHONE)!;
    expect(text).toMatchObject({ to: "17045550100", challengeId, channel: "sms" });
    expect(text.code).toMatch(/^\d{6}$/);

    // The first factor also needs the code mailed to the account's address.
    expect(
      errorOf(await browser.run((s) => s.verifyFactor(factorId, text.code, challengeId))),
    ).toEqual({
      code: "invalid_mailed_code",
      message: authMessages.mailedCodeMissing,
    });
    const mailed = await enrolmentCodeIn(mailer, pump, email);
    expect(
      await browser.run((s) => s.verifyFactor(factorId, text.code, challengeId, mailed!)),
    ).toEqual({
      ok: true,
      value: null,
    });
    const verify = requestsTo("POST", new RegExp(`/factors/${factorId}/verify$`));
    expect(verify.map((r) => [r.body, r.status])).toEqual([
      [{ challenge_id: challengeId, code: text.code }, 200],
    ]);
    expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal2", needsMfa: false });
    expect(unwrap(await browser.run((s) => s.factors()))[0]).toMatchObject({ status: "verified" });

    // A challenge passes once: the same code again is refused by Supabase, in our words.
    expect(
      errorOf(await browser.run((s) => s.verifyFactor(factorId, text.code, challengeId))),
    ).toEqual({ code: "invalid_code", message: authMessages.codeExpired });
  });

  it("[S-MFA-02] [S-MFA-09] [S-MFA-10] [S-MFA-08] sign-in with only a verified phone: needsMfa, a texted code passes it; removal needs aal2", async () => {
    const { browser, email } = await signedIn("phone-signin");
    const first = await enrolAndText(browser);
    unwrap(
      await browser.run((s) =>
        s.verifyFactor(first.factorId, first.code, first.challengeId, first.mailed),
      ),
    );
    unwrap(await browser.run((s) => s.signOut()));

    expect(unwrap(await browser.run((s) => s.signIn(email, goodPassword)))).toEqual({
      needsMfa: true,
    });
    expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal1", needsMfa: true });
    // At aal1 the phone cannot be removed, nor another number enrolled.
    expect(errorOf(await browser.run((s) => s.removeFactor(first.factorId)))?.code).toBe(
      "mfa_required",
    );
    expect(errorOf(await browser.run((s) => s.enrollPhone("+447700900123", "x")))?.code).toBe(
      "mfa_required",
    );
    // A code without the challenge that sent it cannot be checked.
    expect(errorOf(await browser.run((s) => s.verifyFactor(first.factorId, first.code)))).toEqual({
      code: "invalid_code",
      message: authMessages.codeExpired,
    });

    advance(61); // Supabase texts one code a minute per factor
    const { challengeId } = unwrap(await browser.run((s) => s.sendCode(first.factorId)));
    const { code } = fake.lastText(PHONE)!;
    unwrap(await browser.run((s) => s.verifyFactor(first.factorId, code, challengeId)));
    expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal2", needsMfa: false });

    unwrap(await browser.run((s) => s.removeFactor(first.factorId)));
    expect(requestsTo("DELETE", new RegExp(`/auth/v1/factors/${first.factorId}$`))).toHaveLength(1);
    expect(unwrap(await browser.run((s) => s.factors()))).toEqual([]);
    unwrap(await browser.run((s) => s.signOut()));
    expect(unwrap(await browser.run((s) => s.signIn(email, goodPassword)))).toEqual({
      needsMfa: false,
    });
  });

  it("[S-MFA-10] a wrong or expired code is refused, and code attempts are rate-limited per session", async () => {
    const { browser } = await signedIn("phone-wrong");
    const { factorId, challengeId, code, mailed } = await enrolAndText(browser);
    expect(
      errorOf(
        await browser.run((s) => s.verifyFactor(factorId, otherThan(code), challengeId, mailed)),
      ),
    ).toEqual({ code: "invalid_code", message: authMessages.invalidTextedCode });
    expect(
      requestsTo("POST", new RegExp(`/factors/${factorId}/verify$`)).map((r) => r.status),
    ).toEqual([422]);

    // Five minutes later the challenge has expired, even with the right code.
    advance(301);
    expect(
      errorOf(await browser.run((s) => s.verifyFactor(factorId, code, challengeId, mailed))),
    ).toEqual({
      code: "invalid_code",
      message: authMessages.codeExpired,
    });

    const fresh = unwrap(await browser.run((s) => s.sendCode(factorId)));
    const right = fake.lastText(PHONE)!.code;
    let last = await browser.run((s) =>
      s.verifyFactor(factorId, otherThan(right), fresh.challengeId, mailed),
    );
    for (let i = 0; i < 10 && errorOf(last)?.code !== "rate_limited"; i += 1) {
      last = await browser.run((s) =>
        s.verifyFactor(factorId, otherThan(right), fresh.challengeId, mailed),
      );
    }
    expect(errorOf(last)).toMatchObject({ code: "rate_limited" });
    expect(errorOf(last)!.retryAfterS).toBeGreaterThan(0);
    // Even the right code waits now, and Supabase is not asked.
    const asked = requestsTo("POST", /\/verify$/).length;
    const limited = await browser.run((s) =>
      s.verifyFactor(factorId, right, fresh.challengeId, mailed),
    );
    expect(errorOf(limited)?.code).toBe("rate_limited");
    expect(requestsTo("POST", /\/verify$/)).toHaveLength(asked);
  });

  it("texting codes is capped per user, and Supabase's once-a-minute limit reads as a wait", async () => {
    const { browser } = await signedIn("phone-cap");
    const { factorId } = await enrolAndText(browser); // text 1
    const soon = errorOf(await browser.run((s) => s.sendCode(factorId))); // text 2: too soon
    expect(soon).toMatchObject({ code: "rate_limited" });
    expect(soon!.retryAfterS).toBeGreaterThan(0);
    expect(soon!.retryAfterS).toBeLessThanOrEqual(60);
    for (let i = 3; i <= 5; i += 1) {
      advance(61);
      unwrap(await browser.run((s) => s.sendCode(factorId)));
    }
    advance(61);
    const challenges = requestsTo("POST", new RegExp(`/factors/${factorId}/challenge$`)).length;
    const capped = errorOf(await browser.run((s) => s.sendCode(factorId)));
    expect(capped).toMatchObject({ code: "rate_limited" });
    expect(capped!.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(requestsTo("POST", new RegExp(`/factors/${factorId}/challenge$`))).toHaveLength(
      challenges,
    );
  });

  it("an SMS provider failure, phone MFA switched off and a malformed number read clearly, never a throw", async () => {
    const { browser } = await signedIn("phone-errors");
    const { factorId } = unwrap(await browser.run((s) => s.enrollPhone(PHONE, "Text message")));
    // What Supabase answers when its SMS provider refuses the message.
    fake.failNext(
      { status: 500, code: "unexpected_failure", message: "error sending message" },
      { method: "POST", path: /\/challenge$/ },
    );
    expect(errorOf(await browser.run((s) => s.sendCode(factorId)))).toEqual({
      code: "unavailable",
      message: authMessages.smsNotSent,
    });

    const enrolments = requestsTo("POST", /\/auth\/v1\/factors$/).length;
    for (const wrong of ["", "7045550100", "+0123456789", "+1704555", "+1 704 555 0100 ext 2"]) {
      expect(errorOf(await browser.run((s) => s.enrollPhone(wrong, "x")))).toEqual({
        code: "invalid_input",
        message: authMessages.invalidPhone,
      });
    }
    expect(requestsTo("POST", /\/auth\/v1\/factors$/)).toHaveLength(enrolments);

    fake.settings.phoneMfa = false;
    try {
      const off = { code: "invalid_input", message: authMessages.phoneNotSupported };
      expect(errorOf(await browser.run((s) => s.sendCode(factorId)))).toEqual(off);
      expect(errorOf(await browser.run((s) => s.enrollPhone("+447700900123", "x")))).toEqual(off);
    } finally {
      fake.settings.phoneMfa = true;
    }

    // A TOTP factor takes no texted code.
    const totp = unwrap(await browser.run((s) => s.enrollTotp("App")));
    expect(errorOf(await browser.run((s) => s.sendCode(totp.factorId)))).toEqual({
      code: "invalid_input",
      message: authMessages.notAPhone,
    });

    // With Supabase out of reach, both are `unavailable`.
    const gone = await startFakeSupabaseAuth({ siteUrl: SITE_URL });
    await gone.close();
    const offline = new TestBrowser(
      createSupabaseAuth({
        db: handle.db,
        config: configFor(gone.url),
        rateLimit,
        passwordHasher,
        timeoutMs: 2000,
      }),
    );
    for (const [k, v] of browser.cookies) offline.cookies.set(k, v);
    const unavailable = { code: "unavailable", message: authMessages.unavailable };
    expect(errorOf(await offline.run((s) => s.enrollPhone(PHONE, "x")))).toEqual(unavailable);
    expect(errorOf(await offline.run((s) => s.sendCode(factorId)))).toEqual(unavailable);
  });
});
