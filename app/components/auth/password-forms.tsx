import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { FormAlert } from "~/components/forms/field";
import { InputField } from "~/components/forms/conform-fields";
import * as styles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import type { AuthFormResponse } from "~/utils/forms/auth";
import { passwordRule } from "~/utils/forms/auth-fields";
import {
  changePasswordConstraint,
  forgotPasswordConstraint,
  passwordIntents,
  resetPasswordConstraint,
} from "~/utils/forms/password-fields";
import { useAuthForm } from "./auth-forms";
import { AuthSubmitButton } from "./submit-button";

type Response = AuthFormResponse | undefined;

function Guards({ intent }: { intent: string }) {
  return (
    <>
      <FormGuards />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

const NEW_PASSWORD_FIELDS = ["password", "confirmPassword"] as const;
const CHANGE_PASSWORD_FIELDS = ["currentPassword", ...NEW_PASSWORD_FIELDS] as const;

export function ForgotPasswordForm({ response }: { response: Response }) {
  const [form, fields, warmUp] = useAuthForm(
    "forgot-password-form",
    "forgotPassword",
    forgotPasswordConstraint,
    response,
  );
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack} onFocus={warmUp}>
      <Guards intent={passwordIntents.forgot} />
      <FormAlert id={form.errorId} messages={form.errors} />
      <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <div className={styles.actions}>
        <AuthSubmitButton intent={passwordIntents.forgot} label="Send reset link" />
      </div>
    </Form>
  );
}

export function OpenResetLinkForm({ tokenHash }: { tokenHash: string }) {
  return (
    <Form method="post" className={styles.stack}>
      <Guards intent={passwordIntents.openLink} />
      <input type="hidden" name="token_hash" value={tokenHash} />
      <div className={styles.actions}>
        <AuthSubmitButton intent={passwordIntents.openLink} label="Choose a new password" />
      </div>
    </Form>
  );
}

export function NewPasswordForm({ response }: { response: Response }) {
  const [form, fields, warmUp] = useAuthForm(
    "reset-password-form",
    "resetPassword",
    resetPasswordConstraint,
    response,
    NEW_PASSWORD_FIELDS,
  );
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack} onFocus={warmUp}>
      <Guards intent={passwordIntents.reset} />
      <FormAlert id={form.errorId} messages={form.errors} />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <InputField
        meta={fields.code}
        label="Authentication code"
        optional
        hint="Only if you turned on two-factor sign-in: the 6-digit code from your authenticator app."
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <div className={styles.actions}>
        <AuthSubmitButton intent={passwordIntents.reset} label="Set new password" />
      </div>
    </Form>
  );
}

function NewPasswordFields({
  password,
  confirmPassword,
}: {
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
}) {
  return (
    <>
      <InputField
        meta={password}
        label="New password"
        type="password"
        hint={passwordRule}
        autoComplete="new-password"
      />
      <InputField
        meta={confirmPassword}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

export function ChangePasswordForm({ response }: { response: Response }) {
  const [form, fields, warmUp] = useAuthForm(
    "change-password-form",
    "changePassword",
    changePasswordConstraint,
    response,
    CHANGE_PASSWORD_FIELDS,
  );
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack} onFocus={warmUp}>
      <Guards intent={passwordIntents.change} />
      <FormAlert id={form.errorId} messages={form.errors} />
      <InputField
        meta={fields.currentPassword}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <div className={styles.actions}>
        <AuthSubmitButton intent={passwordIntents.change} label="Change password" />
      </div>
    </Form>
  );
}
