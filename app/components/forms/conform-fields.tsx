import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { describedBy, errorIdFor, Field } from "./field";
import * as styles from "./form.css";

type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoCapitalize" | "autoComplete" | "inputMode" | "maxLength" | "placeholder" | "spellCheck"
>;

export function InputField<Schema>({
  meta,
  label,
  type = "text",
  optional,
  markRequired,
  hint,
  errors = meta.errors,
  ...extras
}: {
  meta: FieldMetadata<Schema>;
  label: ReactNode;
  type?: "email" | "number" | "password" | "tel" | "text";
  optional?: boolean;
  markRequired?: boolean;
  hint?: ReactNode;
  errors?: readonly string[] | undefined;
} & InputExtras) {
  return (
    <Field
      id={meta.id}
      label={label}
      errors={errors}
      optional={optional}
      markRequired={markRequired}
      hint={hint}
    >
      <input
        {...getInputProps(meta, { type })}
        aria-describedby={describedBy(meta.id, hint)}
        {...(errors?.length ? { "aria-invalid": true } : {})}
        {...extras}
        className={styles.input}
      />
    </Field>
  );
}

export function TextareaField<Schema>({
  meta,
  label,
  rows,
  optional,
  markRequired,
}: {
  meta: FieldMetadata<Schema>;
  label: ReactNode;
  rows: number;
  optional?: boolean;
  markRequired?: boolean;
}) {
  return (
    <Field
      id={meta.id}
      label={label}
      errors={meta.errors}
      optional={optional}
      markRequired={markRequired}
    >
      <textarea
        {...getTextareaProps(meta)}
        aria-describedby={errorIdFor(meta.id)}
        rows={rows}
        className={styles.textarea}
      />
    </Field>
  );
}
