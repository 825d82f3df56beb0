import type { SupabaseClient } from "@supabase/supabase-js";
import { site } from "~/content/site";
import type { Database } from "~/.server/db";
import { logger } from "~/.server/logger";
import { phoneNumber } from "~/utils/forms/security";
import {
  authMessages,
  fail,
  ok,
  type AuthError,
  type AuthErrorCode,
  type AuthState,
  type Factor,
  type Result,
  type TotpEnrollment,
} from "../port";
import { factorName, isFactorId, normaliseCode } from "../common/inputs";
import {
  limitCodeAttempt,
  limitCodeSend,
  limitResetCodeAttempt,
  type RateLimiter,
} from "../common/rate-limits";
import { deleteRecoveryCodes } from "../common/recovery-codes";
import {
  checkEnrolmentCode,
  dropEnrolmentCode,
  mailEnrolmentCode,
} from "../common/enrolment-codes";
import type { NoticeKind } from "../common/account-mail-outbox";
import { claimCode } from "./code-once";
import { errorFields } from "./errors";
import { portFactors, qrImageAddress } from "./factors";
import { enrolPhoneErrors, isSmsSendFailure, sendCodeErrors, verifyPhoneErrors } from "./phone";

export type SupabaseMfa = {
  notify: (email: string, kind: NoticeKind) => Promise<void>;
  auth: () => SupabaseClient["auth"];
  signedIn: () => Promise<Result<NonNullable<AuthState>>>;
  /** The signed-in session's id (the access token's `session_id`), once `signedIn` has checked it. */
  sessionKey: () => Promise<string | null>;
  rateLimit: RateLimiter;
  mapError: <T>(
    method: string,
    error: unknown,
    byCode?: Partial<Record<string, AuthErrorCode | AuthError>>,
  ) => Result<T>;
  stateChanged: () => void;
  db: Database;
};

export async function listFactors(ctx: SupabaseMfa): Promise<Result<Factor[]>> {
  const { data, error } = await ctx.auth().mfa.listFactors();
  if (error) return ctx.mapError("factors", error);
  return ok(portFactors(data.all));
}

export async function enrollTotp(
  ctx: SupabaseMfa,
  friendlyName: string,
): Promise<Result<TotpEnrollment>> {
  const signedIn = await ctx.signedIn();
  if (!signedIn.ok) return signedIn;
  if (signedIn.value.needsMfa) return fail("mfa_required", authMessages.mfaRequired);
  const listed = await ctx.auth().mfa.listFactors();
  if (listed.error) return ctx.mapError("enrollTotp", listed.error);
  for (const factor of listed.data.all) {
    if (factor.factor_type !== "totp" || factor.status === "verified") continue;
    const { error } = await ctx.auth().mfa.unenroll({ factorId: factor.id });
    if (error) return ctx.mapError("enrollTotp", error);
  }
  const { data, error } = await ctx.auth().mfa.enroll({
    factorType: "totp",
    friendlyName: uniqueName(factorName(friendlyName), listed.data.all),
    issuer: site.name,
  });
  if (error) {
    return ctx.mapError("enrollTotp", error, {
      too_many_enrolled_mfa_factors: { code: "invalid_input", message: error.message },
    });
  }
  await mailCodeIfFirst(ctx, signedIn.value.user, listed.data.all);
  return ok({
    factorId: data.id,
    secret: data.totp.secret,
    uri: data.totp.uri,
    qrDataUrl: qrImageAddress(data.totp.qr_code),
  });
}

