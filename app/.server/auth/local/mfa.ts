import { and, eq, isNull, lt, or } from "drizzle-orm";
import { site } from "~/content/site";
import type { Database, Transaction } from "~/.server/db";
import { mfaFactors } from "~/.server/db/schema";
import type { NoticeKind } from "../common/account-mail-outbox";
import { logger } from "~/.server/logger";
import { authMessages, fail, ok, type Factor, type Result, type TotpEnrollment } from "../port";
import { factorName, isFactorId, normaliseCode } from "../common/inputs";
import { qrDataUrl } from "../common/qr-code";
import { deleteRecoveryCodes } from "../common/recovery-codes";
import { limitCodeAttempt, limitResetCodeAttempt, type RateLimiter } from "../common/rate-limits";
import {
  checkEnrolmentCode,
  dropEnrolmentCode,
  mailEnrolmentCode,
} from "../common/enrolment-codes";
import { encrypt, openWithAny, type SecretKeys } from "./crypto";
import { raiseToAal2, type ActiveSession } from "./sessions";
import { checkTotp, newTotpSecret, totpUri } from "./totp";

export type LocalMfa = {
  session: () => Promise<ActiveSession | null>;
  db: Database;
  now: () => Date;
  rateLimit: RateLimiter;
  keys: () => SecretKeys;
  remember: (session: ActiveSession) => void;
  notify: (email: string, kind: NoticeKind) => Promise<void>;
};

export async function listFactors(ctx: LocalMfa): Promise<Result<Factor[]>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  const db = ctx.db;
  const rows = await db
    .select()
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, session.userId))
    .orderBy(mfaFactors.createdAt);
  return ok(
    rows.map((row) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      friendlyName: row.friendlyName,
      createdAt: row.createdAt,
    })),
  );
}

export async function enrollTotp(
  ctx: LocalMfa,
  friendlyName: string,
): Promise<Result<TotpEnrollment>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  const db = ctx.db;
  const hasOne = await hasVerifiedFactor(db, session.userId);
  if (session.aal === "aal1" && hasOne) return fail("mfa_required", authMessages.mfaRequired);
  const secret = newTotpSecret();
  const sealed = encrypt(ctx.keys().current, secret, session.userId);
  const name = factorName(friendlyName);
  const factorId = await db.transaction(async (tx) => {
    await tx
      .delete(mfaFactors)
      .where(and(eq(mfaFactors.userId, session.userId), eq(mfaFactors.status, "unverified")));
    const [row] = await tx
      .insert(mfaFactors)
      .values({
        userId: session.userId,
        friendlyName: name,
        secretEncrypted: sealed,
        createdAt: ctx.now(),
      })
      .returning({ id: mfaFactors.id });
    return row!.id;
  });
  if (!hasOne) {
    // Limited: the codes mailed a moment ago still work, and "Send a new code" says the wait.
    await mailEnrolmentCode(
      ctx.rateLimit,
      { id: session.userId, email: session.email },
      ctx.notify,
    );
  }
  const uri = totpUri(secret, site.name, session.email);
  return ok({ factorId, secret, uri, qrDataUrl: await qrDataUrl(uri) });
}

