import { createHash, randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "~/.server/db";
import { recoveryCodes } from "~/.server/db/schema";

/** Hashed with the user id, so a leaked table gives no code and no code works for another user. */
const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = 3;
const GROUP_LENGTH = 4;

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

export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ codes: string[]; replaced: boolean }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const replaced = await db.transaction(async (tx) => {
    const old = await tx
      .delete(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId))
      .returning({ userId: recoveryCodes.userId });
    await tx.insert(recoveryCodes).values(
      codes.map((code) => ({
        codeHash: codeHash(userId, normaliseRecoveryCode(code)!),
        userId,
        createdAt: now,
      })),
    );
    return old.length > 0;
  });
  return { codes, replaced };
}

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

export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteRecoveryCodes(
  db: Database | Transaction,
  userId: string,
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Gives a spent code back when Supabase did not answer. */
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
