import type { InputHTMLAttributes, ReactNode } from "react";
import { describedBy, errorIdFor, Field } from "~/components/forms/field";
import { input } from "~/components/forms/form.css";
import type { Fields } from "./form-reply";

export function TextSetting({
  fields,
  name,
  id = `site-${name}`,
  label,
  saved,
  hint,
  required = true,
  ...props
}: {
  fields: Fields;
  name: string;
  id?: string;
  label: ReactNode;
  saved: string;
  hint?: ReactNode;
  required?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue" | "required">) {
  const errors = fields.errors(name);
  return (
    <Field id={id} label={label} errors={errors} hint={hint} markRequired={required}>
      <input
        id={id}
        name={name}
        className={input}
        defaultValue={fields.value(name, saved)}
        required={required}
        aria-invalid={errors ? true : undefined}
        aria-describedby={hint ? describedBy(id, hint) : errorIdFor(id)}
        {...props}
      />
    </Field>
  );
}
