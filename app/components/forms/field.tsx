import type { ReactNode } from "react";
import * as styles from "./form.css";

export const errorIdFor = (id: string) => `${id}-error`;

const hintIdFor = (id: string) => `${id}-hint`;

export const describedBy = (id: string, hint: ReactNode) =>
  hint ? `${hintIdFor(id)} ${errorIdFor(id)}` : errorIdFor(id);

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
