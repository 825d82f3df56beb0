import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { videos as videoContent } from "~/content/videos";
import { newsletterSubscribers, videos } from "~/.server/db/schema";
import { createIsolatedPostgres } from "./support/database";

/**
 * getDb() is the process's database, opened from the configuration (getConfig() reads
 * process.env once per module instance): each case sets the environment, then loads fresh
 * modules. The singleton itself lives on globalThis, which is why every case ends with closeDb().
 */
type Env = { DATA_DIR?: string; DATABASE_URL?: string };
const saved: Env = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
const cleanups: (() => Promise<void>)[] = [];
const dropAtEnd: (() => Promise<void>)[] = [];

async function loadWith(env: Env) {
  for (const name of ["DATA_DIR", "DATABASE_URL"] as const) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  vi.resetModules();
  const db = await import("~/.server/db");
  cleanups.push(() => db.closeDb());
  return db;
}

afterAll(async () => {
  for (const drop of dropAtEnd) await drop();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

type Setup = { name: string; env(): Promise<Env> };

const setups: Setup[] = [
  {
    name: "PGlite on disk",
    env: async () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "getdb-")) }),
  },
];
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  setups.push({
    name: "Postgres",
    env: async () => {
      const isolated = await createIsolatedPostgres(testDatabaseUrl);
      dropAtEnd.push(() => isolated.drop());
      return { DATABASE_URL: isolated.url };
    },
  });
}

describe.each(setups)("getDb on $name", (setup) => {
  let env: Env;
  beforeAll(async () => {
    env = await setup.env();
  });

  it("opens, migrates and seeds once, and answers pingDatabase", async () => {
    const { getDb, pingDatabase } = await loadWith(env);
    const [first, second] = await Promise.all([getDb(), getDb()]);
    expect(first).toBe(second);
    expect(await getDb()).toBe(first);
    const [row] = await first.select({ n: count() }).from(videos);
    expect(row!.n).toBe(videoContent.length);
    expect(await pingDatabase()).toBe(true);
  });

  it("closes (releasing the PGlite lock) and reopens the same data", async () => {
    const { getDb, closeDb, pingDatabase } = await loadWith(env);
    const before = await getDb();
    const email = `kept-${Date.now()}@example.com`;
    await before.insert(newsletterSubscribers).values({ email, fullName: "Kept Reader" });
    const lockFile = env.DATA_DIR && path.join(env.DATA_DIR, "pglite.lock");
    // The lock names its holder: the process, then the site it serves (for `npm run leads`).
    if (lockFile) expect(readFileSync(lockFile, "utf8").split("\n")[0]).toBe(String(process.pid));
    await closeDb();
    if (lockFile) expect(existsSync(lockFile)).toBe(false);
    const after = await getDb();
    expect(after).not.toBe(before);
    const kept = await after
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(kept).toHaveLength(1);
    expect(await pingDatabase()).toBe(true);
  });
});

describe("pingDatabase", () => {
  it("is false, within its timeout, when the database cannot be reached", async () => {
    const { pingDatabase } = await loadWith({
      DATABASE_URL: "postgres://nobody:x@127.0.0.1:1/none",
    });
    const started = Date.now();
    expect(await pingDatabase()).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
