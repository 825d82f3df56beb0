import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { PhoneCode, SecurityResponse } from "~/utils/account-security";
import { CodeField } from "~/components/auth/code-field";
import { AuthSubmitButton } from "~/components/auth/submit-button";
import { FormAlert, InputField } from "~/components/forms/field";
import * as formStyles from "~/components/forms/form.css";
import { PHONE_NUMBER_HINT } from "~/utils/forms/phone-number";
import { phoneActivateSchema, phoneEnrollSchema, securityIntents } from "~/utils/forms/security";
import * as styles from "./account.css";

/**
 * Text-message (SMS) codes in the Security part, shown only when the auth adapter sends them
 * (supportsPhoneFactors). Like the authenticator app's steps, every one is a form posted to
 * /account, so it works without JavaScript.
 */

/** The result of `intent`'s last submission, for that form's own messages. */
function resultOf(response: SecurityResponse | undefined, intent: string) {
  return response?.intent === intent
    ? (response.result as SubmissionResult<string[]> | undefined)
    : undefined;
}

/** "Text message (SMS)": the number to text; sending it enrols the phone and texts a code. */
export function PhoneOption({ response }: { response: SecurityResponse | undefined }) {
  const [form, fields] = useForm({
    id: "phone-enroll",
    lastResult: resultOf(response, securityIntents.phoneEnroll),
    constraint: getZodConstraint(phoneEnrollSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: phoneEnrollSchema }),
  });
  return (
    <>
      <h4 className={styles.option}>Text message (SMS)</h4>
      <p>Or we text a 6-digit code to your mobile phone each time you sign in.</p>
      <Form method="post" {...getFormProps(form)} className={formStyles.stack}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value={securityIntents.phoneEnroll} />
        <FormAlert id={form.errorId} messages={form.errors} />
        <InputField
          meta={fields.phone}
          label="Phone number"
          type="tel"
          hint={PHONE_NUMBER_HINT}
          autoComplete="tel"
        />
        <div className={formStyles.actions}>
          <AuthSubmitButton intent={securityIntents.phoneEnroll} label="Text me a code" />
        </div>
      </Form>
    </>
  );
}

/** The code texted to the number being enrolled: verify it, ask for another, or give up. */
export function PhoneCodeSteps({
  phoneCode,
  response,
}: {
  phoneCode: PhoneCode;
  response: SecurityResponse | undefined;
}) {
  const [form, fields] = useForm({
    // A new code is a new form: what was typed for the previous one is dropped.
    id: `phone-activate-${phoneCode.challengeId}`,
    lastResult: resultOf(response, securityIntents.phoneActivate),
    constraint: getZodConstraint(phoneActivateSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: phoneActivateSchema }),
  });
  const ids = (
    <>
      <AuthenticityTokenInput />
      <input type="hidden" name="factorId" value={phoneCode.factorId} />
      <input type="hidden" name="challengeId" value={phoneCode.challengeId} />
      {phoneCode.ending ? <input type="hidden" name="ending" value={phoneCode.ending} /> : null}
    </>
  );
  return (
    <>
      <p>
        We texted a 6-digit code to{" "}
        {phoneCode.ending ? `your number ending ${phoneCode.ending}` : "your phone"}. It works for 5
        minutes.
      </p>
      <Form method="post" {...getFormProps(form)} className={formStyles.stack}>
        {ids}
        <input type="hidden" name="intent" value={securityIntents.phoneActivate} />
        <FormAlert id={form.errorId} messages={form.errors} />
        <CodeField meta={fields.code} hint="The 6-digit code in the text message." />
        <div className={formStyles.actions}>
          <AuthSubmitButton intent={securityIntents.phoneActivate} label="Verify and turn on" />
        </div>
      </Form>
      <Form method="post" className={styles.cancel}>
        {ids}
        <input type="hidden" name="intent" value={securityIntents.phoneResend} />
        <AuthSubmitButton
          intent={securityIntents.phoneResend}
          label="Send a new code"
          variant="outline"
        />
      </Form>
      <Form method="post">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value={securityIntents.cancel} />
        <input type="hidden" name="factorId" value={phoneCode.factorId} />
        <AuthSubmitButton intent={securityIntents.cancel} label="Cancel" variant="ghost" />
      </Form>
    </>
  );
}
