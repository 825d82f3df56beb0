import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { limitSignIn } from "~/.server/auth/common/rate-limits";
import { openDatabase } from "~/.server/db/client";
import { runMigrations } from "~/.server/db/migrate";
import { rateLimits } from "~/.server/db/schema";
import { createRateLimiter, type Allowance, type RateLimiter } from "~/.server/security/rate-limit";
import { deleteExpiredRateLimits } from "~/.server/security/rate-limit-store";
import { eachDatabase, type TestDatabase } from "./support/database";

const START = Date.parse("2030-01-01T12:00:00.000Z");

const perMinute = (name: string, key: string, points: number): Allowance => ({
  name,
  key,
  points,
  durationS: 60,
});

describe.each(eachDatabase())("rate limits on $name", (target) => {
  let handle: TestDatabase;
  let clock = START;
  const now = () => new Date(clock);
  let rateLimit: RateLimiter;

  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
    rateLimit = createRateLimiter({ db: handle.db, now });
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    clock = START;
    await handle.db.delete(rateLimits);
  });

  async function stored(key: string) {
    const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    return row && { points: row.points, expire: row.expire?.toISOString() };
  }

  async function consumeTimes(allowances: Allowance[], times: number) {
    const results = [];
    for (let i = 0; i < times; i++) results.push(await rateLimit(allowances));
    return results;
  }

  it("counts up to the limit, then refuses with the seconds left of the window", async () => {
    const signIn = perMinute("auth-signin-ip", "203.0.113.9", 3);
    expect(await consumeTimes([signIn], 3)).toEqual(Array(3).fill({ limited: false }));
    expect(await rateLimit([signIn])).toEqual({ limited: true, retryAfterS: 60 });
    clock = START + 20_500;
    expect(await rateLimit([signIn])).toEqual({ limited: true, retryAfterS: 40 });
    expect(await stored("auth-signin-ip:203.0.113.9")).toEqual({
      points: 3,
      expire: new Date(START + 60_000).toISOString(),
    });
  });

  it("keeps separate counts per key and per limit name", async () => {
    await consumeTimes([perMinute("form-email-contact", "a@b.test", 2)], 2);
    expect(await rateLimit([perMinute("form-email-contact", "a@b.test", 2)])).toMatchObject({
      limited: true,
    });
    expect(await rateLimit([perMinute("form-email-contact", "c@d.test", 2)])).toEqual({
      limited: false,
    });
    expect(await rateLimit([perMinute("form-email-newsletter", "a@b.test", 2)])).toEqual({
      limited: false,
    });
  });

  it("allows again once the window has ended, counting from one", async () => {
    const code = perMinute("auth-mfa-user", "user-1", 2);
    await consumeTimes([code], 2);
    clock = START + 59_999;
    expect(await rateLimit([code])).toEqual({ limited: true, retryAfterS: 1 });
    clock = START + 60_000;
    expect(await rateLimit([code])).toEqual({ limited: false });
    expect(await stored("auth-mfa-user:user-1")).toEqual({
      points: 1,
      expire: new Date(START + 120_000).toISOString(),
    });
  });

  it("a refused request counts nothing and does not extend the wait", async () => {
    const reset = perMinute("auth-reset-email", "a@b.test", 2);
    await consumeTimes([reset], 2);
    for (const at of [10_000, 30_000, 59_000]) {
      clock = START + at;
      expect(await rateLimit([reset])).toEqual({
        limited: true,
        retryAfterS: (60_000 - at) / 1000,
      });
    }
    expect(await stored("auth-reset-email:a@b.test")).toEqual({
      points: 2,
      expire: new Date(START + 60_000).toISOString(),
    });
    clock = START + 60_000;
    expect(await rateLimit([reset])).toEqual({ limited: false });
  });

  it("refused by one allowance, counts none of the others, and waits for the longest", async () => {
    const ip = perMinute("form-ip-contact", "203.0.113.9", 5);
    const email = perMinute("form-email-contact", "a@b.test", 1);
    expect(await rateLimit([ip, email])).toEqual({ limited: false });
    clock = START + 10_000;
    const other = { ...perMinute("auth-slow", "a@b.test", 1), durationS: 120 };
    await rateLimit([other]);
    expect(await rateLimit([ip, email, other])).toEqual({ limited: true, retryAfterS: 120 });
    expect(await rateLimit([ip, email])).toEqual({ limited: true, retryAfterS: 50 });
    expect(await stored("form-ip-contact:203.0.113.9")).toMatchObject({ points: 1 });
  });

  it("peek counts nothing", async () => {
    const pair = perMinute("auth-signin-fail", "a@b.test|203.0.113.9", 2);
    for (let i = 0; i < 5; i++) expect(await rateLimit([pair], "peek")).toEqual({ limited: false });
    expect(await stored("auth-signin-fail:a@b.test|203.0.113.9")).toBeUndefined();
    await rateLimit([pair]);
    expect(await rateLimit([pair], "peek")).toEqual({ limited: false });
    expect(await stored("auth-signin-fail:a@b.test|203.0.113.9")).toMatchObject({ points: 1 });
    await rateLimit([pair]);
    clock = START + 15_000;
    expect(await rateLimit([pair], "peek")).toEqual({ limited: true, retryAfterS: 45 });
    expect(await stored("auth-signin-fail:a@b.test|203.0.113.9")).toMatchObject({ points: 2 });
    clock = START + 60_000;
    expect(await rateLimit([pair], "peek")).toEqual({ limited: false });
  });

  it("50 concurrent requests against a limit of 10: exactly 10 allowed", async () => {
    const ip = perMinute("form-ip-contact", "198.51.100.7", 10);
    const results = await Promise.all(Array.from({ length: 50 }, () => rateLimit([ip])));
    expect(results.filter((r) => !r.limited)).toHaveLength(10);
    expect(await stored("form-ip-contact:198.51.100.7")).toMatchObject({ points: 10 });
  });

  it("50 concurrent requests with two allowances: the refused ones count in neither", async () => {
    const ip = perMinute("form-ip-contact", "198.51.100.8", 10);
    const email = perMinute("form-email-contact", "flood@b.test", 100);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => rateLimit(i % 2 ? [ip, email] : [email, ip])),
    );
    expect(results.filter((r) => !r.limited)).toHaveLength(10);
    expect(await stored("form-ip-contact:198.51.100.8")).toMatchObject({ points: 10 });
    expect(await stored("form-email-contact:flood@b.test")).toMatchObject({ points: 10 });
  });

  it("two instances of the site on one database share the count", async () => {
    // On Postgres the second instance has a pool of its own; PGlite has one process by nature.
    const second = handle.url ? await openDatabase({ databaseUrl: handle.url }) : undefined;
    try {
      const other = createRateLimiter({ db: second?.db ?? handle.db, now });
      const email = perMinute("form-email-contact", "shared@b.test", 4);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? rateLimit : other)([email])),
      );
      expect(results.filter((r) => !r.limited)).toHaveLength(4);
      expect(await other([email], "peek")).toEqual({ limited: true, retryAfterS: 60 });
    } finally {
      await second?.close();
    }
  });

  it("deleteExpiredRateLimits deletes only the rows whose window has ended", async () => {
    await rateLimit([perMinute("a", "old", 5)]);
    clock = START + 30_000;
    await rateLimit([perMinute("a", "newer", 5)]);
    await rateLimit([{ ...perMinute("a", "long", 5), durationS: 3600 }]);
    clock = START + 60_000;
    expect(await deleteExpiredRateLimits(handle.db, now())).toBe(1);
    const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys.sort()).toEqual(["a:long", "a:newer"]);
    clock = START + 90_000;
    expect(await deleteExpiredRateLimits(handle.db, now())).toBe(1);
    expect(await stored("a:long")).toMatchObject({ points: 1 });
  });

  it("a sign-in flood from one /64 is stopped by one limit, whichever addresses it uses", async () => {
    const auth = { perIpPer15Min: 3, perEmailPer15Min: 100, trustProxyHops: 1 };
    const from = (ip: string) =>
      new Request("http://localhost/auth", { headers: { "x-forwarded-for": ip } });
    for (const ip of ["2001:db8:7:8::1", "2001:db8:7:8::2", "2001:db8:7:8:dead:beef:0:1"]) {
      expect(await limitSignIn(rateLimit, auth, from(ip), "a@b.test")).toBe(null);
    }
    const refused = await limitSignIn(rateLimit, auth, from("2001:db8:7:8::99"), "a@b.test");
    expect(refused).toMatchObject({ ok: false, error: { code: "rate_limited" } });
    expect(await limitSignIn(rateLimit, auth, from("2001:db8:7:9::1"), "a@b.test")).toBe(null);
  });
});
