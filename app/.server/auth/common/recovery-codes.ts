import { createHash, randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "~/.server/db";
import { recoveryCodes } from "~/.server/db/schema";

/**
 * Two-factor recovery codes, the same for both adapters (our table, keyed by the user id): ten
 * single-use codes made when two-factor sign-in is turned on and whenever the user asks for new
 * ones (which replaces the old). Each is 12 characters from an alphabet without look-alikes
 * (about 60 bits), shown once as `xxxx-xxxx-xxxx`; the table keeps the SHA-256 of the user id and
 * the code, so a leaked table gives no code and no code works for another user.
 */
const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** The code as typed, lower-case, without spaces and dashes; null when it cannot be one. */
function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]+/g, "");
  const pattern = new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`);
  return pattern.test(code) ? code : null;
}

function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

function codeHash(userId: string, normalised: string): string {
  return createHash("sha256").update(`${userId}:${normalised}`).digest("hex");
}

/** Replaces the user's codes with ten new ones; returns them for showing once. */
export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  now: Date,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(
      codes.map((code) => ({
        codeHash: codeHash(userId, normaliseRecoveryCode(code)!),
        userId,
        createdAt: now,
      })),
    );
  });
  return codes;
}

/** Spends one code of the user: true when it was theirs and unused (never twice). */
export async function spendRecoveryCode(
  db: Database | Transaction,
  userId: string,
  typed: string,
  now: Date,
): Promise<boolean> {
  const code = normaliseRecoveryCode(typed);
  if (!code) return false;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.codeHash, codeHash(userId, code)),
        eq(recoveryCodes.userId, userId),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: recoveryCodes.codeHash });
  return spent.length === 1;
}

/** How many unused codes the user has. */
export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Drops the user's codes (two-factor sign-in was turned off). */
export async function deleteRecoveryCodes(
  db: Database | Transaction,
  userId: string,
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Gives a spent code back (what it unlocked could not be done: Supabase did not answer). */
export async function restoreRecoveryCode(
  db: Database,
  userId: string,
  typed: string,
): Promise<void> {
  const code = normaliseRecoveryCode(typed);
  if (!code) return;
  await db
    .update(recoveryCodes)
    .set({ usedAt: null })
    .where(eq(recoveryCodes.codeHash, codeHash(userId, code)));
}
