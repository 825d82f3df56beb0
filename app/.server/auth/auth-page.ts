import type { LoadContext } from "~/.server/context";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "react-router";
import { z } from "zod";
import { createToast } from "~/utils/toast";
import {
  authToasts,
  mfaPhoneSchema,
  mfaSchema,
  newConfirmationNotice,
  newConfirmationSchema,
  recoverySchema,
  signInSchema,
  signUpSchema,
  type AuthFormResponse,
} from "~/utils/forms/auth";
import { authIntents, authPath, intentOf } from "~/utils/forms/auth-fields";
import { phoneEnding } from "~/utils/forms/phone-number";
import { safeRedirect } from "~/utils/safe-redirect";
import { assertNotSpam } from "../security/honeypot";
import { redirectWithToast } from "../flash-toast";
import type { AppContext } from "../app-context";
import { loadCatalogue } from "../catalogue";
import { productToBuy } from "~/utils/purchase";
import { invalidReply, placedRefusalReply, refusedReply } from "./form-replies";
import { openAuth } from "./index";
import { authMessages, type AuthSession, type Factor } from "./port";

type AuthStep = "signin" | "signup" | "mfa" | "recovery";

export type MfaMethod = { kind: "totp" } | { kind: "phone"; ending: string };

export function returnToOf(
  value: FormDataEntryValue | string | null | undefined,
  ownOrigins: readonly string[] = [],
): string {
  return safeRedirect(value, "/", ownOrigins);
}

export async function loadAuthPage(
  app: AppContext,
  request: Request,
  { context }: { context: LoadContext },
) {
  const url = new URL(request.url);
  const returnTo = returnToOf(url.searchParams.get("returnTo"));
  const returnToInQuery = url.searchParams.has("returnTo");
  const auth = await openAuth(request, context);
  const state = await auth.state();
  if (state && !state.needsMfa) throw redirect(returnTo);
  const recovery = auth.supportsRecoveryCodes;
  const step: AuthStep = state?.needsMfa
    ? recovery && url.searchParams.get("step") === "recovery"
      ? "recovery"
      : "mfa"
    : url.searchParams.get("mode") === "signup"
      ? "signup"
      : "signin";
  const mfa = step === "mfa" ? await mfaMethodOf(auth) : null;
  return data({
    returnTo,
    returnToInQuery,
    step,
    mfa,
    recovery,
    buying: await itemToBuy(app, returnTo),
  });
}

async function itemToBuy(app: AppContext, returnTo: string): Promise<string | null> {
  const id = productToBuy(returnTo);
  if (!id) return null;
  const item = (await loadCatalogue(app.db)).find(id);
  return item && !item.url ? item.title : null;
}

/** Its code is texted only on a POST, never on loading the page. */
function challengeFactor(factors: Factor[]): Factor | undefined {
  const verified = factors.filter((f) => f.status === "verified");
  return verified.find((f) => f.type === "totp") ?? verified.find((f) => f.type === "phone");
}

async function mfaMethodOf(auth: AuthSession): Promise<MfaMethod> {
  const factors = await auth.factors();
  const factor = factors.ok ? challengeFactor(factors.value) : undefined;
  return factor?.type === "phone"
    ? { kind: "phone", ending: phoneEnding(factor.phone ?? "") }
    : { kind: "totp" };
}

export async function submitAuthForm(
  app: AppContext,
  request: Request,
  { formData, context }: { formData: FormData; context: LoadContext },
) {
  await assertNotSpam(formData);
  const returnTo = returnToOf(
    formData.get("returnTo") ?? new URL(request.url).searchParams.get("returnTo"),
  );
  const auth = await openAuth(request, context);
  switch (intentOf(formData)) {
    case authIntents.signIn:
      return signIn(auth, formData, returnTo);
    case authIntents.signUp:
      return signUp(auth, formData, returnTo);
    case authIntents.mfa:
      return passChallenge(auth, formData, returnTo);
    case authIntents.mfaSend:
      return sendSignInCode(auth, formData, returnTo);
    case authIntents.recovery:
      return signInWithRecoveryCode(auth, formData, returnTo);
    case authIntents.newConfirmation:
      return sendNewConfirmation(auth, formData, returnTo);
    default:
      throw new Response("Unknown form", { status: 400 });
  }
}

