import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { AuthSubmitButton } from "~/components/auth/submit-button";
import { FormAlert } from "~/components/forms/field";
import { InputField } from "~/components/forms/conform-fields";
import * as formStyles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import { useLazyValidate } from "~/components/forms/use-lazy-validate";
import type { CheckedValues } from "~/utils/forms/validate";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import type { SecurityResponse } from "~/utils/account-security";
import type { ProfileDetails } from "~/utils/forms/profile";
import { profileConstraint, profileIntent } from "~/utils/forms/profile-fields";
import * as styles from "./account.css";

export function ProfileForm({
  details,
  response,
}: {
  details: ProfileDetails;
  response: SecurityResponse | undefined;
}) {
  useLeadFormResponse(response);
  const { validate, warmUp } = useLazyValidate("profile");
  const [form, fields] = useForm<CheckedValues<"profile">, unknown>({
    id: "profile-form",
    defaultValue: details,
    lastResult: response?.result as SubmissionResult<string[]> | undefined,
    constraint: profileConstraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  return (
    <section aria-labelledby="profile-details-title" className={styles.details}>
      <h3 id="profile-details-title" className={styles.subtitle}>
        Your details
      </h3>
      <Form method="post" {...getFormProps(form)} className={formStyles.stack} onFocus={warmUp}>
        <FormGuards />
        <input type="hidden" name="intent" value={profileIntent} />
        <FormAlert id={form.errorId} messages={form.errors} />
        <InputField meta={fields.fullName} label="Full Name" autoComplete="name" markRequired />
        <InputField
          meta={fields.businessName}
          label="Business Name"
          autoComplete="organization"
          markRequired
        />
        <InputField
          meta={fields.telephone}
          label="Telephone"
          type="tel"
          autoComplete="tel"
          markRequired
        />
        <div className={formStyles.actions}>
          <AuthSubmitButton intent={profileIntent} label="Save details" />
        </div>
      </Form>
    </section>
  );
}
