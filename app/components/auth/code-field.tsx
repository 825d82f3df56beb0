import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { InputField } from "~/components/forms/conform-fields";

/**
 * The 6-digit 'Verification code' of a second factor, at the sign-in step and at enrolment;
 * `hint` says where the code comes from (the authenticator app or a text message).
 */
export function CodeField({ meta, hint }: { meta: FieldMetadata<string>; hint: ReactNode }) {
  return (
    <InputField
      meta={meta}
      label="Verification code"
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
    />
  );
}
