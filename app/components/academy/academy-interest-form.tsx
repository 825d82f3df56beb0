import { getFormProps, useForm } from "@conform-to/react";
import { Form, useFormAction, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { FormAlert } from "~/components/forms/field";
import { InputField } from "~/components/forms/conform-fields";
import * as formStyles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import { useLazyValidate } from "~/components/forms/use-lazy-validate";
import type { CheckedValues } from "~/utils/forms/validate";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import { button } from "~/components/ui/button.css";
import { interestSection } from "~/content/academy";
import { academyPath } from "~/content/site";
import { academyConstraint } from "~/utils/forms/academy-fields";
import type { LeadFormResponse } from "~/utils/forms/lead-form";
import * as styles from "./academy.css";

type TextField = {
  name: "firstName" | "lastName" | "organization" | "email" | "phone" | "city";
  label: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
};

const rows: readonly (readonly TextField[])[] = [
  [
    { name: "firstName", label: "First Name", type: "text", autoComplete: "given-name" },
    { name: "lastName", label: "Last Name", type: "text", autoComplete: "family-name" },
  ],
  [
    { name: "organization", label: "Organization", type: "text", autoComplete: "organization" },
    { name: "email", label: "Email", type: "email", autoComplete: "email" },
  ],
  [
    { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
    { name: "city", label: "City of Service", type: "text", autoComplete: "address-level2" },
  ],
];

export function AcademyInterestForm({ response }: { response: LeadFormResponse | undefined }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const formAction = useFormAction();
  const submitting =
    navigation.state === "submitting" &&
    navigation.formMethod === "POST" &&
    navigation.formAction === formAction;
  useLeadFormResponse(response);
  const { validate, warmUp } = useLazyValidate("academy");

  const [form, fields] = useForm<CheckedValues<"academy">, unknown>({
    id: "academy-interest-form",
    lastResult: response?.result,
    constraint: academyConstraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });

  // Without JavaScript there is no toast to carry the failure's title, so the alert shows it.
  const failure = response?.toast?.variant === "destructive" ? response.toast : undefined;
  const formMessages =
    failure && !hydrated && form.errors?.length ? [failure.title, ...form.errors] : form.errors;

  return (
    <div className={styles.interestForm}>
      <h3 id="interest-form-title" className={styles.interestFormTitle}>
        Program Interest Form
      </h3>
      <Form
        method="post"
        action={hydrated ? undefined : `${academyPath}#${interestSection.id}`}
        {...getFormProps(form)}
        onFocus={warmUp}
        aria-labelledby="interest-form-title"
        className={formStyles.stack}
      >
        <FormGuards />
        <FormAlert id={form.errorId} messages={formMessages} />
        {rows.map((row) => (
          <div key={row.map((spec) => spec.name).join("-")} className={formStyles.row}>
            {row.map((spec) => (
              <InputField
                key={spec.name}
                meta={fields[spec.name]}
                label={spec.label}
                type={spec.type}
                autoComplete={spec.autoComplete}
              />
            ))}
          </div>
        ))}
        <div className={formStyles.actions}>
          <button type="submit" className={button.primary} disabled={submitting}>
            {submitting ? "Submitting..." : "Request Program Overview"}
          </button>
        </div>
      </Form>
    </div>
  );
}
