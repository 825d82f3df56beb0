import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { errorIdFor, Field } from "~/components/forms/field";
import * as styles from "~/components/forms/form.css";

/**
 * The 6-digit 'Verification code' of a second factor, at the sign-in step and at enrolment;
 * `hint` says where the code comes from (the authenticator app or a text message).
 */
export function CodeField({ meta, hint }: { meta: FieldMetadata<string>; hint: ReactNode }) {
  return (
    <Field id={meta.id} label="Verification code" hint={hint} errors={meta.errors}>
      <input
        {...getInputProps(meta, { type: "text" })}
        aria-describedby={errorIdFor(meta.id)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={styles.input}
      />
    </Field>
  );
}
