import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { PhoneCode, SecurityResponse } from "~/utils/account-security";
import { CodeField } from "~/components/auth/code-field";
import { AuthSubmitButton } from "~/components/auth/submit-button";
import { FormAlert } from "~/components/forms/field";
import { InputField } from "~/components/forms/conform-fields";
import * as formStyles from "~/components/forms/form.css";
import { useLazyValidate } from "~/components/forms/use-lazy-validate";
import type { CheckedValues } from "~/utils/forms/validate";
import { PHONE_NUMBER_HINT } from "~/utils/forms/phone-number";
import {
  phoneActivateConstraint,
  phoneEnrollConstraint,
  securityIntents,
} from "~/utils/forms/security-fields";
import * as styles from "./account.css";
import { MailedCodeField, MailedCodeResend } from "./security-mailed-code";
import { SecurityButtonForm, SecurityFormValues } from "./security-button-form";

function resultOf(response: SecurityResponse | undefined, intent: string) {
  return response?.intent === intent
    ? (response.result as SubmissionResult<string[]> | undefined)
    : undefined;
}

export function PhoneOption({ response }: { response: SecurityResponse | undefined }) {
  const { validate, warmUp } = useLazyValidate("phoneEnroll");
  const [form, fields] = useForm<CheckedValues<"phoneEnroll">, unknown>({
    id: "phone-enroll",
    lastResult: resultOf(response, securityIntents.phoneEnroll),
    constraint: phoneEnrollConstraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  return (
    <>
      <h4 className={styles.option}>Text message (SMS)</h4>
      <p>Or we text a 6-digit code to your mobile phone each time you sign in.</p>
      <Form method="post" {...getFormProps(form)} className={formStyles.stack} onFocus={warmUp}>
        <SecurityFormValues intent={securityIntents.phoneEnroll} />
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

export function PhoneCodeSteps({
  phoneCode,
  response,
  email,
}: {
  phoneCode: PhoneCode;
  response: SecurityResponse | undefined;
  email: string;
}) {
  const { validate, warmUp } = useLazyValidate("phoneActivate");
  const [form, fields] = useForm<CheckedValues<"phoneActivate">, unknown>({
    // A new code is a new form: what was typed for the previous one is dropped.
    id: `phone-activate-${phoneCode.challengeId}`,
    lastResult: resultOf(response, securityIntents.phoneActivate),
    constraint: phoneActivateConstraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  const ids = {
    factorId: phoneCode.factorId,
    challengeId: phoneCode.challengeId,
    ...(phoneCode.ending && { ending: phoneCode.ending }),
  };
  return (
    <>
      <p>
        We texted a 6-digit code to{" "}
        {phoneCode.ending ? `your number ending ${phoneCode.ending}` : "your phone"}. It works for 5
        minutes.
      </p>
      <Form method="post" {...getFormProps(form)} className={formStyles.stack} onFocus={warmUp}>
        <SecurityFormValues intent={securityIntents.phoneActivate} values={ids} />
        <FormAlert id={form.errorId} messages={form.errors} />
        <CodeField meta={fields.code} hint="The 6-digit code in the text message." />
        <MailedCodeField meta={fields.mailedCode} email={email} />
        <div className={formStyles.actions}>
          <AuthSubmitButton intent={securityIntents.phoneActivate} label="Verify and turn on" />
        </div>
      </Form>
      <MailedCodeResend values={ids} />
      <SecurityButtonForm
        intent={securityIntents.phoneResend}
        values={ids}
        label="Send a new code"
        variant="outline"
        className={styles.cancel}
      />
      <SecurityButtonForm
        intent={securityIntents.cancel}
        values={{ factorId: phoneCode.factorId }}
        label="Cancel"
        variant="ghost"
      />
    </>
  );
}
