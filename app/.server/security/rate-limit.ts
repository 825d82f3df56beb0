import type { LeadsConfig } from "../config";
import type { Database } from "../db";
import { takePoint, usedUp, type StoredAllowance } from "./rate-limit-store";

const HOUR_S = 60 * 60;

type RateLimitResult = { limited: false } | { limited: true; retryAfterS: number };

export type RateLimiter = (
  allowances: Allowance[],
  mode?: "consume" | "peek",
) => Promise<RateLimitResult>;

export type Allowance = { name: string; key: string; points: number; durationS: number };

/** When any allowance is used up nothing is counted, so a turned-away request does not extend the wait. */
export function createRateLimiter(deps: { db: Database; now?: () => Date }): RateLimiter {
  const clock = deps.now ?? (() => new Date());
  return async (allowances, mode = "consume") => {
    const now = clock();
    // Rows are locked in key order, so two requests sharing two keys cannot deadlock.
    const stored = allowances.map(storedAllowance).sort((a, b) => (a.key < b.key ? -1 : 1));
    const waits =
      mode === "peek" ? await usedUp(deps.db, stored, now) : await consume(deps.db, stored, now);
    if (waits.length === 0) return { limited: false };
    return { limited: true, retryAfterS: Math.ceil(Math.max(...waits) / 1000) };
  };
}

function storedAllowance(a: Allowance): StoredAllowance {
  return { key: `${a.name}:${a.key}`, points: a.points, durationS: a.durationS };
}

async function consume(db: Database, stored: StoredAllowance[], now: Date): Promise<number[]> {
  if (stored.length <= 1) return takeEach(db, stored, now);
  try {
    return await db.transaction(async (tx) => {
      const waits = await takeEach(tx, stored, now);
      if (waits.length > 0) throw new Refused(waits);
      return waits;
    });
  } catch (error) {
    if (error instanceof Refused) return error.waits;
    throw error;
  }
}

async function takeEach(db: Database, stored: StoredAllowance[], now: Date): Promise<number[]> {
  const waits: number[] = [];
  for (const allowance of stored) {
    const wait = await takePoint(db, allowance, now);
    if (wait !== null) waits.push(wait);
  }
  return waits;
}

class Refused extends Error {
  constructor(readonly waits: number[]) {
    super("rate limited");
  }
}

export function formAllowances(
  form: string,
  ip: string | null,
  email: string,
  limits: Pick<LeadsConfig, "perIpPerHour" | "perEmailPerHour">,
): Allowance[] {
  const allowances: Allowance[] = [];
  if (ip) {
    allowances.push({
      name: `form-ip-${form}`,
      key: ip,
      points: limits.perIpPerHour,
      durationS: HOUR_S,
    });
  }
  // Per address from one sender: a stranger repeating someone's address spends their own count,
  // never the owner's of the address (issue 44). Unknown senders share one count per address.
  allowances.push({
    name: `form-email-${form}`,
    key: ip ? `${email.toLowerCase()} ${ip}` : email.toLowerCase(),
    points: limits.perEmailPerHour,
    durationS: HOUR_S,
  });
  return allowances;
}

/** A signed-in user's allowance per 15 minutes, and four times that from their address. */
export function userAllowances(
  name: string,
  userId: string,
  ip: string | null,
  perUser: number,
): Allowance[] {
  return [
    { name: `${name}-user`, key: userId, points: perUser, durationS: 15 * 60 },
    { name: `${name}-ip`, key: ip ?? "unknown", points: perUser * 4, durationS: 15 * 60 },
  ];
}
