import { logger } from "~/.server/logger";
import { authMessages, fail, ok, type RecoveryOutcome, type Result } from "../port";
import { limitRecoveryAttempt } from "../common/rate-limits";
import {
  deleteRecoveryCodes,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  restoreRecoveryCode,
  spendRecoveryCode,
} from "../common/recovery-codes";
import { adminClient, type SupabaseProject } from "./client";
import { errorFields } from "./errors";
import type { SupabaseMfa } from "./mfa";

/** Supabase raises a session only for a factor's code, so a recovery code removes the factors. */
export type SupabaseRecovery = SupabaseMfa & { project: SupabaseProject; timeoutMs: number };

export function offered(project: SupabaseProject): boolean {
  return Boolean(project.serviceRoleKey);
}

export async function codesLeft(ctx: SupabaseRecovery): Promise<Result<number>> {
  const signedIn = await ctx.signedIn();
  if (!signedIn.ok) return signedIn;
  if (!offered(ctx.project)) return ok(0);
  return ok(await recoveryCodesLeft(ctx.db, signedIn.value.user.id));
}

export async function newCodes(ctx: SupabaseRecovery): Promise<Result<string[]>> {
  const signedIn = await ctx.signedIn();
  if (!signedIn.ok) return signedIn;
  if (!offered(ctx.project)) return fail("invalid_input", authMessages.recoveryNotOffered);
  const listed = await ctx.auth().mfa.listFactors();
  if (listed.error) return ctx.mapError("newRecoveryCodes", listed.error);
  if (!listed.data.all.some((f) => f.status === "verified")) {
    return fail("not_found", authMessages.factorNotFound);
  }
  if (signedIn.value.aal !== "aal2") return fail("mfa_required", authMessages.mfaRequired);
  const { codes, replaced } = await replaceRecoveryCodes(
    ctx.db,
    signedIn.value.user.id,
    new Date(),
  );
  await ctx.notify(
    signedIn.value.user.email,
    replaced ? "recovery_codes_new" : "recovery_codes_first",
  );
  return ok(codes);
}

export async function useCode(
  ctx: SupabaseRecovery,
  code: string,
): Promise<Result<RecoveryOutcome>> {
  const signedIn = await ctx.signedIn();
  if (!signedIn.ok) return signedIn;
  const serviceRoleKey = ctx.project.serviceRoleKey;
  if (!serviceRoleKey || !signedIn.value.needsMfa) {
    return fail("invalid_input", authMessages.recoveryNotOffered);
  }
  const userId = signedIn.value.user.id;
  const limited = await limitRecoveryAttempt(ctx.rateLimit, (await ctx.sessionKey()) ?? userId);
  if (limited) return limited;
  const listed = await ctx.auth().mfa.listFactors();
  if (listed.error) return ctx.mapError("useRecoveryCode", listed.error);
  const db = ctx.db;
  if (!(await spendRecoveryCode(db, userId, code, new Date()))) {
    return fail("invalid_code", authMessages.invalidRecoveryCode);
  }
  const admin = adminClient(ctx.project, serviceRoleKey, ctx.timeoutMs).auth.admin;
  for (const factor of listed.data.all) {
    const { error } = await admin.mfa.deleteFactor({ userId, id: factor.id });
    if (error) {
      logger.warn("Supabase factor not removed after a recovery code", errorFields(error));
      await restoreRecoveryCode(db, userId, code);
      return ctx.mapError("useRecoveryCode", error);
    }
  }
  await deleteRecoveryCodes(db, userId);
  ctx.stateChanged();
  await ctx.notify(signedIn.value.user.email, "recovery_code_used");
  return ok({ codesLeft: 0, factorsRemoved: true });
}
