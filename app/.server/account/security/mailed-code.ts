import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import type { Enrollment, SecurityResponse } from "~/utils/account-security";
import { securityToasts } from "~/utils/forms/security";
import { securityIntents } from "~/utils/forms/security-fields";
import { createToast } from "~/utils/toast";
import { phoneCodeFrom } from "./phone";
import { refused } from "./refused";
import type { AppContext } from "../../app-context";
import type { AuthError } from "../../auth";
import type { SecurityForm } from "./section";

/** @see docs/decisions/0028-account-takeover-proofs-and-notices.md */

/** A refusal goes on the field it is about; what was typed stays. */
export function codeRefusal(submission: Submission<unknown>, error: AuthError) {
  return error.code === "invalid_mailed_code"
    ? submission.reply({ fieldErrors: { mailedCode: [error.message] }, resetForm: false })
    : submission.reply({ formErrors: [error.message], resetForm: false });
}

/** The page keeps the enrolment it was showing: the authenticator's, or the texted code's. */
export async function resendMailedCode(
  app: AppContext,
  request: Request,
  { auth, formData, enrollment }: SecurityForm & { enrollment: Enrollment | null },
) {
  const intent = securityIntents.mailedResend;
  const phoneCode = enrollment ? null : phoneCodeFrom(Object.fromEntries(formData));
  const shown = { ...(enrollment && { enrollment }), ...(phoneCode && { phoneCode }) };
  const sent = await auth.sendEnrolmentCode();
  if (!sent.ok) return refused(intent, sent.error, shown);
  return data<SecurityResponse>({
    intent,
    ...shown,
    toast: createToast(securityToasts.codeMailed),
  });
}
