import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import { createPasswordHasher } from "~/.server/auth/local/password";
import { createSupabaseAuth } from "~/.server/auth/supabase/adapter";
import { parseConfig } from "~/.server/config";
import { runMigrations } from "~/.server/db/migrate";
import { deliveries, leads, pendingSignUps, profiles } from "~/.server/db/schema";
import { createRateLimiter, type RateLimiter } from "~/.server/security/rate-limit";
import {
  startFakeSupabaseAuth,
  type FakeSupabaseAuth,
  type SentConfirmation,
} from "../fakes/supabase-auth";
import {
  authContract,
  cheapHashing,
  passwordContract,
  recoveryContract,
  enrolTotp,
  goodPassword,
  mailedCode,
  partsOf,
  signUpInput,
  TestBrowser,
  totpCode,
  uniqueEmail,
  unwrap,
  type AuthHarness,
  type AuthHarnessOptions,
} from "./support/auth-contract";
import { accountMailPump, enrolmentCodeIn, memoryMailer } from "./support/account-mail-pump";
import { sessionsContract } from "./support/sessions-contract";
import { eachDatabase, type TestDatabase } from "./support/database";

/**
 * The Auth port's contract run against the Supabase adapter, with a local fake of Supabase Auth
 * (tests/fakes/supabase-auth.ts) in place of the service and PGlite or (with TEST_DATABASE_URL)
 * Postgres for what stays in our database (profile, sign-up lead); then what only the Supabase
 * adapter promises: what it sends to Supabase, its cookies, and no throw when Supabase is down.
 *
 * One clock for everyone: supabase-js decides from Date.now() when an access token must be
 * refreshed, so `advance` moves the process's Date (only Date: timers and I/O stay real), and
 * the fake reads the same clock.
 */
const SITE_URL = "http://localhost:3000";

/** Cheap: what these tests check does not depend on the hashing cost. */
const passwordHasher = createPasswordHasher(cheapHashing);

/**
 * The link of Supabase's "Confirm signup" e-mail with the template of docs/accounts-supabase.md,
 * `{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=email&next={{ .RedirectTo }}`.
 * The template is Go html/template, which escapes values in a URL's query as encodeURIComponent.
 */
function templateLink(sent: SentConfirmation): string {
  return (
    `${sent.siteUrl}/auth/confirm?token_hash=${encodeURIComponent(sent.tokenHash)}` +
    `&type=email&next=${encodeURIComponent(sent.redirectTo)}`
  );
}

/**
 * The link of the "Reset Password" e-mail with the template of docs/accounts-supabase.md,
 * `{{ .SiteURL }}/auth/reset?token_hash={{ .TokenHash }}&type=recovery`.
 */
function resetTemplateLink(sent: SentConfirmation): string {
  return `${sent.siteUrl}/auth/reset?token_hash=${encodeURIComponent(sent.tokenHash)}&type=recovery`;
}

