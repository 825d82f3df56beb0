import { setTimeout as delay } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "~/.server/config";
import { openDatabase } from "~/.server/db/client";
import { runMigrations } from "~/.server/db/migrate";
import { rateLimits } from "~/.server/db/schema";
import { useEdgeEnvironment } from "~/.server/edge/edge-settings";
import {
  edgeDatabaseReady,
  edgeLoadContext,
  edgeScheduledRun,
} from "~/.server/edge/request-context";
import { createIsolatedPostgres } from "../support/database";
import { appContextOf, clientIpOf } from "~/.server/context";

/**
 * A Worker's app context, on Postgres only (a Worker has no embedded database): a pool of its
 * own per request, closed once the work the request deferred is over.
 */
const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)("a Worker's context per request, on Postgres", () => {
  let drop: (() => Promise<void>) | undefined;
  const saved = { ...process.env };

  beforeAll(async () => {
    const isolated = await createIsolatedPostgres(baseUrl!);
    drop = isolated.drop;
    const handle = await openDatabase({ databaseUrl: isolated.url });
    await runMigrations(handle);
    await handle.close();
    useEdgeEnvironment(
      {
        SITE_URL: "https://shop.example",
        HYPERDRIVE: { connectionString: isolated.url },
        SESSION_SECRET: "s".repeat(40),
        HONEYPOT_SECRET: "h".repeat(40),
        NEWSLETTER_SECRET: "n".repeat(40),
        AUTH_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
        MAIL_API_KEY: "re_test",
        MAIL_API_URL: "http://127.0.0.1:9",
      },
      process.env,
    );
  });

  afterAll(async () => {
    process.env = saved;
    await drop?.();
  });

  /** The `ctx.waitUntil` of one request: what it was given, to wait for as the runtime would. */
  function waitUntil() {
    const kept: Promise<unknown>[] = [];
    return { add: (work: Promise<unknown>) => void kept.push(work), all: () => Promise.all(kept) };
  }

  it("builds the app on Hyperdrive's database with the edge's settings", async () => {
    const kept = waitUntil();
    const { context, finish } = await edgeLoadContext("203.0.113.9", kept.add);
    expect(clientIpOf(context)).toBe("203.0.113.9");
    expect(getConfig().auth.passwordHashing).toBe("low-memory");
    const app = await appContextOf(context);
    const { rows } = await app.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(rows).toEqual([{ one: 1 }]);
    finish();
    await kept.all();
    await expect(app.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it("closes the pool only once the work the request deferred is over", async () => {
    const kept = waitUntil();
    const { context, finish } = await edgeLoadContext(null, kept.add);
    const app = await appContextOf(context);
    let late: unknown;
    app.defer(
      delay(50).then(async () => {
        late = (await app.db.execute<{ two: number }>(sql`select 2 as two`)).rows;
      }),
    );
    finish();
    await kept.all();
    expect(late).toEqual([{ two: 2 }]);
  });

  it("runs the scheduled work on a pool of its own, and the probe says the database answers", async () => {
    const kept = waitUntil();
    const { context, finish } = await edgeLoadContext(null, kept.add);
    await (await appContextOf(context)).db.insert(rateLimits).values({
      key: "edge-test",
      points: 1,
      expire: new Date(Date.now() - 60_000),
    });
    finish();
    const report = await edgeScheduledRun(kept.add);
    expect(report.sessions).toEqual({ deleted: 0, rateLimitsDeleted: 1 });
    expect(report.outbox).not.toBe("failed");
    expect(report.payments).not.toBe("failed");
    await kept.all();
    expect(await edgeDatabaseReady()).toBe(true);
  });
});
