import {
  getFormProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ZodObject, type ZodTypeAny, type z } from "zod";
import { FormAlert, InputField, TextareaField } from "~/components/forms/field";
import * as styles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import {
  authIntents,
  mfaPhoneSchema,
  mfaSchema,
  signInSchema,
  signUpSchema,
  whyLabel,
  type AuthFormResponse,
} from "~/utils/forms/auth";
import * as authStyles from "./auth.css";
import { CodeField } from "./code-field";
import { AuthSubmitButton } from "./submit-button";

/** Fields emptied after a refusal: the password, where the form has one. */
const PASSWORD_ONLY: readonly string[] = ["password"];
const NO_SECRETS: readonly string[] = [];

/**
 * Conform's state for one account form (/auth and the password pages), with the last answer of
 * the server when it was ours. A refused attempt keeps what was typed except the `secrets`
 * fields (by default the password): the server never echoes them back, and with JavaScript they
 * are emptied here too.
 */
export function useAuthForm<Schema extends ZodTypeAny>(
  id: string,
  schema: Schema,
  response: AuthFormResponse | undefined,
  secrets: readonly string[] = schema instanceof ZodObject && "password" in schema.shape
    ? PASSWORD_ONLY
    : NO_SECRETS,
) {
  useLeadFormResponse(response);
  const state = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: response?.result as SubmissionResult<string[]> | undefined,
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

/** Fields every /auth form carries: CSRF, honeypot, which form it is and where to go after. */
export function Hidden({ intent, returnTo }: { intent: string; returnTo: string }) {
  return (
    <>
      <FormGuards />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

/** Email and Password, the last fields of both forms. */
function CredentialFields({
  email,
  password,
  passwordAutoComplete,
}: {
  email: FieldMetadata<string>;
  password: FieldMetadata<string>;
  passwordAutoComplete: "current-password" | "new-password";
}) {
  return (
    <>
      <InputField meta={email} label="Email" type="email" autoComplete="email" />
      <InputField
        meta={password}
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
      />
    </>
  );
}

/** Sign in (S-AUTH-08): Email and Password. */
/** What every /auth form takes: where to go after, and the action's last answer. */
export type AuthFormProps = { returnTo: string; response: AuthFormResponse | undefined };

export function SignInForm({ returnTo, response }: AuthFormProps) {
  const [form, fields] = useAuthForm("sign-in-form", signInSchema, response);
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack}>
      <Hidden intent={authIntents.signIn} returnTo={returnTo} />
      <FormAlert id={form.errorId} messages={form.errors} />
      <CredentialFields
        email={fields.email}
        password={fields.password}
        passwordAutoComplete="current-password"
      />
      <p>
        <Link to="/auth/forgot" className={authStyles.toggle}>
          Forgot password?
        </Link>
      </p>
      <div className={styles.actions}>
        <AuthSubmitButton intent={authIntents.signIn} label="Sign In" />
      </div>
    </Form>
  );
}

/** Sign up (S-AUTH-09, S-AUTH-10): every field required. */
export function SignUpForm({ returnTo, response }: AuthFormProps) {
  const [form, fields] = useAuthForm("sign-up-form", signUpSchema, response);
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack}>
      <Hidden intent={authIntents.signUp} returnTo={returnTo} />
      <FormAlert id={form.errorId} messages={form.errors} />
      <div className={styles.row}>
        <InputField meta={fields.fullName} label="Full Name" autoComplete="name" />
        <InputField meta={fields.businessName} label="Business Name" autoComplete="organization" />
      </div>
      <div className={styles.row}>
        <InputField meta={fields.telephone} label="Telephone" type="tel" autoComplete="tel" />
        <InputField
          meta={fields.yearsInBusiness}
          label="Years in Business"
          type="number"
          inputMode="numeric"
        />
      </div>
      <TextareaField meta={fields.whyBTE} label={whyLabel} rows={4} />
      <CredentialFields
        email={fields.email}
        password={fields.password}
        passwordAutoComplete="new-password"
      />
      <div className={styles.actions}>
        <AuthSubmitButton intent={authIntents.signUp} label="Sign Up" />
      </div>
    </Form>
  );
}

/**
 * The second step of signing in: the code from the authenticator app, or (with `challengeId`)
 * the code texted to the phone by that challenge.
 */
export function MfaForm({
  returnTo,
  response,
  challengeId,
}: AuthFormProps & { challengeId?: string }) {
  // A new texted code is a new form: what was typed for the previous one is dropped.
  const [form, fields] = useAuthForm(
    challengeId ? `mfa-form-${challengeId}` : "mfa-form",
    challengeId ? mfaPhoneSchema : mfaSchema,
    response,
  );
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack}>
      <Hidden intent={authIntents.mfa} returnTo={returnTo} />
      {challengeId ? <input type="hidden" name="challengeId" value={challengeId} /> : null}
      <FormAlert id={form.errorId} messages={form.errors} />
      <CodeField
        meta={fields.code}
        hint={
          challengeId
            ? "The 6-digit code in the text message we sent you."
            : "The 6-digit code from your authenticator app."
        }
      />
      <div className={styles.actions}>
        <AuthSubmitButton intent={authIntents.mfa} label="Verify" />
      </div>
    </Form>
  );
}