describe.each(eachDatabase())("Auth port, Supabase adapter, on $name", (target) => {
  let handle: TestDatabase;
  let fake: FakeSupabaseAuth;
  /** Our own mails to Supabase users (security notices), newest last. */
  const mailer = memoryMailer();
  /** The counts of this database's adapters, as one server's app context keeps them. */
  let rateLimit: RateLimiter;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    handle = await target.open();
    await runMigrations(handle);
    fake = await startFakeSupabaseAuth({ siteUrl: SITE_URL });
    rateLimit = createRateLimiter({ db: handle.db });
  });
  afterAll(async () => {
    await fake?.close();
    await handle?.close();
    vi.useRealTimers();
  });

  function configFor(options: AuthHarnessOptions, url = fake.url) {
    return parseConfig({
      NODE_ENV: "test",
      SITE_URL,
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: fake.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: fake.serviceRoleKey,
      AUTH_RATE_LIMIT_PER_EMAIL: String(options.perEmailPer15Min ?? 1000),
      AUTH_RATE_LIMIT_PER_IP: String(options.perIpPer15Min ?? 1000),
      // The test browsers send X-Forwarded-For as one proxy in front of the site would.
      TRUST_PROXY: "1",
    });
  }

  async function signupLead(email: string) {
    const rows = await handle.db.select().from(leads).where(eq(leads.kind, "signup"));
    const lead = rows.find((row) => row.fields.email === email);
    if (!lead) return null;
    const targets = await handle.db
      .select({ target: deliveries.target, status: deliveries.status })
      .from(deliveries)
      .where(eq(deliveries.leadId, lead.id));
    return { fields: lead.fields, deliveries: targets };
  }

  async function makeAuth(options: AuthHarnessOptions): Promise<AuthHarness> {
    // E-mail confirmation is the Supabase project's setting ("Confirm email"), not ours.
    fake.settings.autoconfirm = !options.emailConfirmation;
    const config = configFor(options);
    const pump = accountMailPump(handle.db, config, mailer);
    return {
      auth: createSupabaseAuth({
        db: handle.db,
        config,
        rateLimit,
        passwordHasher,
        onAccountMailQueued: pump.wake,
      }),
      async confirmationLink(email) {
        await pump.settled(); // a requested link goes through the outbox
        const sent = fake.lastConfirmation(email);
        return sent ? templateLink(sent) : null;
      },
      async notices(email) {
        await pump.settled();
        return mailer.sent.filter((m) => m.to === email && m.id.startsWith("auth-notice-"));
      },
      enrolmentCode: (email) => enrolmentCodeIn(mailer, pump, email),
      async resetLink(email) {
        await pump.settled();
        const sent = fake.lastRecovery(email);
        return sent ? resetTemplateLink(sent) : null;
      },
      signupLead,
      now: () => new Date(),
      advance: (seconds) => {
        vi.setSystemTime(Date.now() + seconds * 1000);
      },
    };
  }

  authContract("supabase", makeAuth);
  passwordContract("supabase", makeAuth);
  recoveryContract("supabase", makeAuth, false);
  sessionsContract("supabase", makeAuth, false);

  /** A signed-in browser (confirmation off) and its e-mail. */
  async function signedIn(harness: AuthHarness, label: string) {
    const browser = new TestBrowser(harness.auth);
    const email = uniqueEmail(label);
    const result = await browser.run((s) => s.signUp(signUpInput(email), "/"));
    expect(result).toEqual({ ok: true, value: { needsConfirmation: false } });
    return { browser, email: email.toLowerCase() };
  }

  function requestsTo(method: string, path: RegExp) {
    return fake.requests.filter((r) => r.method === method && path.test(r.path));
  }

  it("[S-AUTH-12] [S-AUTH-13] sign-up sends the metadata and the confirmation link's way back", async () => {
    const harness = await makeAuth({ emailConfirmation: true });
    const email = uniqueEmail("metadata");
    const result = await new TestBrowser(harness.auth).run((s) =>
      s.signUp(signUpInput(email), "/auth?returnTo=%2Faccount"),
    );
    expect(result).toEqual({ ok: true, value: { needsConfirmation: true } });
    const sent = requestsTo("POST", /\/auth\/v1\/signup$/).at(-1)!;
    expect(sent.body).toMatchObject({
      email: email.toLowerCase(),
      password: goodPassword,
      data: {
        full_name: "Ada Lovelace",
        business_name: "Analytical Engines LLC",
        telephone: "7045550100",
        years_in_business: 7,
      },
    });
    // whyBTE goes to the owner's lead, not into the account.
    expect(Object.keys((sent.body as { data: object }).data).sort()).toEqual([
      "business_name",
      "full_name",
      "telephone",
      "years_in_business",
    ]);
    // Supabase needs an absolute address; the path the page passes is resolved on SITE_URL.
    // …with the key of this sign-up's sealed password (ADR 18), which the confirm page takes out.
    const redirect = new URL(sent.query.redirect_to!);
    expect(redirect.origin + redirect.pathname).toBe(`${SITE_URL}/auth`);
    expect(redirect.searchParams.get("returnTo")).toBe("/account");
    expect(redirect.searchParams.get("signup_key")).toMatch(/^[\w-]{43}$/);
    const link = new URL((await harness.confirmationLink(email.toLowerCase()))!);
    expect(link.origin + link.pathname).toBe(`${SITE_URL}/auth/confirm`);
    expect(link.searchParams.get("next")).toBe(redirect.toString());
  });

  it("[S-SECURITY-11] keeps the session in HttpOnly SameSite=Lax sb-<project ref>-auth-token cookies (the key from the service's host), never cached", async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const session = harness.auth(new Request(`${SITE_URL}/auth`));
    expect(session.supportsPhoneFactors).toBe(true);
    expect((await session.signUp(signUpInput(uniqueEmail("cookie")), "/")).ok).toBe(true);
    const ref = new URL(fake.url).hostname.split(".")[0];
    const cookies = session.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      // The session (in chunks `.0`, `.1` … when long) and @supabase/ssr's PKCE verifiers.
      expect(cookie).toMatch(new RegExp(`^sb-${ref}-auth-token(\\.\\d+|-[\\w-]+)?=`));
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/; Secure/i);
    }
    expect(cookies.some((c) => new RegExp(`^sb-${ref}-auth-token(\\.0)?=base64-`).test(c))).toBe(
      true,
    );
    expect(session.headers.get("Cache-Control")).toMatch(/no-store/);

    const secure = createSupabaseAuth({
      db: handle.db,
      config: parseConfig({
        NODE_ENV: "test",
        SITE_URL,
        COOKIE_SECURE: "true",
        SUPABASE_URL: fake.url,
        SUPABASE_ANON_KEY: fake.anonKey,
      }),
      rateLimit,
      passwordHasher,
    })(new Request(`${SITE_URL}/auth`));
    expect((await secure.signUp(signUpInput(uniqueEmail("secure")), "/")).ok).toBe(true);
    expect(secure.headers.getSetCookie().every((c) => /; Secure/i.test(c))).toBe(true);
  });

  /** The session @supabase/ssr keeps in the browser's cookies (`base64-` + JSON, maybe chunked). */
  function storedSession(browser: TestBrowser): Record<string, unknown> & {
    access_token: string;
    expires_in: number;
    expires_at: number;
  } {
    const name = `sb-${new URL(fake.url).hostname.split(".")[0]}-auth-token`;
    const value =
      browser.cookies.get(name) ??
      [0, 1, 2, 3, 4].map((i) => browser.cookies.get(`${name}.${i}`) ?? "").join("");
    const raw = decodeURIComponent(value);
    expect(raw.startsWith("base64-")).toBe(true);
    return JSON.parse(Buffer.from(raw.slice("base64-".length), "base64url").toString("utf8"));
  }

  const claimsOf = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString("utf8")) as { aal: string };

  it("[S-AUTH-25] [S-MFA-01] [S-MFA-12] the session kept in the cookie; the level is the token's aal claim; a verify saves its session with expires_at = now + expires_in", async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser } = await signedIn(harness, "stored");
    const first = storedSession(browser);
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        "user",
        "access_token",
        "refresh_token",
        "expires_in",
        "expires_at",
        "token_type",
      ]),
    );
    expect(first.token_type).toBe("bearer");
    expect(claimsOf(first.access_token).aal).toBe("aal1");
    expect((await browser.run((s) => s.state()))?.aal).toBe("aal1");

    const enrolment = await browser.run((s) => s.enrollTotp("Phone"));
    if (!enrolment.ok) throw new Error(enrolment.error.message);
    const code = await totpCode(harness, enrolment.value.secret);
    const mailed = await mailedCode(harness, browser);
    const before = Math.floor(Date.now() / 1000);
    const activated = await browser.run((s) =>
      s.verifyFactor(enrolment.value.factorId, code, undefined, mailed),
    );
    expect(activated.ok).toBe(true);
    const after = Math.floor(Date.now() / 1000);
    const raised = storedSession(browser);
    expect(raised.access_token).not.toBe(first.access_token);
    expect(raised.expires_at).toBeGreaterThanOrEqual(before + raised.expires_in);
    expect(raised.expires_at).toBeLessThanOrEqual(after + raised.expires_in);
    expect(claimsOf(raised.access_token).aal).toBe("aal2");
    expect((await browser.run((s) => s.state()))?.aal).toBe("aal2");
  });

  it("[S-MFA-06] [S-MFA-07] enrolment sends friendly_name, factor_type and issuer; its QR code is an image", async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser } = await signedIn(harness, "enrol");
    const result = await browser.run((s) => s.enrollTotp("  My phone  "));
    if (!result.ok) throw new Error(result.error.message);
    expect(requestsTo("POST", /\/auth\/v1\/factors$/).at(-1)!.body).toEqual({
      friendly_name: "My phone",
      factor_type: "totp",
      issuer: site.name,
    });
    const match = /^data:image\/svg\+xml;base64,([A-Za-z0-9+/]+=*)$/.exec(result.value.qrDataUrl);
    expect(match).not.toBeNull();
    const svg = Buffer.from(match![1]!, "base64").toString("utf8");
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(new URL(result.value.uri).searchParams.get("issuer")).toBe(site.name);

    // Enrolling again replaces the abandoned enrolment instead of piling them up.
    const again = await browser.run((s) => s.enrollTotp("My phone"));
    expect(again.ok).toBe(true);
    const factors = await browser.run((s) => s.factors());
    expect(factors.ok && factors.value.map((f) => f.status)).toEqual(["unverified"]);
  });

  it("[S-MFA-09] [S-MFA-10] [S-MFA-08] a code is checked by challenge then verify; removal is a DELETE", async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser } = await signedIn(harness, "verify");
    const enrolment = await browser.run((s) => s.enrollTotp("Phone"));
    if (!enrolment.ok) throw new Error(enrolment.error.message);
    const { factorId, secret } = enrolment.value;
    const code = await totpCode(harness, secret);
    const mailed = await mailedCode(harness, browser);
    expect(await browser.run((s) => s.verifyFactor(factorId, code, undefined, mailed))).toEqual({
      ok: true,
      value: null,
    });
    const challenge = requestsTo("POST", new RegExp(`/factors/${factorId}/challenge$`));
    const verify = requestsTo("POST", new RegExp(`/factors/${factorId}/verify$`));
    expect(challenge).toHaveLength(1);
    expect(verify).toHaveLength(1);
    expect(verify[0]!.body).toEqual({ challenge_id: expect.any(String), code });
    expect(verify[0]!.status).toBe(200);

    // Supabase would accept the same code again within its window; the adapter does not ask.
    const replay = await browser.run((s) => s.verifyFactor(factorId, code));
    expect(replay.ok ? null : replay.error.code).toBe("invalid_code");
    expect(requestsTo("POST", new RegExp(`/factors/${factorId}/verify$`))).toHaveLength(1);

    expect((await browser.run((s) => s.removeFactor(factorId))).ok).toBe(true);
    expect(requestsTo("DELETE", new RegExp(`/auth/v1/factors/${factorId}$`))).toHaveLength(1);
  });

  it("[S-SECURITY-05] [S-SECURITY-07] every request carries the public anonymous key; those for a session carry its access token as a bearer", async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const from = fake.requests.length;
    const { browser } = await signedIn(harness, "bearer");
    const state = await browser.run((s) => s.state());
    const enrolment = await browser.run((s) => s.enrollTotp("Phone"));
    if (!state || !enrolment.ok) throw new Error("not signed in, or no enrolment");
    const code = await totpCode(harness, enrolment.value.secret);
    const mailed = await mailedCode(harness, browser);
    await browser.run((s) => s.verifyFactor(enrolment.value.factorId, code, undefined, mailed));
    await browser.run((s) => s.signOut());

    const sent = fake.requests.slice(from);
    expect(sent.length).toBeGreaterThan(4);
    for (const request of sent) expect(request.headers.apikey, request.path).toBe(fake.anonKey);
    const forSession = sent.filter((r) => /\/auth\/v1\/(user|factors|logout)/.test(r.path));
    expect(forSession.map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ":id")}`)).toEqual(
      expect.arrayContaining([
        "GET /auth/v1/user",
        "POST /auth/v1/factors",
        "POST /auth/v1/factors/:id/challenge",
        "POST /auth/v1/factors/:id/verify",
        "POST /auth/v1/logout",
      ]),
    );
    for (const request of forSession) {
      const [scheme, token] = String(request.headers.authorization).split(" ");
      expect(scheme, request.path).toBe("Bearer");
      // The user's own access token (a JWT about them), never the anonymous key.
      const claims = JSON.parse(Buffer.from(token!.split(".")[1]!, "base64url").toString("utf8"));
      expect(claims.sub, request.path).toBe(state.user.id);
    }
  });

  it("an unconfirmed address that signs up again gets a new link, a lead per sign-up, a pending sign-up each, and Supabase's wait", async () => {
    const harness = await makeAuth({ emailConfirmation: true });
    const email = uniqueEmail("again");
    const first = await new TestBrowser(harness.auth).run((s) => s.signUp(signUpInput(email), "/"));
    expect(first).toEqual({ ok: true, value: { needsConfirmation: true } });
    const firstLink = fake.lastConfirmation(email.toLowerCase())!;

    // Supabase sends one confirmation e-mail a minute to an address: its 429 is rate_limited.
    const soon = await new TestBrowser(harness.auth).run((s) => s.signUp(signUpInput(email), "/"));
    expect(soon.ok).toBe(false);
    if (soon.ok) return;
    expect(soon.error.code).toBe("rate_limited");
    expect(soon.error.retryAfterS).toBeGreaterThan(0);
    expect(soon.error.retryAfterS).toBeLessThanOrEqual(60);

    harness.advance(61);
    const later = await new TestBrowser(harness.auth).run((s) =>
      s.signUp({ ...signUpInput(email), fullName: `Grace ${email}` }, "/"),
    );
    expect(later).toEqual({ ok: true, value: { needsConfirmation: true } });
    const laterLink = fake.lastConfirmation(email.toLowerCase())!;
    expect(laterLink.tokenHash).not.toBe(firstLink.tokenHash);
    // Each link carries its own key naming its sign-up; both sign-ups wait, neither replaced.
    expect(new URL(laterLink.redirectTo).searchParams.get("signup_key")).not.toBe(
      new URL(firstLink.redirectTo).searchParams.get("signup_key"),
    );
    const rows = await handle.db.select().from(leads).where(eq(leads.kind, "signup"));
    expect(rows.filter((row) => row.fields.email === email.toLowerCase())).toHaveLength(2);
    const pending = await handle.db
      .select()
      .from(pendingSignUps)
      .where(eq(pendingSignUps.email, email.toLowerCase()));
    expect(pending.map((row) => row.profile.fullName).sort()).toEqual(
      ["Ada Lovelace", `Grace ${email}`].sort(),
    );
    for (const row of pending) expect(row.passwordHash).toMatch(/^scrypt\$/);

    // Confirming with the later sign-up's password makes its profile the account's.
    const { tokenHash, signupKey } = partsOf(await harness.confirmationLink(email.toLowerCase()));
    const browser = new TestBrowser(harness.auth);
    const user = unwrap(
      await browser.run((s) => s.confirmEmail(tokenHash, "email", goodPassword, signupKey)),
    );
    const [profile] = await handle.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.fullName).toBe(`Grace ${email}`);
    expect(
      await handle.db
        .select()
        .from(pendingSignUps)
        .where(eq(pendingSignUps.email, email.toLowerCase())),
    ).toEqual([]);
  });

  it("a confirmation link without its sign-up's key confirms nothing and signs nobody in", async () => {
    const harness = await makeAuth({ emailConfirmation: true });
    const email = uniqueEmail("keyless");
    unwrap(await new TestBrowser(harness.auth).run((s) => s.signUp(signUpInput(email), "/")));
    const link = fake.lastConfirmation(email.toLowerCase())!;
    const browser = new TestBrowser(harness.auth);
    const keyless = await browser.run((s) => s.confirmEmail(link.tokenHash, "email", goodPassword));
    expect(keyless.ok ? null : keyless.error.code).toBe("invalid_token");
    expect(await browser.run((s) => s.state())).toBeNull();
    // The link itself was not used: with its key it still confirms.
    const { tokenHash, signupKey } = partsOf(await harness.confirmationLink(email.toLowerCase()));
    unwrap(await browser.run((s) => s.confirmEmail(tokenHash, "email", goodPassword, signupKey)));
  });

  it("Supabase's own request limit is rate_limited, with a wait", async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { email } = await signedIn(harness, "429");
    fake.failNext(
      { status: 429, code: "over_request_rate_limit", message: "Request rate limit reached" },
      { method: "POST", path: /\/token$/ },
    );
    const limited = await new TestBrowser(harness.auth).run((s) => s.signIn(email, goodPassword));
    expect(limited.ok ? null : limited.error).toMatchObject({
      code: "rate_limited",
      retryAfterS: 60,
    });
  });

  it("[S-ERRORS-03] Supabase down or failing comes back as a failed result (`unavailable`) with its error, never a throw", async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedIn(harness, "down");
    const enrolment = await browser.run((s) => s.enrollTotp("Phone"));
    if (!enrolment.ok) throw new Error(enrolment.error.message);

    fake.failNext({ status: 503, message: "upstream unavailable" }, { path: /\/token$/ });
    const failing = await new TestBrowser(harness.auth).run((s) => s.signIn(email, goodPassword));
    expect(failing.ok ? null : failing.error.code).toBe("unavailable");

    // Nothing listens at this address any more.
    const gone = await startFakeSupabaseAuth({ siteUrl: SITE_URL });
    await gone.close();
    const down = createSupabaseAuth({
      db: handle.db,
      config: configFor({ emailConfirmation: false }, gone.url),
      rateLimit,
      passwordHasher,
      timeoutMs: 2000,
    });
    const offline = new TestBrowser(down);
    for (const [k, v] of browser.cookies) offline.cookies.set(k, v);
    const unavailable = { code: "unavailable", message: expect.any(String) };
    expect(await offline.run((s) => s.state())).toBeNull();
    expect(await offline.run((s) => s.signIn(email, goodPassword))).toEqual({
      ok: false,
      error: unavailable,
    });
    expect(await offline.run((s) => s.signUp(signUpInput(uniqueEmail("down")), "/"))).toEqual({
      ok: false,
      error: unavailable,
    });
    expect(await offline.run((s) => s.factors())).toEqual({ ok: false, error: unavailable });
    expect(await offline.run((s) => s.enrollTotp("x"))).toEqual({ ok: false, error: unavailable });
    expect(await offline.run((s) => s.verifyFactor(enrolment.value.factorId, "123456"))).toEqual({
      ok: false,
      error: unavailable,
    });
    expect(await offline.run((s) => s.removeFactor(enrolment.value.factorId))).toEqual({
      ok: false,
      error: unavailable,
    });
    expect(await offline.run((s) => s.signOut())).toEqual({ ok: false, error: unavailable });

    // Back on the live service the session was never touched.
    expect((await browser.run((s) => s.state()))?.user.email).toBe(email);
  });
  it("recovery codes: only the admin call carries the service role key, and a failed one gives the code back", async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedIn(harness, "recovery-admin");
    const enrolment = await enrolTotp(harness, browser);
    const codes = unwrap(await browser.run((s) => s.newRecoveryCodes()));
    unwrap(await browser.run((s) => s.signOut()));
    unwrap(await browser.run((s) => s.signIn(email, goodPassword)));

    fake.failNext({ status: 503, message: "upstream unavailable" }, { path: /\/admin\// });
    const failed = await browser.run((s) => s.useRecoveryCode(codes[0]!));
    expect(failed.ok ? null : failed.error.code).toBe("unavailable");
    expect(await browser.run((s) => s.state())).toMatchObject({ needsMfa: true });

    const from = fake.requests.length;
    unwrap(await browser.run((s) => s.useRecoveryCode(codes[0]!)));
    const admin = fake.requests.slice(from).filter((r) => r.path.includes("/admin/"));
    expect(admin.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /auth/v1/admin/users/${(await browser.run((s) => s.state()))!.user.id}/factors/${enrolment.factorId}`,
    ]);
    expect(admin[0]!.headers.authorization).toBe(`Bearer ${fake.serviceRoleKey}`);
    for (const request of fake.requests.slice(from).filter((r) => !r.path.includes("/admin/"))) {
      expect(request.headers.apikey, request.path).toBe(fake.anonKey);
    }
  });

  it("recovery codes are not offered without SUPABASE_SERVICE_ROLE_KEY", async () => {
    const auth = createSupabaseAuth({
      db: handle.db,
      config: parseConfig({
        NODE_ENV: "test",
        SITE_URL,
        SUPABASE_URL: fake.url,
        SUPABASE_ANON_KEY: fake.anonKey,
      }),
      rateLimit,
      passwordHasher,
    });
    const browser = new TestBrowser(auth);
    unwrap(await browser.run((s) => s.signUp(signUpInput(uniqueEmail("no-admin")), "/")));
    expect(await browser.run((s) => Promise.resolve(s.supportsRecoveryCodes))).toBe(false);
    const made = await browser.run((s) => s.newRecoveryCodes());
    expect(made.ok ? null : made.error.code).toBe("invalid_input");
    const used = await browser.run((s) => s.useRecoveryCode("aaaa-bbbb-cccc"));
    expect(used.ok ? null : used.error.code).toBe("invalid_input");
  });
});
