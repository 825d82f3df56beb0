import { createCookie, type Cookie } from "react-router";
import { and, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/.server/db";
import { localCredentials, mfaFactors, sessions } from "~/.server/db/schema";
import { cookieName } from "~/.server/security/cookies";
import type { AssuranceLevel } from "../port";
import { randomToken, sha256 } from "./crypto";
import { deviceLabel } from "./device-label";

/** The database keeps only the id's SHA-256, so a leaked table does not sign anyone in. */
export const SESSION_COOKIE = "bte_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const LAST_SEEN_GRANULARITY_MS = 5 * 60 * 1000;

export function sessionCookie(secret: string, secure: boolean): Cookie {
  return createCookie(cookieName(SESSION_COOKIE, secure), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    secrets: [secret],
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export async function readSessionId(cookie: Cookie, request: Request): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export type ActiveSession = {
  idHash: string;
  aal: AssuranceLevel;
  userId: string;
  email: string;
  userCreatedAt: Date;
  hasVerifiedFactor: boolean;
};

export async function findSession(
  db: Database,
  id: string,
  now: Date,
): Promise<ActiveSession | null> {
  const idHash = sha256(id);
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      aal: sessions.aal,
      lastSeenAt: sessions.lastSeenAt,
      userId: localCredentials.userId,
      email: localCredentials.email,
      userCreatedAt: localCredentials.createdAt,
      hasVerifiedFactor: sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} = ${sessions.userId} and ${mfaFactors.status} = 'verified')`,
    })
    .from(sessions)
    .innerJoin(localCredentials, eq(localCredentials.userId, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince(now)),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return {
    idHash: row.idHash,
    aal: row.aal,
    userId: row.userId,
    email: row.email,
    userCreatedAt: row.userCreatedAt,
    hasVerifiedFactor: Boolean(row.hasVerifiedFactor),
  };
}

export async function createSession(
  db: Database | Transaction,
  userId: string,
  aal: AssuranceLevel,
  now: Date,
  request: Request,
): Promise<string> {
  const id = randomToken(32);
  await db.insert(sessions).values({
    idHash: sha256(id),
    userId,
    aal,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    device: deviceLabel(request.headers.get("user-agent")),
  });
  return id;
}

export async function deleteSession(db: Database | Transaction, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
}

export async function raiseToAal2(db: Database | Transaction, idHash: string): Promise<void> {
  await db.update(sessions).set({ aal: "aal2" }).where(eq(sessions.idHash, idHash));
}

export type UserSession = {
  idHash: string;
  device: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

export function listUserSessions(db: Database, userId: string, now: Date): Promise<UserSession[]> {
  return db
    .select({
      idHash: sessions.idHash,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince(now)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

export async function deleteOtherSessions(
  db: Database,
  userId: string,
  keepIdHash: string,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince(now))))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

function idleSince(now: Date): Date {
  return new Date(now.getTime() - SESSION_IDLE_MS);
}
