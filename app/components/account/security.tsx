import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { Enrollment, SecurityResponse, SecurityView } from "~/utils/account-security";
import * as authStyles from "~/components/auth/auth.css";
import { CodeField } from "~/components/auth/code-field";
import { AuthSubmitButton } from "~/components/auth/submit-button";
import { FormAlert } from "~/components/forms/field";
import * as formStyles from "~/components/forms/form.css";
import { useLazyValidate } from "~/components/forms/use-lazy-validate";
import type { CheckedValues } from "~/utils/forms/validate";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import { activateConstraint, securityIntents } from "~/utils/forms/security-fields";
import { formatAccountDate } from "./account-dates";
import { NewRecoveryCodes, RecoveryCodesStatus } from "./recovery-codes";
import { PhoneCodeSteps, PhoneOption } from "./security-phone";
import * as styles from "./account.css";
import { SecurityButtonForm, SecurityFormValues } from "./security-button-form";
import { SecuritySessions } from "./security-sessions";
import { MailedCodeField, MailedCodeResend } from "./security-mailed-code";

/** Forms that show their own refusal (next to their fields); other refusals go on top. */
const answeredInForm: string[] = [
  securityIntents.activate,
  securityIntents.phoneEnroll,
  securityIntents.phoneActivate,
];

export function Security({
  view,
  response,
}: {
  view: SecurityView;
  response: SecurityResponse | undefined;
}) {
  useLeadFormResponse(response);
  const enrollment = response?.enrollment;
  const phoneCode = response?.phoneCode;
  const refusal = answeredInForm.includes(response?.intent ?? "") ? undefined : response?.error;
  return (
    <section aria-labelledby="security-title" className={styles.security}>
      <h2 id="security-title" className={styles.title}>
        Security
      </h2>
      <h3 className={styles.subtitle}>Password</h3>
      <p>
        <Link to="/account/password" className={authStyles.toggle}>
          Change password
        </Link>
      </p>
      <h3 className={styles.subtitle}>Two-factor authentication</h3>
      {refusal ? <FormAlert id="security-error" messages={[refusal]} /> : null}
      {view.newRecoveryCodes ? <NewRecoveryCodes codes={view.newRecoveryCodes} /> : null}
      {view.unavailable ? (
        <p>We could not load your two-factor settings right now. Please try again later.</p>
      ) : enrollment ? (
        <EnrollmentSteps enrollment={enrollment} response={response} email={view.email} />
      ) : phoneCode ? (
        <PhoneCodeSteps phoneCode={phoneCode} response={response} email={view.email} />
      ) : view.authenticator ? (
        <>
          <p>
            <strong>On.</strong> Signing in asks for a code from your authenticator app (
            {view.authenticator.name}, added {formatAccountDate(view.authenticator.addedAt)}).
          </p>
          <TurnOff factorId={view.authenticator.id} />
          {view.recoveryCodesLeft !== null && !view.newRecoveryCodes ? (
            <RecoveryCodesStatus left={view.recoveryCodesLeft} />
          ) : null}
        </>
      ) : view.phone ? (
        <>
          <p>
            <strong>On.</strong> Signing in asks for a code we text to your phone (
            {view.phone.ending ? `number ending ${view.phone.ending}, ` : ""}added{" "}
            {formatAccountDate(view.phone.addedAt)}).
          </p>
          <TurnOff factorId={view.phone.id} />
          {view.recoveryCodesLeft !== null && !view.newRecoveryCodes ? (
            <RecoveryCodesStatus left={view.recoveryCodesLeft} />
          ) : null}
        </>
      ) : (
        <>
          <p>
            <strong>Off.</strong> Add a second step to signing in: a 6-digit code from an
            authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator
            or 1Password{view.supportsPhoneFactors ? ", or one we text to your phone" : ""}.
          </p>
          {view.supportsPhoneFactors ? <h4 className={styles.option}>Authenticator app</h4> : null}
          <SecurityButtonForm intent={securityIntents.enroll} label="Set up authenticator app" />
          {view.supportsPhoneFactors ? <PhoneOption response={response} /> : null}
        </>
      )}
      <SecuritySessions sessions={view.sessions} />
    </section>
  );
}

/** Removes the verified factor; the server refuses it below aal2. */
function TurnOff({ factorId }: { factorId: string }) {
  return (
    <SecurityButtonForm
      intent={securityIntents.remove}
      values={{ factorId }}
      label="Turn off two-factor authentication"
      variant="outline"
    />
  );
}

function EnrollmentSteps({
  enrollment,
  response,
  email,
}: {
  enrollment: Enrollment;
  response: SecurityResponse | undefined;
  email: string;
}) {
  const shown = { factorId: enrollment.factorId, secret: enrollment.secret, uri: enrollment.uri };
  const lastResult =
    response?.intent === securityIntents.activate
      ? (response.result as SubmissionResult<string[]> | undefined)
      : undefined;
  const { validate, warmUp } = useLazyValidate("activate");
  const [form, fields] = useForm<CheckedValues<"activate">, unknown>({
    id: `activate-${enrollment.factorId}`,
    lastResult,
    constraint: activateConstraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  return (
    <ol className={styles.steps}>
      <li>
        <p>Scan this QR code with your authenticator app.</p>
        <img
          src={enrollment.qrDataUrl}
          alt="QR code that adds this account to an authenticator app"
          width={200}
          height={200}
          className={styles.qr}
        />
      </li>
      <li>
        <p>Can&apos;t scan it? Enter this key in the app instead:</p>
        <code className={styles.secret} aria-label={`Key: ${spelled(enrollment.secret)}`}>
          {grouped(enrollment.secret)}
        </code>
      </li>
      <li>
        <Form method="post" {...getFormProps(form)} className={formStyles.stack} onFocus={warmUp}>
          <SecurityFormValues intent={securityIntents.activate} values={shown} />
          <FormAlert id={form.errorId} messages={form.errors} />
          <CodeField meta={fields.code} hint="The 6-digit code the app shows for this account." />
          <MailedCodeField meta={fields.mailedCode} email={email} />
          <div className={formStyles.actions}>
            <AuthSubmitButton intent={securityIntents.activate} label="Verify and turn on" />
          </div>
        </Form>
        <MailedCodeResend values={shown} />
        <SecurityButtonForm
          intent={securityIntents.cancel}
          values={{ factorId: enrollment.factorId }}
          label="Cancel"
          variant="ghost"
          className={styles.cancel}
        />
      </li>
    </ol>
  );
}

function grouped(secret: string): string {
  return secret.replace(/=+$/, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** Read out one character at a time by screen readers. */
function spelled(secret: string): string {
  return secret.replace(/=+$/, "").split("").join(" ");
}
