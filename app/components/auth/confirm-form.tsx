import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormAlert } from "~/components/forms/field";
import { InputField } from "~/components/forms/conform-fields";
import * as styles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import type { AuthFormResponse } from "~/utils/forms/auth";
import { SIGNUP_KEY_PARAM } from "~/utils/confirm-link";
import { confirmConstraint, confirmIntent } from "~/utils/forms/confirm-fields";
import { useAuthForm } from "./auth-forms";
import { AuthSubmitButton } from "./submit-button";

export type ConfirmLinkFields = {
  tokenHash: string;
  type: string;
  next: string;
  signupKey: string;
};

export function ConfirmAccountForm({
  link,
  response,
}: {
  link: ConfirmLinkFields;
  response: AuthFormResponse | undefined;
}) {
  const [form, fields, warmUp] = useAuthForm(
    "confirm-account-form",
    "confirm",
    confirmConstraint,
    response,
  );
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack} onFocus={warmUp}>
      <FormGuards />
      <input type="hidden" name="intent" value={confirmIntent} />
      <input type="hidden" name="token_hash" value={link.tokenHash} />
      <input type="hidden" name="type" value={link.type} />
      <input type="hidden" name="next" value={link.next} />
      {link.signupKey ? (
        <input type="hidden" name={SIGNUP_KEY_PARAM} value={link.signupKey} />
      ) : null}
      <FormAlert id={form.errorId} messages={form.errors} />
      <InputField
        meta={fields.password}
        label="Password"
        type="password"
        hint="The password you chose when you signed up."
        autoComplete="current-password"
      />
      <div className={styles.actions}>
        <AuthSubmitButton intent={confirmIntent} label="Confirm my account" />
      </div>
    </Form>
  );
}
