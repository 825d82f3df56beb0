import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { Enrollment, SecurityResponse } from "~/utils/account-security";
import { securityToasts } from "~/utils/forms/security";
import { securityIntents } from "~/utils/forms/security-fields";
import { createToast } from "~/utils/toast";
import { phoneCodeFrom } from "./phone";
import { refused } from "./refused";
import type { AppContext } from "../../app-context";
import type { AuthError } from "../../auth";
import type { SecurityForm } from "./section";

/**
 * The code mailed to the account's address that turning on a first factor needs (ADR 28), in
 * the Security part: a refused code goes on its own field, and "Send a new code" mails another
 * while the page keeps the enrolment (the authenticator's QR code, or the texted code's form).
 */

/** The activation form's answer to a refusal: on the field it is about; what was typed stays. */
export function codeRefusal(submission: Submission<unknown>, error: AuthError) {
  return error.code === "invalid_mailed_code"
    ? submission.reply({ fieldErrors: { mailedCode: [error.message] }, resetForm: false })
    : submission.reply({ formErrors: [error.message], resetForm: false });
}

/** Mails a new code; `enrollment` is the authenticator being set up, if that is the form. */
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
