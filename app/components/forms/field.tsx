import { useEffect, useRef, type ReactNode } from "react";
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

/**
 * A message about the whole form, above it. A refusal arrives while the page is still scrolled at
 * the button the person pressed, often a screen below: the message comes into view (the middle
 * of the screen, clear of the sticky header) when it appears or changes.
 */
export function FormAlert({ id, messages }: { id: string; messages?: readonly string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = messages?.join("\n") ?? "";
  useEffect(() => {
    const alert = ref.current;
    if (!alert) return;
    const box = alert.getBoundingClientRect();
    // Off the screen, or under the sticky header: what is at its corner is something else.
    const corner = document.elementFromPoint(box.left + 4, box.top + 4);
    if (corner && alert.contains(corner) && box.bottom <= window.innerHeight) return;
    alert.scrollIntoView({ block: "center" });
  }, [text]);
  if (!messages?.length) return null;
  return (
    <div ref={ref} id={id} role="alert" className={styles.alert}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