async function signIn(auth: AuthSession, formData: FormData, returnTo: string) {
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") return invalidReply(submission);
  const result = await auth.signIn(submission.value.email, submission.value.password);
  if (!result.ok) return placedRefusalReply(submission, result.error);
  if (result.value.needsMfa) {
    return redirect(authPath({ returnTo, step: "mfa" }));
  }
  return redirectWithToast(returnTo, authToasts.signedIn);
}

async function signUp(auth: AuthSession, formData: FormData, returnTo: string) {
  const submission = parseWithZod(formData, { schema: signUpSchema });
  // Other fields' mistakes are no reason to retype the password (a no-store answer).
  if (submission.status !== "success") return invalidReply(submission, undefined, true);
  const result = await auth.signUp(submission.value, authPath({ returnTo }));
  if (!result.ok) return placedRefusalReply(submission, result.error);
  const next = result.value.needsConfirmation ? authPath({ returnTo }) : returnTo;
  return redirectWithToast(next, authToasts.signedUp);
}

async function passChallenge(auth: AuthSession, formData: FormData, returnTo: string) {
  const texted = formData.has("challengeId");
  const submission = parseWithZod(formData, { schema: texted ? mfaPhoneSchema : mfaSchema });
  const challengeId = challengeIdOf(submission.payload);
  if (submission.status !== "success") return invalidReply(submission, challengeId);
  const state = await auth.state();
  if (!state?.needsMfa) return redirect(authPath({ returnTo }));
  const factors = await auth.factors();
  if (!factors.ok) return refusedReply(submission, factors.error, challengeId);
  const factor = challengeFactor(factors.value);
  if (!factor) {
    return refusedReply(submission, {
      code: "not_found",
      message: authMessages.factorNotFound,
    });
  }
  const verified = await auth.verifyFactor(factor.id, submission.value.code, challengeId);
  if (!verified.ok) return refusedReply(submission, verified.error, challengeId);
  return redirectWithToast(returnTo, authToasts.signedIn);
}

/** Supabase removes the factors on a recovery code, so its users go to Security next. */
async function signInWithRecoveryCode(auth: AuthSession, formData: FormData, returnTo: string) {
  const submission = parseWithZod(formData, { schema: recoverySchema });
  if (submission.status !== "success") return invalidReply(submission);
  const state = await auth.state();
  if (!state?.needsMfa) return redirect(authPath({ returnTo }));
  const used = await auth.useRecoveryCode(submission.value.recoveryCode);
  if (!used.ok) return refusedReply(submission, used.error);
  if (used.value.factorsRemoved) {
    return redirectWithToast("/account", authToasts.recoveryTurnedOff);
  }
  return redirectWithToast(returnTo, authToasts.recoveryUsed(used.value.codesLeft), {});
}

async function sendSignInCode(auth: AuthSession, formData: FormData, returnTo: string) {
  const submission = parseWithZod(formData, { schema: z.object({}) });
  const previous = challengeIdOf(submission.payload);
  const state = await auth.state();
  if (!state?.needsMfa) return redirect(authPath({ returnTo }));
  const factors = await auth.factors();
  if (!factors.ok) return refusedReply(submission, factors.error, previous);
  const factor = challengeFactor(factors.value);
  if (factor?.type !== "phone") return redirect(authPath({ returnTo }));
  const sent = await auth.sendCode(factor.id);
  if (!sent.ok) return refusedReply(submission, sent.error, previous);
  return data<AuthFormResponse>({
    challengeId: sent.value.challengeId,
    toast: createToast(authToasts.codeSent),
  });
}

async function sendNewConfirmation(auth: AuthSession, formData: FormData, returnTo: string) {
  const submission = parseWithZod(formData, { schema: newConfirmationSchema });
  if (submission.status !== "success") return invalidReply(submission);
  const sent = await auth.requestNewConfirmation(submission.value.email, returnTo);
  if (!sent.ok) return placedRefusalReply(submission, sent.error);
  return data<AuthFormResponse>({
    result: submission.reply({ hideFields: ["password"] }),
    notice: newConfirmationNotice,
  });
}

function challengeIdOf(payload: Record<string, unknown>): string | undefined {
  const parsed = mfaPhoneSchema.shape.challengeId.safeParse(payload.challengeId);
  return parsed.success ? parsed.data : undefined;
}
