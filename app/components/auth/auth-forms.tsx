import {
  getFormProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link } from "react-router";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { FormAlert } from "~/components/forms/field";
import { InputField, TextareaField } from "~/components/forms/conform-fields";
import * as styles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import { useLazyValidate } from "~/components/forms/use-lazy-validate";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import type { AuthFormResponse } from "~/utils/forms/auth";
import {
  authIntents,
  mfaConstraint,
  mfaPhoneConstraint,
  passwordRule,
  signInConstraint,
  signUpConstraint,
  whyLabel,
} from "~/utils/forms/auth-fields";
import type { FormConstraint } from "~/utils/forms/constraint";
import type { CheckedForm, CheckedValues } from "~/utils/forms/validate";
import { button } from "~/components/ui/button.css";
import * as authStyles from "./auth.css";
import { CodeField } from "./code-field";
import { AuthSubmitButton } from "./submit-button";

const PASSWORD_ONLY: readonly string[] = ["password"];
const NO_SECRETS: readonly string[] = [];

/** A refusal keeps what was typed; `secrets` are emptied unless the server sent them back. */
export function useAuthForm<Check extends CheckedForm>(
  id: string,
  check: Check,
  constraint: FormConstraint,
  response: AuthFormResponse | undefined,
  secrets: readonly string[] = "password" in constraint ? PASSWORD_ONLY : NO_SECRETS,
) {
  useLeadFormResponse(response);
  const { validate, warmUp } = useLazyValidate(check);
  const [form, fields] = useForm<CheckedValues<Check>, unknown>({
    id,
    lastResult: response?.result as SubmissionResult<string[]> | undefined,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  const cleared = useRef<AuthFormResponse | undefined>(undefined);
  useEffect(() => {
    if (!response?.error || cleared.current === response) return;
    cleared.current = response;
    const sentBack = response.result?.initialValue ?? {};
    for (const name of secrets) {
      if (typeof sentBack[name] !== "string") form.update({ name, value: "", validated: false });
    }
  }, [response, form, secrets]);
  return [form, fields, warmUp] as const;
}

/** Holds the server's messages until their field changes; Conform's own checks would drop them. */
function useHeldErrors(response: AuthFormResponse | undefined) {
  const [held, setHeld] = useState<Record<string, string[] | null>>({});
  useEffect(() => {
    setHeld(response?.error ? (response.result?.error ?? {}) : {});
  }, [response]);
  // A field's change drops its own message, and the form's ("" : wrong password, limits). No
  // update when nothing is held: a render that React then bails out of drops Conform's
  // subscriptions, and the browser's own messages would no longer show.
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (!(name in held) && !("" in held)) return;
      const { [name]: _changed, "": _form, ...rest } = held;
      setHeld(rest);
    },
    [held],
  );
  const errorsOf = (name: string, own: string[] | undefined) => held[name] ?? own;
  return { errorsOf, onInput };
}

export function Hidden({ intent, returnTo }: { intent: string; returnTo: string }) {
  return (
    <>
      <FormGuards />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

function CredentialFields({
  email,
  password,
  passwordAutoComplete,
  errorsOf,
}: {
  email: FieldMetadata<string>;
  password: FieldMetadata<string>;
  passwordAutoComplete: "current-password" | "new-password";
  errorsOf: ReturnType<typeof useHeldErrors>["errorsOf"];
}) {
  const signingUp = passwordAutoComplete === "new-password";
  return (
    <>
      <InputField
        meta={email}
        label="Email"
        type="email"
        autoComplete="email"
        markRequired={signingUp}
        errors={errorsOf(email.name, email.errors)}
      />
      <InputField
        meta={password}
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        markRequired={signingUp}
        hint={signingUp ? passwordRule : undefined}
        errors={errorsOf(password.name, password.errors)}
      />
    </>
  );
}

export type AuthFormProps = { returnTo: string; response: AuthFormResponse | undefined };

export function SignInForm({ returnTo, response }: AuthFormProps) {
  const [form, fields, warmUp] = useAuthForm("sign-in-form", "signIn", signInConstraint, response);
  const { errorsOf, onInput } = useHeldErrors(response);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={styles.stack}
      onInput={onInput}
      onFocus={warmUp}
    >
      <Hidden intent={authIntents.signIn} returnTo={returnTo} />
      <FormAlert id={form.errorId} messages={errorsOf("", form.errors)} />
      {response?.notice ? (
        <p role="status" className={authStyles.notice}>
          {response.notice}
        </p>
      ) : null}
      <CredentialFields
        email={fields.email}
        password={fields.password}
        passwordAutoComplete="current-password"
        errorsOf={errorsOf}
      />
      {response?.unconfirmed ? <NewConfirmationButton /> : null}
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

export function SignUpForm({ returnTo, response }: AuthFormProps) {
  const [form, fields, warmUp] = useAuthForm("sign-up-form", "signUp", signUpConstraint, response);
  const { errorsOf, onInput } = useHeldErrors(response);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={styles.stack}
      onInput={onInput}
      onFocus={warmUp}
    >
      <Hidden intent={authIntents.signUp} returnTo={returnTo} />
      <p className={authStyles.requiredNote}>
        Every field is required (marked <span aria-hidden="true">*</span>).
      </p>
      <FormAlert id={form.errorId} messages={errorsOf("", form.errors)} />
      <div className={styles.row}>
        <InputField meta={fields.fullName} label="Full Name" autoComplete="name" markRequired />
        <InputField
          meta={fields.businessName}
          label="Business Name"
          autoComplete="organization"
          markRequired
        />
      </div>
      <div className={styles.row}>
        <InputField
          meta={fields.telephone}
          label="Telephone"
          type="tel"
          autoComplete="tel"
          markRequired
        />
        <InputField
          meta={fields.yearsInBusiness}
          label="Years in Business"
          type="number"
          inputMode="numeric"
          markRequired
        />
      </div>
      <TextareaField meta={fields.whyBTE} label={whyLabel} rows={4} markRequired />
      <CredentialFields
        email={fields.email}
        password={fields.password}
        passwordAutoComplete="new-password"
        errorsOf={errorsOf}
      />
      <div className={styles.actions}>
        <AuthSubmitButton intent={authIntents.signUp} label="Sign Up" />
      </div>
    </Form>
  );
}

/** A second button of the sign-in form, so the typed address goes with it. */
function NewConfirmationButton() {
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        name="intent"
        value={authIntents.newConfirmation}
        formNoValidate
        className={button.outline}
      >
        Send a new confirmation link
      </button>
    </div>
  );
}

export function MfaForm({
  returnTo,
  response,
  challengeId,
}: AuthFormProps & { challengeId?: string }) {
  // A new texted code is a new form: what was typed for the previous one is dropped.
  const [form, fields, warmUp] = useAuthForm(
    challengeId ? `mfa-form-${challengeId}` : "mfa-form",
    challengeId ? "mfaPhone" : "mfa",
    challengeId ? mfaPhoneConstraint : mfaConstraint,
    response,
  );
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack} onFocus={warmUp}>
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
