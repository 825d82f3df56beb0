import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalAuth } from "~/.server/auth/local/adapter";
import { decrypt, encrypt, legacyKey } from "~/.server/auth/local/crypto";
import { createPasswordHasher, type PasswordHasher } from "~/.server/auth/local/password";
import { passwordHashingSettings } from "~/.server/auth/local/password-settings";
import { authMessages } from "~/.server/auth/port";
import { SESSION_COOKIE } from "~/.server/auth/local/sessions";
import { parseConfig } from "~/.server/config";
import { runMigrations } from "~/.server/db/migrate";
import {
  deliveries,
  enrolmentCodes,
  leads,
  localCredentials,
  mfaFactors,
  profiles,
  sessions,
} from "~/.server/db/schema";
import { fileMailer, type MailMessage, type Mailer } from "~/.server/mail/mailer";
import { createRateLimiter, type RateLimiter } from "~/.server/security/rate-limit";
import {
  authContract,
  cheapHashing,
  passwordContract,
  recoveryContract,
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
import { accountMailPump, enrolmentCodeIn } from "./support/account-mail-pump";
import { sessionsContract } from "./support/sessions-contract";
import { eachDatabase, type TestDatabase } from "./support/database";
import { expectErrorLog } from "./support/error-log";

/**
 * The Auth port's contract run against the local adapter, on PGlite and (with
 * TEST_DATABASE_URL) Postgres, plus what only the local adapter promises: what its tables keep,
 * its cookie's attributes and the mail it writes.
 */
const SECRET = "test-session-secret-that-is-long-enough-0123456789";

const KEY = Buffer.alloc(32, 11).toString("base64");

/** The server's default hashing, for the tests of what is stored; the rest pay for less of it. */
const standardHasher = createPasswordHasher(passwordHashingSettings.standard);
const passwordHasher = createPasswordHasher(cheapHashing);

function configFor(options: AuthHarnessOptions, env: Record<string, string> = {}) {
  return parseConfig({
    NODE_ENV: "test",
    SITE_URL: "http://localhost:3000",
    SESSION_SECRET: SECRET,
    AUTH_ENCRYPTION_KEY: KEY,
    AUTH_EMAIL_CONFIRMATION: options.emailConfirmation ? "on" : "off",
    AUTH_RATE_LIMIT_PER_EMAIL: String(options.perEmailPer15Min ?? 1000),
    AUTH_RATE_LIMIT_PER_IP: String(options.perIpPer15Min ?? 1000),
    // The test browsers send X-Forwarded-For as one proxy in front of the site would.
    TRUST_PROXY: "1",
    ...env,
  });
}

/** Keeps every message in memory, newest last. */
function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, describe: () => "memory", send: async (m) => void sent.push(m) };
}

