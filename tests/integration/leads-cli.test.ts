import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { runMigrations } from "~/.server/db/migrate";
import { deliveries } from "~/.server/db/schema";
import { storeLead } from "~/.server/leads/store";

/**
 * `npm run leads` prints what visitors typed. A lead stored before names were cleaned (or
 * written by anything else) may hold terminal escape sequences: the command prints them as
 * visible escapes, never as controls the terminal would obey.
 */
const ESC = "\u001b";
const dataDir = mkdtempSync(join(tmpdir(), "leads-cli-"));

// Anything a terminal acts on, but the line feed that ends each line (and, in CSV, quoted breaks).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

async function leads(...args: string[]) {
  const { stdout } = await promisify(execFile)(
    "node_modules/.bin/tsx",
    ["scripts/leads.ts", ...args],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" },
    },
  );
  return stdout;
}

beforeAll(async () => {
  const handle = await openDatabase({ dataDir });
  try {
    await runMigrations(handle);
    const stored = await storeLead(
      handle.db,
      {
        webhookUrl: "http://127.0.0.1:9/hook",
        forwardUrl: undefined,
        emailTo: undefined,
        smtpUrl: undefined,
        mailApi: undefined,
        mailFrom: undefined,
        maxAttempts: 3,
        pollMs: 1000,
        perIpPerHour: 10,
        perEmailPerHour: 10,
      },
      {
        kind: "contact",
        fields: {
          fullName: `Ada${ESC}[2J${ESC}]0;owned\u0007\u202eLovelace\u009b31m`,
          email: `ada${ESC}[8m@example.test`,
          telephone: "7045550100",
          businessNeeds: ["Other"],
          comments: `line one\nline two${ESC}[1A`,
        },
      },
    );
    await handle.db
      .update(deliveries)
      .set({ status: "dead", lastError: `HTTP 500${ESC}[0m` })
      .where(eq(deliveries.id, stored.deliveryIds[0]!));
  } finally {
    await handle.close();
  }
}, 60_000);

describe("npm run leads", () => {
  it("list: every control a visitor typed comes out as a visible escape", async () => {
    const output = await leads("list");
    expect(output).not.toMatch(CONTROL);
    expect(output).toContain("Ada\\x1b[2J\\x1b]0;owned\\x07\\u202eLovelace\\x9b31m");
    expect(output).toContain("<ada\\x1b[8m@example.test>");
    expect(output).toContain("webhook:dead(HTTP 500\\x1b[0m)");
    expect(output).toMatch(/1 lead\(s\) shown/);
  }, 60_000);

  it("export: the CSV keeps its quoted line breaks, and escapes the rest", async () => {
    const output = await leads("export", "leads");
    expect(output.replace(/\r\n|\n/g, "")).not.toMatch(CONTROL);
    expect(output).toContain('"line one\nline two\\x1b[1A"');
  }, 60_000);
});

describe("while the server holds the embedded database", () => {
  it("says so in one line and points to the running site's /admin (its address, not the command's), without the usage text", async () => {
    // The site runs on another port than the command's own configuration would say.
    const handle = await openDatabase({ dataDir, siteUrl: "http://localhost:4123" });
    try {
      const failed = await promisify(execFile)(
        "node_modules/.bin/tsx",
        ["scripts/leads.ts", "list"],
        {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: "",
            NODE_ENV: "test",
            SITE_URL: "http://localhost:3000",
          },
        },
      ).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr.trim().split("\n")).toEqual([
        `The site is running and holds the embedded database (process ${process.pid}): see leads, subscribers and orders on http://localhost:4123/admin, or stop the server first.`,
      ]);
    } finally {
      await handle.close();
    }
  });
});
