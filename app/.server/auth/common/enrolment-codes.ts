import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { enrolmentCodes } from "~/.server/db/schema";
import { authMessages, fail, ok, type Result } from "../port";
import type { NoticeKind } from "./account-mail-outbox";
import { limitEnrolmentMail, type RateLimiter } from "./rate-limits";

/** @see docs/decisions/0028-account-takeover-proofs-and-notices.md */
export const ENROLMENT_CODE_MINUTES = 15;

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

/** Checked before the factor's code so a mistyped authenticator code does not cost the mailed one. */
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

export async function dropEnrolmentCode(db: Database, email: string): Promise<void> {
  await db.delete(enrolmentCodes).where(eq(enrolmentCodes.email, email.toLowerCase()));
}

function hashOf(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

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
