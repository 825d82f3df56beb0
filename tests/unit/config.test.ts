import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/.server/config";

/** The ConfigError thrown by parseConfig(source), or a failure if it parses. */
function problemsOf(source: Record<string, string | undefined>): ConfigError {
  try {
    parseConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("falls back to the embedded defaults when nothing is set", () => {
    expect(parseConfig({})).toMatchObject({
      env: "development",
      isProduction: false,
      siteUrl: "http://localhost:3000",
      dataDir: ".data",
      databaseUrl: undefined,
      sessionSecret: undefined,
      cookieSecure: false,
      logLevel: "info",
      supabase: undefined,
    });
  });

  it("treats empty and blank values as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", DATA_DIR: "  ", SUPABASE_URL: "" })).toMatchObject({
      dataDir: ".data",
      databaseUrl: undefined,
      supabase: undefined,
    });
  });

  it("reads a Postgres DATABASE_URL and a DATA_DIR", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://app:secret@db.example.com:5432/app",
      SITE_URL: "https://shop.example",
      DATA_DIR: "/var/lib/site",
    });
    expect(config.databaseUrl).toBe("postgres://app:secret@db.example.com:5432/app");
    expect(config.dataDir).toBe("/var/lib/site");
  });

  it("names DATABASE_URL when it is malformed", () => {
    for (const DATABASE_URL of ["not a url", "mysql://app@localhost/app"]) {
      const error = problemsOf({ DATABASE_URL });
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]).toMatch(/^DATABASE_URL must be a URL starting with postgres:/);
      expect(error.message).toContain("DATABASE_URL");
    }
  });

  it("[S-SECURITY-06] refuses to start with half a Supabase configuration", () => {
    const error = problemsOf({ SUPABASE_URL: "https://project.supabase.co" });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.problems).toEqual([expect.stringMatching(/^SUPABASE_ANON_KEY missing/)]);
    expect(error.message).toContain("SUPABASE_ANON_KEY");

    const keyOnly = problemsOf({ SUPABASE_ANON_KEY: "anon-key" });
    expect(keyOnly.problems).toEqual([expect.stringMatching(/^SUPABASE_URL missing/)]);

    expect(
      parseConfig({ SUPABASE_URL: "https://project.supabase.co", SUPABASE_ANON_KEY: "anon-key" })
        .supabase,
    ).toEqual({ url: "https://project.supabase.co", anonKey: "anon-key" });
  });

  it("refuses a SESSION_SECRET shorter than 32 characters", () => {
    const error = problemsOf({ SESSION_SECRET: "too-short" });
    expect(error.problems).toEqual(["SESSION_SECRET must be at least 32 characters"]);
    expect(parseConfig({ SESSION_SECRET: "x".repeat(32) }).sessionSecret).toBe("x".repeat(32));
  });

  it("refuses a HONEYPOT_SECRET shorter than 32 characters, and reads a long one", () => {
    expect(parseConfig({}).honeypotSecret).toBeUndefined();
    expect(problemsOf({ HONEYPOT_SECRET: "too-short" }).problems).toEqual([
      "HONEYPOT_SECRET must be at least 32 characters",
    ]);
    expect(parseConfig({ HONEYPOT_SECRET: "h".repeat(32) }).honeypotSecret).toBe("h".repeat(32));
  });

  it("refuses a PAYMENTS_SANDBOX_KEY shorter than 32 characters, and reads a long one", () => {
    expect(parseConfig({}).payments.sandboxKey).toBeUndefined();
    expect(problemsOf({ PAYMENTS_SANDBOX_KEY: "too-short" }).problems).toEqual([
      "PAYMENTS_SANDBOX_KEY must be at least 32 characters",
    ]);
    expect(parseConfig({ PAYMENTS_SANDBOX_KEY: "p".repeat(32) }).payments.sandboxKey).toBe(
      "p".repeat(32),
    );
  });

  it("production refuses test-only settings; elsewhere they are ignored", () => {
    expect(problemsOf({ NODE_ENV: "production", ENABLE_TEST_HOOKS: "true" }).problems).toEqual([
      expect.stringMatching(/^ENABLE_TEST_HOOKS is a test-only setting, refused in production/),
    ]);
    expect(() => parseConfig({ NODE_ENV: "test", ENABLE_TEST_HOOKS: "true" })).not.toThrow();
  });

  it("in production with DATABASE_URL (several instances) the secrets and the TOTP key are required", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://app:secret@db.example.com:5432/app",
      SITE_URL: "https://shop.example",
      PAYMENTS_SANDBOX: "on",
    };
    expect(problemsOf(production).problems).toEqual([
      expect.stringMatching(/^SESSION_SECRET missing: required in production with DATABASE_URL/),
      expect.stringMatching(
        /^AUTH_ENCRYPTION_KEY missing: required in production with DATABASE_URL/,
      ),
      expect.stringMatching(/^HONEYPOT_SECRET missing: required in production with DATABASE_URL/),
      expect.stringMatching(/^NEWSLETTER_SECRET missing: required in production with DATABASE_URL/),
    ]);
    expect(
      problemsOf({ ...production, SESSION_SECRET: "s".repeat(32) }).problems.map(
        (p) => p.split(" ")[0],
      ),
    ).toEqual(["AUTH_ENCRYPTION_KEY", "HONEYPOT_SECRET", "NEWSLETTER_SECRET"]);
    const key = Buffer.alloc(32, 5).toString("base64");
    const config = parseConfig({
      ...production,
      SESSION_SECRET: "s".repeat(32),
      HONEYPOT_SECRET: "h".repeat(32),
      NEWSLETTER_SECRET: "n".repeat(32),
      AUTH_ENCRYPTION_KEY: key,
    });
    expect([config.sessionSecret, config.honeypotSecret, config.newsletterSecret]).toEqual([
      "s".repeat(32),
      "h".repeat(32),
      "n".repeat(32),
    ]);
    expect(config.auth.encryptionKey?.toString("base64")).toBe(key);
    // One instance on its own database folder generates them.
    expect(parseConfig({ NODE_ENV: "production" }).honeypotSecret).toBeUndefined();
    expect(parseConfig({ NODE_ENV: "production" }).auth.encryptionKey).toBeUndefined();
    // Supabase keeps the second factors: no TOTP secret is stored here, no key needed.
    const withSupabase = {
      ...production,
      SESSION_SECRET: "s".repeat(32),
      HONEYPOT_SECRET: "h".repeat(32),
      NEWSLETTER_SECRET: "n".repeat(32),
      SUPABASE_URL: "https://x.supabase.co",
      SUPABASE_ANON_KEY: "anon",
    };
    expect(parseConfig(withSupabase).auth.encryptionKey).toBeUndefined();
  });

  it("reads old TOTP keys for a rotation, and names a malformed one", () => {
    const a = Buffer.alloc(32, 1).toString("base64");
    const b = Buffer.alloc(32, 2).toString("base64url");
    const config = parseConfig({ AUTH_ENCRYPTION_KEYS_OLD: `${a}, ${b}` });
    expect(config.auth.oldEncryptionKeys.map((k) => k[0])).toEqual([1, 2]);
    expect(parseConfig({}).auth.oldEncryptionKeys).toEqual([]);
    expect(problemsOf({ AUTH_ENCRYPTION_KEYS_OLD: `${a},short` }).problems).toEqual([
      "AUTH_ENCRYPTION_KEYS_OLD must be keys of 32 bytes in base64, separated by commas",
    ]);
  });

  it("lists every problem at once", () => {
    const error = problemsOf({
      DATABASE_URL: "nope",
      SESSION_SECRET: "short",
      SUPABASE_URL: "https://x.supabase.co",
    });
    expect(error.problems.map((p) => p.split(" ")[0])).toEqual(
      expect.arrayContaining(["DATABASE_URL", "SESSION_SECRET", "SUPABASE_ANON_KEY"]),
    );
  });

  it("leads: targets off, mail to .eml files and the default limits when nothing is set", () => {
    expect(parseConfig({}).leads).toEqual({
      webhookUrl: undefined,
      forwardUrl: undefined,
      emailTo: undefined,
      smtpUrl: undefined,
      mailApi: undefined,
      mailFrom: undefined,
      maxAttempts: 8,
      pollMs: 15_000,
      perIpPerHour: 20,
      perEmailPerHour: 5,
    });
  });

  it("leads: reads the targets, SMTP and the numbers", () => {
    const leads = parseConfig({
      LEADS_WEBHOOK_URL: "https://hooks.example.com/catch/1",
      LEADS_FORWARD_URL: "https://forms.example.com/ajax/owner@example.com",
      LEADS_EMAIL_TO: "owner@example.com",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: "BTE Consulting <hello@example.com>",
      OUTBOX_MAX_ATTEMPTS: "5",
      OUTBOX_POLL_SECONDS: "30",
      FORM_RATE_LIMIT_PER_IP: "100",
      FORM_RATE_LIMIT_PER_EMAIL: "3",
    }).leads;
    expect(leads).toMatchObject({
      maxAttempts: 5,
      pollMs: 30_000,
      perIpPerHour: 100,
      perEmailPerHour: 3,
    });
    expect(leads.smtpUrl).toBe("smtps://user:pass@smtp.example.com:465");
  });

  it("mail: MAIL_API_KEY sends through Resend's API unless MAIL_API_URL names another", () => {
    expect(parseConfig({ MAIL_API_KEY: "re_key" }).leads.mailApi).toEqual({
      url: "https://api.resend.com",
      key: "re_key",
    });
    const local = { MAIL_API_KEY: "re_key", MAIL_API_URL: "http://127.0.0.1:8025" };
    expect(parseConfig(local).leads.mailApi).toEqual({
      url: "http://127.0.0.1:8025",
      key: "re_key",
    });
    expect(parseConfig({}).leads.mailApi).toBeUndefined();
  });

  it("mail: refuses the API over plain http to another machine, SMTP beside it, and a URL without a key", () => {
    const plain = problemsOf({ MAIL_API_KEY: "re_key", MAIL_API_URL: "http://mail.example.com" });
    expect(plain.problems).toEqual([
      "MAIL_API_URL must be a URL starting with https: (http: only for this machine)",
    ]);
    const both = problemsOf({ MAIL_API_KEY: "re_key", SMTP_URL: "smtp://smtp.example.com" });
    expect(both.problems).toEqual([
      "SMTP_URL and MAIL_API_KEY are both set: mail goes through one of them; remove one",
    ]);
    const keyless = problemsOf({ MAIL_API_URL: "https://mail.example.com" });
    expect(keyless.problems).toEqual([
      "MAIL_API_KEY missing: MAIL_API_URL is set, and the mail API needs its key",
    ]);
  });

  it("leads: names each malformed setting", () => {
    const error = problemsOf({
      LEADS_WEBHOOK_URL: "ftp://nope",
      LEADS_EMAIL_TO: "owner",
      SMTP_URL: "https://smtp.example.com",
      OUTBOX_MAX_ATTEMPTS: "0",
      FORM_RATE_LIMIT_PER_EMAIL: "many",
    });
    expect(error.problems.map((p) => p.split(" ")[0]).sort()).toEqual([
      "FORM_RATE_LIMIT_PER_EMAIL",
      "LEADS_EMAIL_TO",
      "LEADS_WEBHOOK_URL",
      "OUTBOX_MAX_ATTEMPTS",
      "SMTP_URL",
    ]);
  });

  it("auth: e-mail confirmation on in production, off in development and test, by default", () => {
    expect(parseConfig({}).auth).toEqual({
      emailConfirmation: false,
      encryptionKey: undefined,
      oldEncryptionKeys: [],
      perIpPer15Min: 50,
      perEmailPer15Min: 10,
      trustProxyHops: 0,
      passwordHashing: "standard",
    });
    expect(parseConfig({ NODE_ENV: "test" }).auth.emailConfirmation).toBe(false);
    expect(parseConfig({ NODE_ENV: "production" }).auth.emailConfirmation).toBe(true);
  });

  it("auth: reads the confirmation switch, the encryption key and the limits", () => {
    const key = Buffer.alloc(32, 9);
    const config = parseConfig({
      NODE_ENV: "production",
      AUTH_EMAIL_CONFIRMATION: "off",
      AUTH_ENCRYPTION_KEY: key.toString("base64"),
      AUTH_RATE_LIMIT_PER_IP: "200",
      AUTH_RATE_LIMIT_PER_EMAIL: "5",
    });
    expect(config.auth.emailConfirmation).toBe(false);
    expect(config.auth.encryptionKey?.equals(key)).toBe(true);
    expect(config.auth.perIpPer15Min).toBe(200);
    expect(config.auth.perEmailPer15Min).toBe(5);
    for (const on of ["on", "true", "1"]) {
      expect(parseConfig({ AUTH_EMAIL_CONFIRMATION: on }).auth.emailConfirmation).toBe(true);
    }
    expect(
      parseConfig({ AUTH_ENCRYPTION_KEY: key.toString("base64url") }).auth.encryptionKey?.equals(
        key,
      ),
    ).toBe(true);
  });

  it("auth: names each malformed setting", () => {
    const error = problemsOf({
      AUTH_EMAIL_CONFIRMATION: "maybe",
      AUTH_ENCRYPTION_KEY: Buffer.alloc(16).toString("base64"),
      AUTH_RATE_LIMIT_PER_IP: "0",
      AUTH_RATE_LIMIT_PER_EMAIL: "ten",
    });
    expect(error.problems.map((p) => p.split(" ")[0]).sort()).toEqual([
      "AUTH_EMAIL_CONFIRMATION",
      "AUTH_ENCRYPTION_KEY",
      "AUTH_RATE_LIMIT_PER_EMAIL",
      "AUTH_RATE_LIMIT_PER_IP",
    ]);
    expect(error.message).toMatch(/AUTH_ENCRYPTION_KEY must be 32 bytes in base64/);
  });

  it("auth: PASSWORD_HASHING picks standard or low-memory, and refuses anything else by name", () => {
    expect(parseConfig({ PASSWORD_HASHING: "" }).auth.passwordHashing).toBe("standard");
    expect(parseConfig({ PASSWORD_HASHING: "standard" }).auth.passwordHashing).toBe("standard");
    expect(parseConfig({ PASSWORD_HASHING: " low-memory " }).auth.passwordHashing).toBe(
      "low-memory",
    );
    for (const wrong of ["low", "Standard", "toString"]) {
      expect(problemsOf({ PASSWORD_HASHING: wrong }).problems).toEqual([
        'PASSWORD_HASHING must be "standard" or "low-memory"',
      ]);
    }
  });

  describe("payments (ADR 21)", () => {
    const square = {
      SQUARE_ACCESS_TOKEN: "EAAA-token",
      SQUARE_APPLICATION_ID: "sandbox-sq0idb-app",
      SQUARE_LOCATION_ID: "L1",
      SQUARE_WEBHOOK_SIGNATURE_KEY: "sig-key",
      SQUARE_WEBHOOK_URL: "https://shop.example.com/webhooks/square",
    };
    const paypal = {
      PAYPAL_CLIENT_ID: "client",
      PAYPAL_CLIENT_SECRET: "secret",
      PAYPAL_WEBHOOK_ID: "WH-1",
    };

    it("with no provider the offline sandbox takes payments; PAYMENTS_SANDBOX=off turns checkout off", () => {
      expect(parseConfig({}).payments).toEqual({
        offline: true,
        square: undefined,
        paypal: undefined,
      });
      expect(parseConfig({ PAYMENTS_SANDBOX: "off" }).payments.offline).toBe(false);
    });

    it("a real provider is sandbox unless production is asked for, and switches the offline sandbox off", () => {
      const config = parseConfig({ ...square, ...paypal }).payments;
      expect(config.offline).toBe(false);
      expect(config.square).toMatchObject({ environment: "sandbox", locationId: "L1" });
      expect(config.paypal).toMatchObject({ environment: "sandbox", webhookId: "WH-1" });
      expect(
        parseConfig({ ...square, SQUARE_ENVIRONMENT: "production" }).payments.square?.environment,
      ).toBe("production");
    });

    it("a half-configured provider is refused, naming what is missing", () => {
      const { SQUARE_WEBHOOK_URL: _url, ...squareWithoutUrl } = square;
      expect(problemsOf(squareWithoutUrl).problems).toEqual([
        expect.stringMatching(/^SQUARE_WEBHOOK_URL missing: Square is half-configured/),
      ]);
      expect(problemsOf({ PAYPAL_CLIENT_ID: "client" }).problems).toEqual([
        expect.stringMatching(
          /^PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID missing: PayPal is half-configured/,
        ),
      ]);
    });

    it("the offline sandbox never runs beside a real provider", () => {
      expect(problemsOf({ ...square, PAYMENTS_SANDBOX: "on" }).problems).toEqual([
        expect.stringMatching(/^PAYMENTS_SANDBOX=on with a real payment provider configured/),
      ]);
      expect(parseConfig({ ...square, PAYMENTS_SANDBOX: "off" }).payments.offline).toBe(false);
    });
  });

  it("the site's address defaults to this machine on PORT, and cookies are Secure only over https", () => {
    expect(parseConfig({ PORT: "4000" }).siteUrl).toBe("http://localhost:4000");
    expect(parseConfig({}).siteUrl).toBe("http://localhost:3000");
    expect(parseConfig({ NODE_ENV: "production" }).cookieSecure).toBe(false);
    expect(parseConfig({ SITE_URL: "https://shop.example/" })).toMatchObject({
      siteUrl: "https://shop.example",
      cookieSecure: true,
    });
    expect(
      parseConfig({ SITE_URL: "https://shop.example", COOKIE_SECURE: "false" }).cookieSecure,
    ).toBe(false);
  });
});
