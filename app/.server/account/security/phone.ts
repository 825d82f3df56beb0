import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "react-router";
import { phoneEnding } from "~/utils/forms/phone-number";
import {
  PHONE_FACTOR_NAME,
  phoneActivateSchema,
  phoneEnrollSchema,
  phoneResendSchema,
  securityToasts,
} from "~/utils/forms/security";
import { securityIntents } from "~/utils/forms/security-fields";
import { createToast } from "~/utils/toast";
import { turnedOn } from "./recovery-codes";
import type { AppContext } from "../../app-context";
import type { PhoneCode, SecurityResponse } from "~/utils/account-security";
import { refused } from "./refused";
import { codeRefusal } from "./mailed-code";
import type { SecurityForm } from "./section";

/** Enrols the number and texts its first code in one step; cancel and turn-off are the TOTP forms'. */
export async function enrollPhone(
  app: AppContext,
  request: Request,
  { auth, formData }: SecurityForm,
) {
  const intent = securityIntents.phoneEnroll;
  const submission = parseWithZod(formData, { schema: phoneEnrollSchema });
  if (submission.status !== "success") {
    return data<SecurityResponse>({ intent, result: submission.reply() }, { status: 400 });
  }
  const inForm = (message: string) => ({
    result: submission.reply({ formErrors: [message], resetForm: false }),
  });
  const factors = await auth.factors();
  if (!factors.ok) return refused(intent, factors.error, inForm(factors.error.message));
  // One method at a time: with two-factor sign-in on, there is nothing to add.
  if (factors.value.some((f) => f.status === "verified")) {
    return redirect("/account");
  }
  for (const stale of factors.value) {
    const removed = await auth.removeFactor(stale.id);
    if (!removed.ok) return refused(intent, removed.error, inForm(removed.error.message));
  }
  const enrolled = await auth.enrollPhone(submission.value.phone, PHONE_FACTOR_NAME);
  if (!enrolled.ok) return refused(intent, enrolled.error, inForm(enrolled.error.message));
  const { factorId } = enrolled.value;
  const sent = await auth.sendCode(factorId);
  if (!sent.ok) {
    // Nothing was texted: the number is dropped and stays in the form to try again.
    await auth.removeFactor(factorId);
    return refused(intent, sent.error, inForm(sent.error.message));
  }
  const phoneCode: PhoneCode = {
    factorId,
    challengeId: sent.value.challengeId,
    ending: phoneEnding(submission.value.phone),
  };
  return data<SecurityResponse>({ intent, phoneCode });
}

export async function activatePhone(
  app: AppContext,
  request: Request,
  { auth, formData }: SecurityForm,
) {
  const intent = securityIntents.phoneActivate;
  const submission = parseWithZod(formData, { schema: phoneActivateSchema });
  const phoneCode = phoneCodeFrom(submission.payload);
  if (submission.status !== "success") {
    return data<SecurityResponse>(
      { intent, result: submission.reply(), ...(phoneCode ? { phoneCode } : {}) },
      { status: 400 },
    );
  }
  const { factorId, code, challengeId, mailedCode } = submission.value;
  const verified = await auth.verifyFactor(factorId, code, challengeId, mailedCode);
  if (!verified.ok) {
    return refused(intent, verified.error, {
      result: codeRefusal(submission, verified.error),
      ...(phoneCode ? { phoneCode } : {}),
    });
  }
  return turnedOn(auth, app.db, securityToasts.phoneEnabled);
}

export async function resendPhoneCode(
  app: AppContext,
  request: Request,
  { auth, formData }: SecurityForm,
) {
  const intent = securityIntents.phoneResend;
  const submission = parseWithZod(formData, { schema: phoneResendSchema });
  if (submission.status !== "success") return redirect("/account");
  const previous = phoneCodeFrom(submission.payload);
  const sent = await auth.sendCode(submission.value.factorId);
  if (!sent.ok) return refused(intent, sent.error, previous ? { phoneCode: previous } : {});
  const phoneCode: PhoneCode = {
    factorId: submission.value.factorId,
    challengeId: sent.value.challengeId,
    ending: submission.value.ending ?? "",
  };
  return data<SecurityResponse>({ intent, phoneCode, toast: createToast(securityToasts.codeSent) });
}

/** Echoes only ids and four digits; the auth service checks the factor and challenge on every code. */
export function phoneCodeFrom(payload: Record<string, unknown>): PhoneCode | null {
  const parsed = phoneActivateSchema
    .pick({ factorId: true, challengeId: true, ending: true })
    .safeParse(payload);
  if (!parsed.success) return null;
  const { factorId, challengeId, ending } = parsed.data;
  return { factorId, challengeId, ending: ending ?? "" };
}
