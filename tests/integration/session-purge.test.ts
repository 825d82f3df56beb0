import { afterEach, describe, expect, it } from "vitest";
import { createSessionPurge, type SessionPurge } from "~/.server/auth/local/session-purge";
import { SESSION_IDLE_MS, SESSION_TTL_MS } from "~/.server/auth/local/sessions";
import { runMigrations } from "~/.server/db/migrate";
import { localCredentials, sessions } from "~/.server/db/schema";
import { eachDatabase, type TestDatabase } from "./support/database";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(eachDatabase())("session purge on $name", (target) => {
  let handle: TestDatabase | undefined;
  let purge: SessionPurge | undefined;

  afterEach(async () => {
    purge?.stop();
    await handle?.close();
  });

  it("deletes expired and idle sessions when it starts, and keeps live ones", async () => {
    handle = await target.open();
    await runMigrations(handle);
    const now = new Date("2026-03-01T12:00:00Z");
    const [user] = await handle.db
      .insert(localCredentials)
      .values({ email: "ada@example.com", passwordHash: "scrypt$x", emailConfirmedAt: now })
      .returning();
    const row = (idHash: string, lastSeenAgoMs: number, expiresInMs: number) => ({
      idHash,
      userId: user!.userId,
      createdAt: new Date(now.getTime() - 20 * DAY_MS),
      lastSeenAt: new Date(now.getTime() - lastSeenAgoMs),
      expiresAt: new Date(now.getTime() + expiresInMs),
    });
    await handle.db
      .insert(sessions)
      .values([
        row("live", 60_000, SESSION_TTL_MS / 2),
        row("expired", 60_000, -1),
        row("idle", SESSION_IDLE_MS + 1, SESSION_TTL_MS / 2),
      ]);

    purge = createSessionPurge({ db: handle.db, now: () => now });
    purge.start();
    const left = async () =>
      (await handle!.db.select({ idHash: sessions.idHash }).from(sessions)).map((r) => r.idHash);
    await expect.poll(left, { timeout: 5000 }).toEqual(["live"]);
  });
});
