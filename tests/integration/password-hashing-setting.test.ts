import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppContext, type AppContext } from "~/.server/app-context";
import { parseConfig } from "~/.server/config";
import { runMigrations } from "~/.server/db/migrate";
import { localCredentials } from "~/.server/db/schema";
import { eachDatabase, type TestDatabase } from "./support/database";
import { goodPassword, signUpInput, TestBrowser, uniqueEmail } from "./support/auth-contract";

/**
 * PASSWORD_HASHING changed under existing accounts: the server built with the new setting signs
 * them in with the hash they have, and stores it again under its own parameters.
 */
describe.each(eachDatabase())("PASSWORD_HASHING switched on $name", (target) => {
  let handle: TestDatabase;
  const apps: AppContext[] = [];

  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
  });
  afterAll(async () => {
    for (const app of apps) await app.outbox.stop();
    await handle?.close();
  });

  async function server(passwordHashing?: string): Promise<AppContext> {
    const app = await createAppContext({
      config: parseConfig({
        NODE_ENV: "test",
        SITE_URL: "http://localhost:3000",
        SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
        AUTH_EMAIL_CONFIRMATION: "off",
        ...(passwordHashing && { PASSWORD_HASHING: passwordHashing }),
        ...(handle.url && { DATABASE_URL: handle.url, PAYMENTS_SANDBOX: "on" }),
      }),
      db: handle.db,
    });
    apps.push(app);
    return app;
  }

  const storedHash = (email: string) =>
    handle.db
      .select({ hash: localCredentials.passwordHash })
      .from(localCredentials)
      .where(eq(localCredentials.email, email.toLowerCase()))
      .then(([row]) => row!.hash);

  const signIn = (app: AppContext, email: string, password = goodPassword) =>
    new TestBrowser(app.auth).run((s) => s.signIn(email, password));

  it("an account hashed under standard signs in on a low-memory server and is rehashed to it", async () => {
    const email = uniqueEmail("switch");
    const standard = await server();
    await new TestBrowser(standard.auth).run((s) => s.signUp(signUpInput(email), "/"));
    expect(await storedHash(email)).toMatch(/^scrypt\$131072\$8\$1\$[^$]+\$[^$]+$/);

    const lowMemory = await server("low-memory");
    expect((await signIn(lowMemory, email, "Wrong horse battery 7")).ok).toBe(false);
    expect(await storedHash(email)).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await signIn(lowMemory, email)).toEqual({ ok: true, value: { needsMfa: false } });
    const rehashed = await storedHash(email);
    expect(rehashed).toMatch(/^scrypt\$16384\$8\$5\$[^$]+\$[^$]+$/);

    expect(await signIn(lowMemory, email)).toEqual({ ok: true, value: { needsMfa: false } });
    expect(await storedHash(email)).toBe(rehashed);

    // And back: a standard server takes the low-memory hash and stores a standard one again.
    expect((await signIn(standard, email)).ok).toBe(true);
    expect(await storedHash(email)).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
