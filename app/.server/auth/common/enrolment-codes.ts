import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { enrolmentCodes } from "~/.server/db/schema";
import { authMessages, fail, ok, type Result } from "../port";
import type { NoticeKind } from "./account-mail-outbox";
import { limitEnrolmentMail, type RateLimiter } from "./rate-limits";

/**
 * The code mailed to an account's address before its first second factor is turned on (ADR 28),
 * so a stolen password alone cannot plant an authenticator. Both adapters use it: the account
 * mail outbox makes the code as it sends it; the first factor's activation spends it.
 */
export const ENROLMENT_CODE_MINUTES = 15;

/** Makes a new code for `email` (replacing any earlier one) and returns it to be mailed. */
export async function issueEnrolmentCode(db: Database, email: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 100_000_000)).padStart(8, "0");
  const row = {
    codeHash: hashOf(code),
    expiresAt: new Date(now.getTime() + ENROLMENT_CODE_MINUTES * 60_000),
  };
  await db
    .insert(enrolmentCodes)
    .values({ email: email.toLowerCase(), ...row })
    .onConflictDoUpdate({ target: enrolmentCodes.email, set: row });
  return code;
}

/**
 * Whether `code` is the live mailed code of `email`. It is checked before the factor's own code
 * and dropped once the factor is on, so a mistyped authenticator code does not cost the mailed
 * one; tries count with the factor's (limitCodeAttempt), which verifyFactor takes first.
 */
export async function checkEnrolmentCode(
  db: Database,
  email: string,
  code: string | undefined,
  now: Date,
): Promise<Result<null>> {
  const typed = (code ?? "").replace(/[\s-]/g, "");
  if (!typed) return fail("invalid_mailed_code", authMessages.mailedCodeMissing);
  const [live] = await db
    .select({ codeHash: enrolmentCodes.codeHash })
    .from(enrolmentCodes)
    .where(and(eq(enrolmentCodes.email, email.toLowerCase()), gt(enrolmentCodes.expiresAt, now)));
  if (!live) return fail("invalid_mailed_code", authMessages.mailedCodeExpired);
  const same = timingSafeEqual(Buffer.from(live.codeHash), Buffer.from(hashOf(typed)));
  return same ? ok(null) : fail("invalid_mailed_code", authMessages.mailedCodeWrong);
}

/** The first factor is on: its mailed code is used. */
export async function dropEnrolmentCode(db: Database, email: string): Promise<void> {
  await db.delete(enrolmentCodes).where(eq(enrolmentCodes.email, email.toLowerCase()));
}

function hashOf(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** Queues a new code's mail to the signed-in `user` (a few per 15 minutes). */
export async function mailEnrolmentCode(
  rateLimit: RateLimiter,
  user: { id: string; email: string },
  notify: (email: string, kind: NoticeKind) => Promise<void>,
): Promise<Result<null>> {
  const limited = await limitEnrolmentMail(rateLimit, user.id);
  if (limited) return limited;
  await notify(user.email, "enrolment_code");
  return ok(null);
}