export async function verifyFactor(
  ctx: LocalMfa,
  factorId: string,
  code: string,
  mailedCode?: string,
): Promise<Result<null>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  const db = ctx.db;
  const factor = await ownFactor(db, session.userId, factorId);
  if (!factor) return fail("not_found", authMessages.factorNotFound);
  if (
    factor.status === "unverified" &&
    session.aal === "aal1" &&
    (await hasVerifiedFactor(db, session.userId))
  ) {
    return fail("mfa_required", authMessages.mfaRequired);
  }
  const limited = await limitCodeAttempt(ctx.rateLimit, {
    sessionKey: session.idHash,
    userId: session.userId,
  });
  if (limited) return limited;
  const digits = normaliseCode(code);
  if (!digits) return fail("invalid_code", authMessages.invalidCode);
  const opened = openWithAny(ctx.keys(), factor.secretEncrypted, session.userId);
  if (opened === null) {
    logger.error(
      "TOTP secret does not open: was AUTH_ENCRYPTION_KEY changed without listing the old key in AUTH_ENCRYPTION_KEYS_OLD?",
      { factor: factor.id },
    );
    return fail("unavailable", authMessages.unavailable);
  }
  const secret = opened.plaintext;
  if (opened.stale) {
    // Sealed under an old key: sealed again under today's, so the old key can be retired.
    await db
      .update(mfaFactors)
      .set({ secretEncrypted: encrypt(ctx.keys().current, secret, session.userId) })
      .where(eq(mfaFactors.id, factor.id));
  }
  const now = ctx.now();
  const step = await checkTotp(secret, digits, now, factor.lastTimeStep);
  if (step === null) return fail("invalid_code", authMessages.invalidCode);
  const first = factor.status === "unverified" && !(await hasVerifiedFactor(db, session.userId));
  if (first) {
    const mailed = await checkEnrolmentCode(db, session.email, mailedCode, now);
    if (!mailed.ok) return mailed;
  }
  const accepted = await db.transaction(async (tx) => {
    const updated = await tx
      .update(mfaFactors)
      .set({
        lastTimeStep: step,
        status: "verified",
        verifiedAt: factor.verifiedAt ?? now,
      })
      .where(
        and(
          eq(mfaFactors.id, factor.id),
          or(isNull(mfaFactors.lastTimeStep), lt(mfaFactors.lastTimeStep, step)),
        ),
      )
      .returning({ id: mfaFactors.id });
    if (updated.length === 0) return false; // the same code was accepted a moment ago
    await raiseToAal2(tx, session.idHash);
    return true;
  });
  if (!accepted) return fail("invalid_code", authMessages.invalidCode);
  if (first) await dropEnrolmentCode(db, session.email);
  ctx.remember({ ...session, aal: "aal2", hasVerifiedFactor: true });
  if (factor.status === "unverified") await ctx.notify(session.email, "factor_added");
  return ok(null);
}

export async function removeFactor(ctx: LocalMfa, factorId: string): Promise<Result<null>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  const db = ctx.db;
  const factor = await ownFactor(db, session.userId, factorId);
  if (!factor) return fail("not_found", authMessages.factorNotFound);
  if (session.aal !== "aal2" && (await hasVerifiedFactor(db, session.userId))) {
    return fail("mfa_required", authMessages.mfaRequired);
  }
  await db.transaction(async (tx) => {
    await tx.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
    // Two-factor sign-in is off: codes made for it must not work if it is turned on again.
    if (!(await hasVerifiedFactor(tx, session.userId)))
      await deleteRecoveryCodes(tx, session.userId);
  });
  if (factor.status === "verified") await ctx.notify(session.email, "factor_removed");
  return ok(null);
}

export async function hasVerifiedFactor(
  db: Database | Transaction,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, "verified")))
    .limit(1);
  return rows.length > 0;
}

async function ownFactor(db: Database, userId: string, factorId: string) {
  if (!isFactorId(factorId)) return undefined;
  const [factor] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  return factor;
}

/** A code typed beside a password reset link (`linkKey`: the link's token hash). */
export async function passCodeWithoutSession(
  ctx: Pick<LocalMfa, "db" | "now" | "rateLimit" | "keys">,
  userId: string,
  code: string,
  linkKey: string,
): Promise<Result<null>> {
  const limited = await limitResetCodeAttempt(ctx.rateLimit, linkKey, userId);
  if (limited) return limited;
  const digits = normaliseCode(code);
  if (!digits) return fail("invalid_code", authMessages.invalidCode);
  const db = ctx.db;
  const factors = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, "verified")));
  for (const factor of factors) {
    const opened = openWithAny(ctx.keys(), factor.secretEncrypted, userId);
    if (opened === null) continue;
    const step = await checkTotp(opened.plaintext, digits, ctx.now(), factor.lastTimeStep);
    if (step === null) continue;
    const spent = await db
      .update(mfaFactors)
      .set({ lastTimeStep: step })
      .where(
        and(
          eq(mfaFactors.id, factor.id),
          or(isNull(mfaFactors.lastTimeStep), lt(mfaFactors.lastTimeStep, step)),
        ),
      )
      .returning({ id: mfaFactors.id });
    if (spent.length > 0) return ok(null);
  }
  return fail("invalid_code", authMessages.invalidCode);
}

export async function sendEnrolmentCode(ctx: LocalMfa): Promise<Result<null>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  return mailEnrolmentCode(ctx.rateLimit, { id: session.userId, email: session.email }, ctx.notify);
}
