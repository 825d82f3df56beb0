import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { ZodTypeAny, z } from "zod";
import { errorIdFor, Field, FormAlert } from "~/components/forms/field";
import * as styles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import type { AuthFormResponse } from "~/utils/forms/auth";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  passwordIntents,
  resetPasswordSchema,
} from "~/utils/forms/password";
import { AuthSubmitButton } from "./submit-button";

type Response = AuthFormResponse | undefined;

/**
 * Conform's state for one password form with the server's last answer. Passwords never come
 * back from the server; after a refusal the page empties its `secrets` fields too, as a reload
 * without JavaScript would.
 */
function usePasswordForm<Schema extends ZodTypeAny>(
  id: string,
  schema: Schema,
  response: Response,
  secrets: readonly string[] = [],
) {
  useLeadFormResponse(response);
  const state = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: response?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [form] = state;
  const cleared = useRef<string | undefined>(undefined);
  useEffect(() => {
    const refusal = response?.toast?.id;
    if (!refusal || cleared.current === refusal) return;
    cleared.current = refusal;
    for (const name of secrets) form.update({ name, value: "" });
  }, [response, form, secrets]);
  return state;
}

function Guards({ intent }: { intent: string }) {
  return (
    <>
      <FormGuards />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

function PasswordField({
  meta,
  label,
  autoComplete,
  hint,
}: {
  meta: FieldMetadata<string>;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
}) {
  return (
    <Field id={meta.id} label={label} errors={meta.errors} hint={hint}>
      <input
        {...getInputProps(meta, { type: "password" })}
        aria-describedby={errorIdFor(meta.id)}
        autoComplete={autoComplete}
        className={styles.input}
      />
    </Field>
  );
}

const NEW_PASSWORD_FIELDS = ["password", "confirmPassword"] as const;
const CHANGE_PASSWORD_FIELDS = ["currentPassword", ...NEW_PASSWORD_FIELDS] as const;

const NEW_PASSWORD_HINT = "At least 8 characters. A few unrelated words make a strong one.";

/** "Forgot password?": the address to mail a reset link to. */
export function ForgotPasswordForm({ response }: { response: Response }) {
  const [form, fields] = usePasswordForm("forgot-password-form", forgotPasswordSchema, response);
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack}>
      <Guards intent={passwordIntents.forgot} />
      <FormAlert id={form.errorId} messages={form.errors} />
      <Field id={fields.email.id} label="Email" errors={fields.email.errors}>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          aria-describedby={errorIdFor(fields.email.id)}
          autoComplete="email"
          className={styles.input}
        />
      </Field>
      <div className={styles.actions}>
        <AuthSubmitButton intent={passwordIntents.forgot} label="Send reset link" />
      </div>
    </Form>
  );
}

/** The reset link's page: one button, whose POST uses the link. */
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

/** After the reset link: the new password, twice. */
export function NewPasswordForm({ response }: { response: Response }) {
  const [form, fields] = usePasswordForm(
    "reset-password-form",
    resetPasswordSchema,
    response,
    NEW_PASSWORD_FIELDS,
  );
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack}>
      <Guards intent={passwordIntents.reset} />
      <FormAlert id={form.errorId} messages={form.errors} />
      <PasswordField
        meta={fields.password}
        label="New password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
      />
      <PasswordField
        meta={fields.confirmPassword}
        label="Confirm new password"
        autoComplete="new-password"
      />
      <div className={styles.actions}>
        <AuthSubmitButton intent={passwordIntents.reset} label="Set new password" />
      </div>
    </Form>
  );
}

/** The account's "Change password": the current one, then the new one twice. */
export function ChangePasswordForm({ response }: { response: Response }) {
  const [form, fields] = usePasswordForm(
    "change-password-form",
    changePasswordSchema,
    response,
    CHANGE_PASSWORD_FIELDS,
  );
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack}>
      <Guards intent={passwordIntents.change} />
      <FormAlert id={form.errorId} messages={form.errors} />
      <PasswordField
        meta={fields.currentPassword}
        label="Current password"
        autoComplete="current-password"
      />
      <PasswordField
        meta={fields.password}
        label="New password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
      />
      <PasswordField
        meta={fields.confirmPassword}
        label="Confirm new password"
        autoComplete="new-password"
      />
      <div className={styles.actions}>
        <AuthSubmitButton intent={passwordIntents.change} label="Change password" />
      </div>
    </Form>
  );
}
