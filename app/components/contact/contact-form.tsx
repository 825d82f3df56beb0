import { getCollectionProps, getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { errorIdFor, FieldErrors, FormAlert } from "~/components/forms/field";
import { InputField, TextareaField } from "~/components/forms/conform-fields";
import * as styles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import { useLazyValidate } from "~/components/forms/use-lazy-validate";
import type { CheckedValues } from "~/utils/forms/validate";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import { button } from "~/components/ui/button.css";
import { businessNeedOptions, contactConstraint, OTHER_NEED } from "~/utils/forms/contact-fields";
import type { LeadFormResponse } from "~/utils/forms/lead-form";

/** Conform's own id (`…-Grant Research & Writing`) has spaces, which an id may not hold. */
const optionId = (fieldId: string, option: string) =>
  `${fieldId}-${option.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export function ContactForm({ response }: { response: LeadFormResponse | undefined }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  useLeadFormResponse(response);
  const { validate, warmUp } = useLazyValidate("contact");

  const [form, fields] = useForm<CheckedValues<"contact">, unknown>({
    id: "contact-form",
    lastResult: response?.result,
    constraint: contactConstraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });

  const needs = fields.businessNeeds.value;
  const otherTicked = Array.isArray(needs) ? needs.includes(OTHER_NEED) : needs === OTHER_NEED;
  const showOther = !hydrated || otherTicked;

  return (
    <Form method="post" {...getFormProps(form)} onFocus={warmUp} className={styles.stack}>
      <FormGuards />
      <FormAlert id={form.errorId} messages={form.errors} />
      <div className={styles.row}>
        <InputField meta={fields.fullName} label="Full Name" autoComplete="name" />
        <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
      </div>
      <InputField meta={fields.telephone} label="Telephone" type="tel" autoComplete="tel" />
      <fieldset
        className={styles.fieldset}
        aria-describedby={errorIdFor(fields.businessNeeds.id)}
        aria-invalid={fields.businessNeeds.errors ? true : undefined}
      >
        <legend className={styles.legend}>What can we help you with?</legend>
        <div className={styles.choices}>
          {getCollectionProps(fields.businessNeeds, {
            type: "checkbox",
            options: [...businessNeedOptions],
          }).map(({ key, ...props }) => (
            <label key={key} className={styles.choice}>
              <input {...props} id={optionId(fields.businessNeeds.id, props.value)} />
              {props.value}
            </label>
          ))}
        </div>
        <FieldErrors
          id={errorIdFor(fields.businessNeeds.id)}
          errors={fields.businessNeeds.errors}
        />
      </fieldset>
      {showOther ? (
        <InputField
          meta={fields.otherDescription}
          label="Please specify other needs"
          hint={hydrated ? undefined : "Only read when you tick Other above."}
          optional
        />
      ) : null}
      <TextareaField meta={fields.comments} label="Comments" rows={5} optional />
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={submitting}>
          {submitting ? "Sending..." : "Send Message"}
        </button>
      </div>
    </Form>
  );
}
