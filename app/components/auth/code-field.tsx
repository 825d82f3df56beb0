import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { InputField } from "~/components/forms/conform-fields";

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
