import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { AuthSubmitButton } from "~/components/auth/submit-button";
import { FormAlert } from "~/components/forms/field";
import { InputField } from "~/components/forms/conform-fields";
import * as formStyles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import type { SecurityResponse } from "~/utils/account-security";
import { profileIntent, profileSchema, type ProfileDetails } from "~/utils/forms/profile";
import * as styles from "./account.css";

/**
 * "Your details": the name, business and telephone given at sign-up, changed in place. Posts to
 * /account (cross-site check, honeypot), checked with sign-up's rules on both sides; works without JavaScript.
 */
export function ProfileForm({
  details,
  response,
}: {
  details: ProfileDetails;
  response: SecurityResponse | undefined;
}) {
  useLeadFormResponse(response);
  const [form, fields] = useForm({
    id: "profile-form",
    defaultValue: details,
    lastResult: response?.result as SubmissionResult<string[]> | undefined,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  return (
    <section aria-labelledby="profile-details-title" className={styles.details}>
      <h3 id="profile-details-title" className={styles.subtitle}>
        Your details
      </h3>
      <Form method="post" {...getFormProps(form)} className={formStyles.stack}>
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
