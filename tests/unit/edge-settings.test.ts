import { describe, expect, it } from "vitest";
import { ConfigError } from "~/.server/config";
import { edgeEnvironment, edgeProblems, useEdgeEnvironment } from "~/.server/edge/edge-settings";

/** What a Worker's settings must hold, and what the edge chooses by itself. */
const complete = {
  SITE_URL: "https://shop.example",
  DATABASE_URL: "postgres://site:pw@db.example:5432/site",
  SESSION_SECRET: "s".repeat(40),
  HONEYPOT_SECRET: "h".repeat(40),
  NEWSLETTER_SECRET: "n".repeat(40),
  AUTH_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  MAIL_API_KEY: "re_live_key",
};

describe("the edge's settings", () => {
  it("is production with the low-memory password hashing unless told otherwise", () => {
    const source = edgeEnvironment({});
    expect(source.NODE_ENV).toBe("production");
    expect(source.PASSWORD_HASHING).toBe("low-memory");
    expect(edgeEnvironment({ PASSWORD_HASHING: "standard" }).PASSWORD_HASHING).toBe("standard");
  });

  it("takes Hyperdrive's connection over DATABASE_URL, and only text bindings as settings", () => {
    const source = edgeEnvironment({
      DATABASE_URL: "postgres://direct@db.example/site",
      HYPERDRIVE: { connectionString: "postgres://pooled@hyperdrive.local/site" },
      ASSETS: { fetch() {} },
    });
    expect(source.DATABASE_URL).toBe("postgres://pooled@hyperdrive.local/site");
    expect(source).not.toHaveProperty("ASSETS");
    expect(source).not.toHaveProperty("HYPERDRIVE");
  });

  it("names every setting a Worker cannot do without", () => {
    const problems = edgeProblems(edgeEnvironment({}));
    for (const name of [
      "DATABASE_URL",
      "SITE_URL",
      "SESSION_SECRET",
      "HONEYPOT_SECRET",
      "NEWSLETTER_SECRET",
      "AUTH_ENCRYPTION_KEY",
      "MAIL_API_KEY",
    ]) {
      expect(problems.some((problem) => problem.startsWith(`${name} missing`))).toBe(true);
    }
    expect(problems.find((p) => p.startsWith("DATABASE_URL"))).toContain("no disk");
  });

  it("asks for the sandbox's key only when the sandbox runs, and no encryption key with Supabase", () => {
    expect(edgeProblems(edgeEnvironment(complete))).toEqual([]);
    const sandbox = edgeProblems(edgeEnvironment({ ...complete, PAYMENTS_SANDBOX: "on" }));
    expect(sandbox).toEqual([expect.stringMatching(/^PAYMENTS_SANDBOX_KEY missing/)]);
    const supabase = {
      ...complete,
      AUTH_ENCRYPTION_KEY: "",
      SUPABASE_URL: "https://x.supabase.co",
    };
    expect(edgeProblems(edgeEnvironment(supabase))).toEqual([]);
  });

  it("refuses SMTP: mail leaves a Worker through the HTTP API", () => {
    const problems = edgeProblems(
      edgeEnvironment({ ...complete, MAIL_API_KEY: "", SMTP_URL: "smtp://mail.example:587" }),
    );
    expect(problems).toEqual([expect.stringMatching(/^SMTP_URL is not supported on a Worker/)]);
  });

  it("throws one ConfigError listing the edge's and the configuration's problems, each name once", () => {
    const env: Record<string, string | undefined> = {};
    let thrown: unknown;
    try {
      useEdgeEnvironment({ ...complete, SESSION_SECRET: "", SITE_URL: "not a url" }, env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const problems = (thrown as ConfigError).problems;
    expect(problems.filter((p) => p.startsWith("SESSION_SECRET"))).toHaveLength(1);
    expect(problems.some((p) => p.startsWith("SITE_URL"))).toBe(true);
    expect(env).toEqual({});
  });

  it("makes complete settings the process's", () => {
    const env: Record<string, string | undefined> = { LOG_LEVEL: "warn" };
    useEdgeEnvironment(complete, env);
    expect(env).toMatchObject({ ...complete, LOG_LEVEL: "warn", PASSWORD_HASHING: "low-memory" });
  });
});
