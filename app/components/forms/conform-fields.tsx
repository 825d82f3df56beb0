import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { describedBy, errorIdFor, Field } from "./field";
import * as styles from "./form.css";

/** What an input may carry besides what Conform gives it (left out unless given). */
type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoCapitalize" | "autoComplete" | "inputMode" | "maxLength" | "placeholder" | "spellCheck"
>;

/**
 * One labelled input of a form run by Conform (text, e-mail, telephone, number or password),
 * with its error messages below it. Conform gives the input its name, id, rules and value; the
 * input points at its errors for screen readers. Extra attributes such as `autoComplete` keep
 * the order they are written in.
 */
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
  /** The kind of input; text unless said. */
  type?: "email" | "number" | "password" | "tel" | "text";
  optional?: boolean;
  markRequired?: boolean;
  hint?: ReactNode;
  /** The messages shown, when not Conform's own (the server's, held until the field changes). */
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

/**
 * One labelled multi-line text box of a form run by Conform (a message, a reason), with its
 * error messages below it; `rows` sets how tall it starts.
 */
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