export async function enrollPhone(
  ctx: SupabaseMfa,
  phoneInput: string,
  friendlyName: string,
): Promise<Result<{ factorId: string }>> {
  const signedIn = await ctx.signedIn();
  if (!signedIn.ok) return signedIn;
  if (signedIn.value.needsMfa) return fail("mfa_required", authMessages.mfaRequired);
  const phone = phoneNumber.safeParse(phoneInput);
  if (!phone.success) return fail("invalid_input", authMessages.invalidPhone);
  const listed = await ctx.auth().mfa.listFactors();
  if (listed.error) return ctx.mapError("enrollPhone", listed.error);
  for (const factor of listed.data.all) {
    if (factor.factor_type !== "phone" || factor.status === "verified") continue;
    const { error } = await ctx.auth().mfa.unenroll({ factorId: factor.id });
    if (error) return ctx.mapError("enrollPhone", error);
  }
  const { data, error } = await ctx.auth().mfa.enroll({
    factorType: "phone",
    phone: phone.data,
    friendlyName: uniqueName(factorName(friendlyName), listed.data.all),
  });
  if (error) return ctx.mapError("enrollPhone", error, enrolPhoneErrors);
  await mailCodeIfFirst(ctx, signedIn.value.user, listed.data.all);
  return ok({ factorId: data.id });
}

export async function sendCode(
  ctx: SupabaseMfa,
  factorId: string,
): Promise<Result<{ challengeId: string }>> {
  const signedIn = await ctx.signedIn();
  if (!signedIn.ok) return signedIn;
  const factor = await ownFactor(ctx, factorId);
  if (!factor.ok) return factor;
  if (factor.value.type !== "phone") return fail("invalid_input", authMessages.notAPhone);
  if (factor.value.status !== "verified" && signedIn.value.needsMfa) {
    return fail("mfa_required", authMessages.mfaRequired);
  }
  const limited = await limitCodeSend(ctx.rateLimit, signedIn.value.user.id);
  if (limited) return limited;
  const { data, error } = await ctx.auth().mfa.challenge({ factorId, channel: "sms" });
  if (error && isSmsSendFailure(error)) {
    logger.warn("Supabase could not send the SMS code", errorFields(error));
    return fail("unavailable", authMessages.smsNotSent);
  }
  if (error) return ctx.mapError("sendCode", error, sendCodeErrors);
  return ok({ challengeId: data.id });
}

export async function verifyFactor(
  ctx: SupabaseMfa,
  factorId: string,
  code: string,
  challengeId: string | undefined,
  mailedCode?: string,
  /** "reset": typed with a password reset link, whose session is the link's. */
  purpose: "sign-in" | "reset" = "sign-in",
): Promise<Result<null>> {
  const signedIn = await ctx.signedIn();
  if (!signedIn.ok) return signedIn;
  const factor = await ownFactor(ctx, factorId);
  if (!factor.ok) return factor;
  // Activating another authenticator is no way around the one already verified.
  if (factor.value.status !== "verified" && signedIn.value.needsMfa) {
    return fail("mfa_required", authMessages.mfaRequired);
  }
  const userId = signedIn.value.user.id;
  const sessionKey = (await ctx.sessionKey()) ?? userId;
  const limited =
    purpose === "reset"
      ? await limitResetCodeAttempt(ctx.rateLimit, sessionKey, userId)
      : await limitCodeAttempt(ctx.rateLimit, { sessionKey, userId });
  if (limited) return limited;
  const digits = normaliseCode(code);
  const { user } = signedIn.value;
  // The first factor needs our mailed code too, checked before Supabase sees the code.
  const first = factor.value.status !== "verified" && !factor.value.anyVerified;
  if (first) {
    const mailed = await checkEnrolmentCode(ctx.db, user.email, mailedCode, new Date());
    if (!mailed.ok) return mailed;
  }
  const added = async () => {
    if (first) await dropEnrolmentCode(ctx.db, user.email);
    if (factor.value.status !== "verified") await ctx.notify(user.email, "factor_added");
  };
  if (factor.value.type === "phone") {
    const texted = await verifyTexted(ctx, factorId, digits, challengeId);
    if (texted.ok) await added();
    return texted;
  }
  if (!digits) return fail("invalid_code", authMessages.invalidCode);
  if (!(await claimCode(ctx.rateLimit, factorId, digits))) {
    return fail("invalid_code", authMessages.invalidCode);
  }
  const challenge = await ctx.auth().mfa.challenge({ factorId });
  if (challenge.error) return ctx.mapError("verifyFactor", challenge.error);
  const { error } = await ctx.auth().mfa.verify({
    factorId,
    challengeId: challenge.data.id,
    code: digits,
  });
  if (error) return ctx.mapError("verifyFactor", error);
  ctx.stateChanged();
  await added();
  return ok(null);
}

