import type { FieldMetadata } from "@conform-to/react";
import { InputField } from "~/components/forms/conform-fields";
import { securityIntents } from "~/utils/forms/security-fields";
import { SecurityButtonForm } from "./security-button-form";
import * as styles from "./account.css";

/**
 * Turning on a first factor also needs a code mailed to the account.
 * @see docs/decisions/0028-account-takeover-proofs-and-notices.md
 */
export function MailedCodeField({ meta, email }: { meta: FieldMetadata<string>; email: string }) {
  return (
    <>
      <p>
        We sent a code to {email}. It works for 15 minutes. If this wasn&apos;t you, reset your
        password.
      </p>
      <InputField
        meta={meta}
        label="Code from your email"
        hint="The 8-digit code in the email we sent you."
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
      />
    </>
  );
}

export function MailedCodeResend({ values }: { values: Record<string, string> }) {
  return (
    <SecurityButtonForm
      intent={securityIntents.mailedResend}
      values={values}
      label="Send a new code by email"
      variant="outline"
      className={styles.cancel}
    />
  );
}
