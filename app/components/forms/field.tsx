import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import * as styles from "./form.css";

/** The id of the element that lists a field's errors (for `aria-describedby`). */
export const errorIdFor = (id: string) => `${id}-error`;

/** The id of a field's hint (for `aria-describedby`). */
export const hintIdFor = (id: string) => `${id}-hint`;

/** `aria-describedby` of a control: its hint when it has one, then its errors. */
const describedBy = (id: string, hint: ReactNode) =>
  hint ? `${hintIdFor(id)} ${errorIdFor(id)}` : errorIdFor(id);

/**
 * A labelled control with its error messages below it. The control (input, textarea) is the
 * child and carries `id`, `aria-invalid` and `aria-describedby={errorIdFor(id)}` itself.
 */
export function Field({
  id,
  label,
  errors,
  optional,
  markRequired,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  errors?: readonly string[] | undefined;
  optional?: boolean;
  /** Shows a required field's asterisk (the control itself carries `required`). */
  markRequired?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={markRequired ? styles.requiredLabel : styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintIdFor(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldErrors id={errorIdFor(id)} errors={errors} />
    </div>
  );
}

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

/** The messages of one field, announced when they appear. Always rendered, so ids resolve. */
export function FieldErrors({
  id,
  errors,
}: {
  id: string;
  errors?: readonly string[] | undefined;
}) {
  return (
    <div id={id} className={styles.error} aria-live="polite">
      {errors?.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** A message about the whole form (too many submissions, the store failed). */
export function FormAlert({ id, messages }: { id: string; messages?: readonly string[] }) {
  if (!messages?.length) return null;
  return (
    <div id={id} role="alert" className={styles.alert}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