export async function removeFactor(ctx: SupabaseMfa, factorId: string): Promise<Result<null>> {
  const signedIn = await ctx.signedIn();
  if (!signedIn.ok) return signedIn;
  const factor = await ownFactor(ctx, factorId);
  if (!factor.ok) return factor;
  if (signedIn.value.aal !== "aal2" && factor.value.anyVerified) {
    return fail("mfa_required", authMessages.mfaRequired);
  }
  const { error } = await ctx.auth().mfa.unenroll({ factorId });
  if (error) return ctx.mapError("removeFactor", error);
  ctx.stateChanged();
  if (factor.value.status === "verified") {
    await ctx.notify(signedIn.value.user.email, "factor_removed");
  }
  // Two-factor sign-in is off: codes made for it must not work if it is turned on again.
  if (!factor.value.otherVerified) {
    await deleteRecoveryCodes(ctx.db, signedIn.value.user.id);
  }
  return ok(null);
}

/** Supabase accepts a challenge once, so unlike TOTP no claim of the code is needed. */
async function verifyTexted(
  ctx: SupabaseMfa,
  factorId: string,
  digits: string | null,
  challengeId: string | undefined,
): Promise<Result<null>> {
  if (!digits) return fail("invalid_code", authMessages.invalidTextedCode);
  if (!challengeId || !isFactorId(challengeId)) {
    return fail("invalid_code", authMessages.codeExpired);
  }
  const { error } = await ctx.auth().mfa.verify({ factorId, challengeId, code: digits });
  if (error) return ctx.mapError("verifyFactor", error, verifyPhoneErrors);
  ctx.stateChanged();
  return ok(null);
}

async function ownFactor(
  ctx: SupabaseMfa,
  factorId: string,
): Promise<
  Result<{
    type: string;
    status: "verified" | "unverified";
    anyVerified: boolean;
    otherVerified: boolean;
  }>
> {
  if (!isFactorId(factorId)) return fail("not_found", authMessages.factorNotFound);
  const listed = await ctx.auth().mfa.listFactors();
  if (listed.error) return ctx.mapError("factor lookup", listed.error);
  const factor = listed.data.all.find((f) => f.id === factorId);
  if (!factor) return fail("not_found", authMessages.factorNotFound);
  return ok({
    type: factor.factor_type,
    status: factor.status === "verified" ? "verified" : "unverified",
    anyVerified: listed.data.all.some((f) => f.status === "verified"),
    otherVerified: listed.data.all.some((f) => f.id !== factorId && f.status === "verified"),
  });
}

/** Supabase refuses a duplicate factor name; the page asks for a name only once. */
function uniqueName(name: string, existing: { friendly_name?: string }[]): string {
  const taken = new Set(existing.map((f) => f.friendly_name));
  if (!taken.has(name)) return name;
  for (let n = 2; ; n += 1) {
    const candidate = `${name.slice(0, 94)} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}

export async function sendEnrolmentCode(ctx: SupabaseMfa): Promise<Result<null>> {
  const signedIn = await ctx.signedIn();
  if (!signedIn.ok) return signedIn;
  return mailEnrolmentCode(ctx.rateLimit, signedIn.value.user, ctx.notify);
}

async function mailCodeIfFirst(
  ctx: SupabaseMfa,
  user: { id: string; email: string },
  factors: { status: string }[],
) {
  if (factors.some((f) => f.status === "verified")) return;
  await mailEnrolmentCode(ctx.rateLimit, user, ctx.notify);
}
