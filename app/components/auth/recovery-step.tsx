import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/forms/field";
import { InputField } from "~/components/forms/conform-fields";
import * as styles from "~/components/forms/form.css";
import type { AuthFormResponse } from "~/utils/forms/auth";
import {
  authIntents,
  authPath,
  MAX_RECOVERY_CODE_TYPED,
  recoveryConstraint,
} from "~/utils/forms/auth-fields";
import { Hidden, useAuthForm } from "./auth-forms";
import * as authStyles from "./auth.css";
import { AuthSubmitButton } from "./submit-button";

export function RecoveryStep({
  returnTo,
  response,
}: {
  returnTo: string;
  response: AuthFormResponse | undefined;
}) {
  const [form, fields, warmUp] = useAuthForm(
    "recovery-form",
    "recovery",
    recoveryConstraint,
    response,
  );
  return (
    <>
      <p className={authStyles.lead}>
        Lost your phone? Enter one of the recovery codes you saved when you turned two-factor
        authentication on. Each code works once.
      </p>
      <Form method="post" {...getFormProps(form)} className={styles.stack} onFocus={warmUp}>
        <Hidden intent={authIntents.recovery} returnTo={returnTo} />
        <FormAlert id={form.errorId} messages={form.errors} />
        <InputField
          meta={fields.recoveryCode}
          label="Recovery code"
          hint="For example abcd-efgh-jkmn."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={MAX_RECOVERY_CODE_TYPED}
        />
        <div className={styles.actions}>
          <AuthSubmitButton intent={authIntents.recovery} label="Sign in" />
        </div>
      </Form>
      <p>
        <Link to={authPath({ returnTo, step: "mfa" })} className={authStyles.toggle}>
          Use a verification code instead
        </Link>
      </p>
    </>
  );
}

export function RecoveryLink({ returnTo }: { returnTo: string }) {
  return (
    <p>
      Lost your phone?{" "}
      <Link to={authPath({ returnTo, step: "recovery" })} className={authStyles.toggle}>
        Use a recovery code
      </Link>
    </p>
  );
}
