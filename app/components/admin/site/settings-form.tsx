import { Form } from "react-router";
import type { ReactNode } from "react";
import { FormAlert } from "~/components/forms/field";
import { stack } from "~/components/forms/form.css";
import { button } from "~/components/ui/button.css";
import * as styles from "../admin.css";
import type { Fields } from "./form-reply";

export function SettingsForm({
  id,
  title,
  intent,
  fields,
  submitLabel = "Save",
  lead,
  children,
}: {
  id: string;
  title: string;
  intent: string;
  fields: Fields;
  submitLabel?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {lead ? <p>{lead}</p> : null}
      <Form method="post" className={stack} aria-labelledby={`${id}-title`} noValidate>
        <FormAlert id={`${id}-alert`} messages={fields.formErrors()} />
        {children}
        <div className={styles.actions}>
          <button type="submit" name="intent" value={intent} className={button.primary}>
            {submitLabel}
          </button>
        </div>
      </Form>
    </section>
  );
}
