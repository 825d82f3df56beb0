import type { FieldMetadata } from "@conform-to/react";
import { InputField } from "~/components/forms/conform-fields";
import { securityIntents } from "~/utils/forms/security-fields";
import { SecurityButtonForm } from "./security-button-form";
import * as styles from "./account.css";

/**
 * The code mailed to the account's address, which turning on a first second factor needs beside
 * the factor's own code (ADR 28): where it went, its field, and a form that mails a new one.
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

/** Mails a new code; `values` carry back what the page shows meanwhile (the enrolment). */
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
