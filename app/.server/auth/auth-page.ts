import type { AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
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

export type AuthStep = "signin" | "signup" | "mfa" | "recovery";

/**
 * How the second step asks for the code: from the authenticator app, or texted to the phone
 * (the number's last four digits, to say where it goes).
 */
export type MfaMethod = { kind: "totp" } | { kind: "phone"; ending: string };

/**
 * The same-site path to go to after signing in (S-AUTH-04, S-AUTH-06): `returnTo` or "/".
 * `ownOrigins` (the request's and SITE_URL's) let a full URL on this site count as its path.
 */
export function returnToOf(
  value: FormDataEntryValue | string | null | undefined,
  ownOrigins: readonly string[] = [],
): string {
  return safeRedirect(value, "/", ownOrigins);
}

/**
 * GET /auth: a signed-in visitor goes straight to returnTo (S-AUTH-07); one who still owes the
 * second factor gets the code form; otherwise `?mode=signup` picks the sign-up form.
 */
export async function loadAuthPage(
  app: AppContext,
  request: Request,
  { context }: { context: AppLoadContext },
) {
  const url = new URL(request.url);
  const returnTo = returnToOf(url.searchParams.get("returnTo"));
  // A client-side link may pass returnTo in navigation state instead (S-AUTH-05).
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

/** The title of the item `returnTo` comes back to buy (from Purchase Now), else null. */
async function itemToBuy(app: AppContext, returnTo: string): Promise<string | null> {
  const id = productToBuy(returnTo);
  if (!id) return null;
  const item = (await loadCatalogue(app.db)).find(id);
  return item && !item.url ? item.title : null;
}

/**
 * The factor that passes the second step: the authenticator app when there is one, otherwise a
 * phone (its code is texted only when asked for: a POST, never on loading the page).
 */
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

/**
 * POST /auth, after the cross-site check: sign in, sign up or pass the second-factor
 * challenge (field `intent`).
 */
export async function submitAuthForm(
  app: AppContext,
  request: Request,
  { formData, context }: { formData: FormData; context: AppLoadContext },
) {
  assertNotSpam(formData);
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
  // The other fields' mistakes are no reason to type the password again (a no-store answer).
  if (submission.status !== "success") return invalidReply(submission, undefined, true);
  // The confirmation link comes back to this page with returnTo (S-AUTH-13).
  const result = await auth.signUp(submission.value, authPath({ returnTo }));
  if (!result.ok) return placedRefusalReply(submission, result.error);
  // With confirmation on, the visitor signs in after opening the link; off, they are signed in.
  const next = result.value.needsConfirmation ? authPath({ returnTo }) : returnTo;
  return redirectWithToast(next, authToasts.signedUp);
}

/**
 * The code of the second step. A texted code comes with its challenge (`challengeId`), which
 * goes back with any refusal so the code form stays on the page.
 */
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

/**
 * A recovery code in place of the factor's code. Local accounts go on to returnTo with their
 * factor kept; with Supabase the factors are gone, so the account page's Security part is next.
 */
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

/**
 * "Text me a code" (and "Send a new code"): texts a code to the user's phone factor. A refusal
 * keeps the challenge the form had, if any, so its code can still be typed.
 */
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

/**
 * "Send a new confirmation link" (from a sign-in refused for an unconfirmed address): the same
 * answer for every address; the link leads back to returnTo once confirmed.
 */
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
