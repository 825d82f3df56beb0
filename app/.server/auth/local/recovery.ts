import { authMessages, fail, ok, type RecoveryOutcome, type Result } from "../port";
import { limitRecoveryAttempt } from "../common/rate-limits";
import {
  recoveryCodesLeft,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from "../common/recovery-codes";
import { hasVerifiedFactor, type LocalMfa } from "./mfa";
import { raiseToAal2 } from "./sessions";

/** The factors stay, so the user can remove the lost one from the account page. */

export async function codesLeft(ctx: LocalMfa): Promise<Result<number>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  return ok(await recoveryCodesLeft(ctx.db, session.userId));
}

export async function newCodes(ctx: LocalMfa): Promise<Result<string[]>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  const db = ctx.db;
  if (!(await hasVerifiedFactor(db, session.userId))) {
    return fail("not_found", authMessages.factorNotFound);
  }
  if (session.aal !== "aal2") return fail("mfa_required", authMessages.mfaRequired);
  const { codes, replaced } = await replaceRecoveryCodes(db, session.userId, ctx.now());
  await ctx.notify(session.email, replaced ? "recovery_codes_new" : "recovery_codes_first");
  return ok(codes);
}

export async function useCode(ctx: LocalMfa, code: string): Promise<Result<RecoveryOutcome>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  const db = ctx.db;
  if (session.aal === "aal2" || !(await hasVerifiedFactor(db, session.userId))) {
    return fail("invalid_input", authMessages.recoveryNotOffered);
  }
  const limited = await limitRecoveryAttempt(ctx.rateLimit, session.idHash);
  if (limited) return limited;
  const now = ctx.now();
  const spent = await db.transaction(async (tx) => {
    if (!(await spendRecoveryCode(tx, session.userId, code, now))) return false;
    await raiseToAal2(tx, session.idHash);
    return true;
  });
  if (!spent) return fail("invalid_code", authMessages.invalidRecoveryCode);
  ctx.remember({ ...session, aal: "aal2" });
  await ctx.notify(session.email, "recovery_code_used");
  return ok({ codesLeft: await recoveryCodesLeft(db, session.userId), factorsRemoved: false });
}
