import { hkdfSync } from "node:crypto";
import { createCookie } from "react-router";
import { eq, lt } from "drizzle-orm";
import { z } from "zod";
import { decrypt, encrypt, randomToken, sha256 } from "../../auth/local/crypto";
import type { Database } from "../../db";
import { recoveryCodeViews } from "../../db/schema";
import { cookieDefaults, cookieName } from "../../security/cookies";

/**
 * New recovery codes wait for the one GET after the POST that made them, sealed on the server
 * with a key only the cookie's token derives: the cookie alone, or the row alone, reveals nothing.
 * @see docs/decisions/0029-host-cookies-and-recovery-codes-view.md
 */
const VIEW_TTL_S = 10 * 60;
const codesSchema = z.array(z.string().max(20)).min(1).max(20);

function viewCookie() {
  return createCookie(cookieName("recovery_view"), { ...cookieDefaults(), maxAge: VIEW_TTL_S });
}

function keyOf(token: string): Buffer {
  return Buffer.from(hkdfSync("sha256", token, "", "recovery codes view", 32));
}

export async function flashRecoveryCodes(
  db: Database,
  userId: string,
  codes: string[],
  now = new Date(),
): Promise<string> {
  const token = randomToken(32);
  await db.delete(recoveryCodeViews).where(lt(recoveryCodeViews.expiresAt, now));
  await db.insert(recoveryCodeViews).values({
    idHash: sha256(token),
    userId,
    sealed: encrypt(keyOf(token), JSON.stringify(codes), userId),
    expiresAt: new Date(now.getTime() + VIEW_TTL_S * 1000),
  });
  return viewCookie().serialize(token);
}

/** The row is deleted whoever asks: a shared browser never shows one user's codes to another. */
export async function takeRecoveryCodes(
  db: Database,
  request: Request,
  userId: string,
  now = new Date(),
): Promise<{ codes: string[] | null; setCookie: string | null }> {
  const cookie = viewCookie();
  if (!request.headers.get("Cookie")?.includes(`${cookie.name}=`)) {
    return { codes: null, setCookie: null };
  }
  const clear = await cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  const token: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) {
    return { codes: null, setCookie: clear };
  }
  const [row] = await db
    .delete(recoveryCodeViews)
    .where(eq(recoveryCodeViews.idHash, sha256(token)))
    .returning();
  if (!row || row.userId !== userId || row.expiresAt <= now) {
    return { codes: null, setCookie: clear };
  }
  const opened = decrypt(keyOf(token), row.sealed, userId);
  const parsed = codesSchema.safeParse(opened === null ? null : JSON.parse(opened));
  return { codes: parsed.success ? parsed.data : null, setCookie: clear };
}