describe.each(eachDatabase())("Auth port, local adapter, on $name", (target) => {
  let handle: TestDatabase;
  const mailer = memoryMailer();
  let clock = Date.now();
  /** The counts of this database's adapters, as one server's app context keeps them. */
  let rateLimit: RateLimiter;

  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
    // The adapters' clock: limits end when `advance` moves it past their window.
    rateLimit = createRateLimiter({ db: handle.db, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function makeAuth(
    options: AuthHarnessOptions,
    hasher = passwordHasher,
  ): Promise<AuthHarness> {
    const config = configFor(options);
    const pump = accountMailPump(handle.db, config, mailer, () => new Date(clock));
    return {
      auth: createLocalAuth({
        db: handle.db,
        config,
        mailer,
        rateLimit,
        passwordHasher: hasher,
        now: () => new Date(clock),
        onAccountMailQueued: pump.wake,
      }),
      async confirmationLink(email) {
        await pump.settled();
        const message = mailer.sent
          .filter((m) => m.to === email && /\/auth\/confirm\?/.test(m.text))
          .at(-1);
        return message?.text.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)?.[0] ?? null;
      },
      async notices(email) {
        await pump.settled();
        return mailer.sent.filter((m) => m.to === email && m.id.startsWith("auth-notice-"));
      },
      enrolmentCode: (email) => enrolmentCodeIn(mailer, pump, email),
      async resetLink(email) {
        await pump.settled();
        const message = mailer.sent
          .filter((m) => m.to === email && /\/auth\/reset\?/.test(m.text))
          .at(-1);
        return message?.text.match(/https?:\/\/\S+\/auth\/reset\?\S+/)?.[0] ?? null;
      },
      async signupLead(email) {
        const rows = await handle.db.select().from(leads).where(eq(leads.kind, "signup"));
        const lead = rows.find((row) => row.fields.email === email);
        if (!lead) return null;
        const targets = await handle.db
          .select({ target: deliveries.target, status: deliveries.status })
          .from(deliveries)
          .where(eq(deliveries.leadId, lead.id));
        return { fields: lead.fields, deliveries: targets };
      },
      now: () => new Date(clock),
      advance: (seconds) => {
        clock += seconds * 1000;
      },
    };
  }

  authContract("local", makeAuth);
  passwordContract("local", makeAuth);
  recoveryContract("local", makeAuth, true);
  sessionsContract("local", makeAuth, true);

  it("offers no phone factors: enrolling a number or texting a code is refused, nothing is stored", async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const browser = new TestBrowser(harness.auth);
    await browser.run((s) => s.signUp(signUpInput(uniqueEmail("no-sms")), "/"));
    const refusal = {
      ok: false,
      error: { code: "invalid_input", message: authMessages.phoneNotSupported },
    };
    expect(await browser.run(async (s) => s.supportsPhoneFactors)).toBe(false);
    expect(await browser.run((s) => s.enrollPhone("+17045550100", "Phone"))).toEqual(refusal);
    const app = await browser.run((s) => s.enrollTotp("App"));
    if (!app.ok) throw new Error(app.error.message);
    expect(await browser.run((s) => s.sendCode(app.value.factorId))).toEqual(refusal);
    const factors = await browser.run((s) => s.factors());
    expect(factors.ok && factors.value.map((f) => f.type)).toEqual(["totp"]);
  });

  it("keeps only hashes: scrypt passwords, SHA-256 session ids, encrypted TOTP secrets", async () => {
    const harness = await makeAuth({ emailConfirmation: false }, standardHasher);
    const browser = new TestBrowser(harness.auth);
    const email = uniqueEmail("stored");
    await browser.run((s) => s.signUp(signUpInput(email), "/"));
    const [credential] = await handle.db
      .select()
      .from(localCredentials)
      .where(eq(localCredentials.email, email.toLowerCase()));
    expect(credential!.passwordHash).toMatch(
      /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
    );
    expect(credential!.passwordHash).not.toContain(goodPassword);

    const [profile] = await handle.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, credential!.userId));
    expect(profile).toMatchObject({
      fullName: "Ada Lovelace",
      businessName: "Analytical Engines LLC",
      telephone: "7045550100",
      yearsInBusiness: 7,
      whyChose: "Recommended by a friend",
    });

    const rawCookie = browser.cookies.get(SESSION_COOKIE)!;
    const [row] = await handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, credential!.userId));
    expect(row!.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(decodeURIComponent(rawCookie)).not.toContain(row!.idHash);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 24 * 60 * 60 * 1000);

    const enrolment = await browser.run((s) => s.enrollTotp("Phone"));
    if (!enrolment.ok) throw new Error(enrolment.error.message);
    const [factor] = await handle.db
      .select()
      .from(mfaFactors)
      .where(eq(mfaFactors.id, enrolment.value.factorId));
    expect(factor!.secretEncrypted).toMatch(/^v1\./);
    expect(factor!.secretEncrypted).not.toContain(enrolment.value.secret);
    const mailed = await mailedCode(harness, browser);
    const [stored] = await handle.db
      .select()
      .from(enrolmentCodes)
      .where(eq(enrolmentCodes.email, email.toLowerCase()));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(mailed);
    const code = await totpCode(harness, enrolment.value.secret);
    const activated = await browser.run((s) =>
      s.verifyFactor(enrolment.value.factorId, code, undefined, mailed),
    );
    expect(activated.ok).toBe(true);
    // Spent with the factor.
    expect(
      await handle.db
        .select()
        .from(enrolmentCodes)
        .where(eq(enrolmentCodes.email, email.toLowerCase())),
    ).toEqual([]);
    const [verified] = await handle.db
      .select()
      .from(mfaFactors)
      .where(eq(mfaFactors.id, factor!.id));
    expect(verified!.lastTimeStep).toBe(Math.floor(clock / 1000 / 30));
    const [raised] = await handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, credential!.userId));
    expect(raised!.aal).toBe("aal2");
  });

  it("TOTP secrets: a new SESSION_SECRET locks nobody out; an old key or the session-secret derivation of earlier versions still opens a secret, which is then sealed again under the current key", async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const browser = new TestBrowser(harness.auth);
    const email = uniqueEmail("rotate");
    await browser.run((s) => s.signUp(signUpInput(email), "/"));
    const enrolment = await browser.run((s) => s.enrollTotp("Phone"));
    if (!enrolment.ok) throw new Error(enrolment.error.message);
    const { factorId, secret } = enrolment.value;
    const mailed = await mailedCode(harness, browser);
    unwrap(
      await browser.run(async (s) =>
        s.verifyFactor(factorId, await totpCode(harness, secret), undefined, mailed),
      ),
    );
    const [{ userId }] = (await handle.db
      .select({ userId: localCredentials.userId })
      .from(localCredentials)
      .where(eq(localCredentials.email, email.toLowerCase()))) as [{ userId: string }];
    const sealed = () =>
      handle.db
        .select({ value: mfaFactors.secretEncrypted })
        .from(mfaFactors)
        .where(eq(mfaFactors.id, factorId))
        .then(([row]) => row!.value);
    const seal = (key: Buffer) =>
      handle.db
        .update(mfaFactors)
        .set({ secretEncrypted: encrypt(key, secret, userId) })
        .where(eq(mfaFactors.id, factorId));

    /** Signs in on a server with `env` and passes the code step; true when the code was accepted. */
    const passesCode = async (env: Record<string, string>) => {
      const auth = createLocalAuth({
        db: handle.db,
        config: configFor({ emailConfirmation: false }, env),
        mailer,
        rateLimit,
        passwordHasher,
        now: () => new Date(clock),
      });
      const device = new TestBrowser(auth);
      expect(unwrap(await device.run((s) => s.signIn(email, goodPassword)))).toEqual({
        needsMfa: true,
      });
      harness.advance(30);
      const code = await totpCode(harness, secret);
      return (await device.run((s) => s.verifyFactor(factorId, code))).ok;
    };

    // The session secret is rotated after an incident: the factor still works.
    expect(await passesCode({ SESSION_SECRET: "r".repeat(48) })).toBe(true);

    // Sealed by an earlier version with the key derived from the session secret.
    await seal(legacyKey(SECRET));
    expect(await passesCode({})).toBe(true);
    expect(decrypt(Buffer.from(KEY, "base64"), await sealed(), userId)).toBe(secret);

    // AUTH_ENCRYPTION_KEY rotated, the previous one listed as old.
    const next = Buffer.alloc(32, 12).toString("base64");
    expect(await passesCode({ AUTH_ENCRYPTION_KEY: next, AUTH_ENCRYPTION_KEYS_OLD: KEY })).toBe(
      true,
    );
    expect(decrypt(Buffer.from(next, "base64"), await sealed(), userId)).toBe(secret);
    // ... and without the old key listed, a secret still sealed under it does not open.
    expectErrorLog(
      "TOTP secret does not open: was AUTH_ENCRYPTION_KEY changed without listing the old key in AUTH_ENCRYPTION_KEYS_OLD?",
    );
    await seal(Buffer.from(KEY, "base64"));
    expect(await passesCode({ AUTH_ENCRYPTION_KEY: next })).toBe(false);
  });

  it("a sign-in attempt hashes once, however many sign-ups wait for an address", async () => {
    // Issue 44, finding 3: each pending sign-up cost a scrypt, which told anyone an address had
    // some (6.4 s against 0.6 s) and made every attempt a tenfold load on the hashing queue.
    let hashes = 0;
    const counting: PasswordHasher = {
      params: passwordHasher.params,
      hash: (password) => passwordHasher.hash(password),
      verify: (password, stored) => ((hashes += 1), passwordHasher.verify(password, stored)),
      verifyDummy: (password) => ((hashes += 1), passwordHasher.verifyDummy(password)),
    };
    const harness = await makeAuth({ emailConfirmation: true }, counting);
    const pending = uniqueEmail("ten-pending");
    for (let i = 0; i < 10; i++) {
      const password = i === 0 ? goodPassword : `Someone else's try ${i}`;
      await new TestBrowser(harness.auth).run((s) => s.signUp(signUpInput(pending, password), "/"));
      harness.advance(1);
    }
    const confirmedHarness = await makeAuth({ emailConfirmation: false }, counting);
    const confirmed = uniqueEmail("confirmed");
    await new TestBrowser(confirmedHarness.auth).run((s) => s.signUp(signUpInput(confirmed), "/"));
    const attempt = async (email: string, password: string) => {
      hashes = 0;
      const result = await new TestBrowser(harness.auth).run((s) => s.signIn(email, password));
      return { code: result.ok ? "ok" : result.error.code, hashes };
    };
    expect(await attempt(uniqueEmail("nobody"), "Wrong password 1")).toEqual({
      code: "invalid_credentials",
      hashes: 1,
    });
    expect(await attempt(confirmed, "Wrong password 2")).toEqual({
      code: "invalid_credentials",
      hashes: 1,
    });
    expect(await attempt(pending, "Wrong password 3")).toEqual({
      code: "invalid_credentials",
      hashes: 1,
    });
    // The newest sign-up's own password still hears that its address waits for confirmation.
    expect(await attempt(pending, "Someone else's try 9")).toEqual({
      code: "email_not_confirmed",
      hashes: 1,
    });
  });

  it("a confirmation link lives as long as its sign-up; sign-ups and requests each mail an address once per 5 minutes", async () => {
    // Issue 44, finding 4: each sign-up or request for a link killed the links sent before, and
    // the owner got one mail for each of them.
    const harness = await makeAuth({ emailConfirmation: true });
    const victim = uniqueEmail("own-link");
    const victorsPassword = "Victor's real passphrase 2";
    const mailsTo = () => mailer.sent.filter((m) => m.to === victim.toLowerCase()).length;
    const victor = new TestBrowser(harness.auth);
    unwrap(await victor.run((s) => s.signUp(signUpInput(victim, victorsPassword), "/")));
    const victorsLink = partsOf(await harness.confirmationLink(victim.toLowerCase()));
    for (let i = 0; i < 4; i++) {
      const stranger = new TestBrowser(harness.auth);
      await stranger.run((s) => s.signUp(signUpInput(victim, `Stranger's passphrase ${i}`), "/"));
      await stranger.run((s) => s.requestNewConfirmation(victim, "/"));
      harness.advance(60);
    }
    await harness.confirmationLink(victim.toLowerCase());
    expect(mailsTo()).toBe(2); // Victor's sign-up's, and the first stranger's request's
    // Later, a stranger's sign-up mails a new link; Victor's keeps working beside it.
    harness.advance(61);
    unwrap(
      await new TestBrowser(harness.auth).run((s) =>
        s.signUp(signUpInput(victim, "Stranger's passphrase 9"), "/"),
      ),
    );
    const strangersLink = partsOf(await harness.confirmationLink(victim.toLowerCase()));
    expect(strangersLink.tokenHash).not.toBe(victorsLink.tokenHash);
    expect(mailsTo()).toBe(3);
    unwrap(
      await victor.run((s) =>
        s.confirmEmail(victorsLink.tokenHash, "email", victorsPassword, victorsLink.signupKey),
      ),
    );
    // Once the address is confirmed, no other link confirms anything.
    const late = await new TestBrowser(harness.auth).run((s) =>
      s.confirmEmail(strangersLink.tokenHash, "email", "Stranger's passphrase 9"),
    );
    expect(late).toEqual({
      ok: false,
      error: { code: "invalid_token", message: authMessages.invalidToken },
    });
  });

  it("a password hashed with the earlier parameters (N = 2^15) signs in, and is stored again at 2^17", async () => {
    const harness = await makeAuth({ emailConfirmation: false }, standardHasher);
    const email = uniqueEmail("rehash");
    await new TestBrowser(harness.auth).run((s) => s.signUp(signUpInput(email), "/"));
    const stored = () =>
      handle.db
        .select({ hash: localCredentials.passwordHash })
        .from(localCredentials)
        .where(eq(localCredentials.email, email.toLowerCase()))
        .then(([row]) => row!.hash);
    const older = await createPasswordHasher({ N: 2 ** 15, r: 8, p: 1 }).hash(goodPassword);
    await handle.db
      .update(localCredentials)
      .set({ passwordHash: older })
      .where(eq(localCredentials.email, email.toLowerCase()));

    const browser = new TestBrowser(harness.auth);
    expect(await browser.run((s) => s.signIn(email, goodPassword))).toEqual({
      ok: true,
      value: { needsMfa: false },
    });
    const upgraded = await stored();
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await standardHasher.verify(goodPassword, upgraded)).toEqual({
      valid: true,
      needsRehash: false,
    });
    const again = new TestBrowser(harness.auth);
    expect((await again.run((s) => s.signIn(email, goodPassword))).ok).toBe(true);
    expect(await stored()).toBe(upgraded); // nothing left to upgrade
  });

  it("sets a signed HttpOnly SameSite=Lax cookie, Secure and __Host- when configured; offers no phone factors", async () => {
    const secure = createLocalAuth({
      db: handle.db,
      config: parseConfig({
        NODE_ENV: "test",
        SESSION_SECRET: SECRET,
        COOKIE_SECURE: "true",
        AUTH_EMAIL_CONFIRMATION: "off",
      }),
      mailer,
      rateLimit,
      passwordHasher,
      now: () => new Date(clock),
    });
    const session = secure(new Request("http://localhost:3000/auth"));
    expect(session.supportsPhoneFactors).toBe(false);
    const result = await session.signUp(signUpInput(uniqueEmail("cookie")), "/");
    expect(result.ok).toBe(true);
    const [cookie] = session.headers.getSetCookie();
    // Secure cookies take the __Host- prefix (ADR 29); value.signature.
    expect(cookie).toMatch(new RegExp(`^__Host-${SESSION_COOKIE}=[^;]+\\.[^;]+;`));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(session.headers.get("Cache-Control")).toBe("private, no-store");

    const plain = await makeAuth({ emailConfirmation: false });
    const other = plain.auth(new Request("http://localhost:3000/auth"));
    await other.signUp(signUpInput(uniqueEmail("cookie")), "/");
    expect(other.headers.getSetCookie()[0]).not.toMatch(/; Secure/i);
    expect(other.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
  });

  it("writes the confirmation mail as an .eml file with the default mailer, link back to the page", async () => {
    const folder = mkdtempSync(join(tmpdir(), "auth-mail-"));
    const auth = createLocalAuth({
      db: handle.db,
      config: configFor({ emailConfirmation: true }),
      mailer: fileMailer(folder, "BTE Consulting <hello@example.com>"),
      rateLimit,
      passwordHasher,
      now: () => new Date(clock),
    });
    const email = uniqueEmail("eml");
    const result = await auth(new Request("http://localhost:3000/auth")).signUp(
      signUpInput(email),
      "http://localhost:3000/auth?returnTo=%2Fstore",
    );
    expect(result).toEqual({ ok: true, value: { needsConfirmation: true } });
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(folder, files[0]!), "utf8");
    expect(eml).toContain(`To: ${email.toLowerCase()}`);
    const unfolded = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(unfolded).toMatch(
      /http:\/\/localhost:3000\/auth\/confirm\?token_hash=[0-9a-f]{64}&type=email&next=%2Fauth%3FreturnTo%3D%252Fstore/,
    );
  });
});
