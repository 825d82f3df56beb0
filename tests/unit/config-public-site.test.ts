import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/.server/config";

/** The problems parseConfig(source) names, or a failure if it parses. */
function problemsOf(source: Record<string, string>): string[] {
  try {
    parseConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

const POSTGRES = "postgres://app:secret@db.example.com:5432/app";

/** Safe defaults once the site is public (ADR 31). */
describe("a public site", () => {
  it("with no settings, the zero-setting trial: the sandbox runs, and one warning names SITE_URL", () => {
    const config = parseConfig({ NODE_ENV: "production" });
    expect(config.payments.offline).toBe(true);
    expect(config.startupWarnings).toEqual([
      "SITE_URL is not set: links in e-mails and canonical URLs will point at http://localhost:3000, and cookies are not Secure; set it to the site's public address",
    ]);
  });

  it("the warning does not claim insecure cookies when COOKIE_SECURE=true", () => {
    expect(parseConfig({ PORT: "4000", COOKIE_SECURE: "true" }).startupWarnings).toEqual([
      "SITE_URL is not set: links in e-mails and canonical URLs will point at http://localhost:4000; set it to the site's public address",
    ]);
  });

  it.each([
    "http://localhost:4000",
    "http://LOCALHOST",
    "http://127.0.0.1:3000",
    "http://127.8.9.10",
    "http://[::1]:3000/",
  ])("SITE_URL=%s is this machine: the sandbox runs, without a warning", (SITE_URL) => {
    const config = parseConfig({ NODE_ENV: "production", SITE_URL });
    expect(config.payments.offline).toBe(true);
    expect(config.startupWarnings).toEqual([]);
  });

  it.each([
    "https://shop.example",
    "http://192.168.1.20:3000",
    "http://localhost.evil.example",
    "http://127.0.0.1.evil.example",
    "http://[::2]",
  ])("SITE_URL=%s is public: no test cards unless PAYMENTS_SANDBOX=on", (SITE_URL) => {
    const closed = parseConfig({ NODE_ENV: "production", SITE_URL });
    expect(closed.payments.offline).toBe(false);
    expect(closed.startupWarnings).toEqual([
      "checkout is closed: no payment provider is configured (Square or PayPal), and a public site runs the test-card sandbox only with PAYMENTS_SANDBOX=on",
    ]);
    const sandbox = parseConfig({ NODE_ENV: "production", SITE_URL, PAYMENTS_SANDBOX: "on" });
    expect(sandbox.payments.offline).toBe(true);
    expect(sandbox.startupWarnings).toEqual([]);
    const off = parseConfig({ NODE_ENV: "production", SITE_URL, PAYMENTS_SANDBOX: "off" });
    expect(off.payments.offline).toBe(false);
    expect(off.startupWarnings).toEqual([]);
  });

  it("in any environment: NODE_ENV unset does not make a public address a trial", () => {
    expect(parseConfig({ SITE_URL: "https://shop.example" }).payments.offline).toBe(false);
  });

  it("DATABASE_URL is public, and refuses to start without SITE_URL, naming it", () => {
    for (const NODE_ENV of ["development", "production"]) {
      expect(problemsOf({ NODE_ENV, DATABASE_URL: POSTGRES, PAYMENTS_SANDBOX: "on" })).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^SITE_URL missing: required with DATABASE_URL/),
        ]),
      );
    }
    const onPostgres = { DATABASE_URL: POSTGRES, SITE_URL: "http://localhost:3000" };
    expect(parseConfig(onPostgres).payments.offline).toBe(false);
    expect(parseConfig({ ...onPostgres, PAYMENTS_SANDBOX: "on" }).payments.offline).toBe(true);
  });

  it("PAYMENTS_OFFLINE, the earlier name, still works; disagreeing with PAYMENTS_SANDBOX is refused", () => {
    const SITE_URL = "https://shop.example";
    expect(parseConfig({ SITE_URL, PAYMENTS_OFFLINE: "on" }).payments.offline).toBe(true);
    expect(parseConfig({ PAYMENTS_OFFLINE: "off" }).payments.offline).toBe(false);
    expect(
      parseConfig({ SITE_URL, PAYMENTS_OFFLINE: "on", PAYMENTS_SANDBOX: "true" }).payments.offline,
    ).toBe(true);
    expect(problemsOf({ SITE_URL, PAYMENTS_OFFLINE: "on", PAYMENTS_SANDBOX: "off" })).toEqual([
      "PAYMENTS_OFFLINE disagrees with PAYMENTS_SANDBOX: PAYMENTS_OFFLINE is its earlier name; remove it",
    ]);
    expect(problemsOf({ PAYMENTS_SANDBOX: "maybe" })).toEqual([
      'PAYMENTS_SANDBOX must be "on" or "off"',
    ]);
  });
});
