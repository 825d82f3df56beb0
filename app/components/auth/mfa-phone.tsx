import { Form } from "react-router";
import { FormAlert } from "~/components/forms/field";
import * as styles from "~/components/forms/form.css";
import type { AuthFormResponse } from "~/utils/forms/auth";
import { authIntents } from "~/utils/forms/auth-fields";
import { Hidden, MfaForm } from "./auth-forms";
import * as authStyles from "./auth.css";
import { AuthSubmitButton } from "./submit-button";

/** Loading the page texts nothing: "Text me a code" is a POST, so a reload sends no message. */
export function PhoneMfaStep({
  returnTo,
  response,
  ending,
}: {
  returnTo: string;
  response: AuthFormResponse | undefined;
  ending: string;
}) {
  const challengeId = response?.challengeId;
  const number = ending ? `your phone number ending ${ending}` : "your phone";
  if (!challengeId) {
    return (
      <>
        <p className={authStyles.lead}>To finish signing in, we text a 6-digit code to {number}.</p>
        <FormAlert id="mfa-send-error" messages={response?.error ? [response.error] : []} />
        <SendCodeForm returnTo={returnTo} label="Text me a code" />
      </>
    );
  }
  return (
    <>
      <p className={authStyles.lead}>
        We texted a 6-digit code to {number}. Enter it to finish signing in; it works for 5 minutes.
      </p>
      <MfaForm returnTo={returnTo} response={response} challengeId={challengeId} />
      <SendCodeForm
        returnTo={returnTo}
        label="Send a new code"
        challengeId={challengeId}
        variant="ghost"
      />
    </>
  );
}

/** Posts intent mfa-send; the current challenge rides along so a refusal keeps its code form. */
function SendCodeForm({
  returnTo,
  label,
  challengeId,
  variant = "primary",
}: {
  returnTo: string;
  label: string;
  challengeId?: string;
  variant?: "primary" | "ghost";
}) {
  return (
    <Form method="post" className={styles.actions}>
      <Hidden intent={authIntents.mfaSend} returnTo={returnTo} />
      {challengeId ? <input type="hidden" name="challengeId" value={challengeId} /> : null}
      <AuthSubmitButton intent={authIntents.mfaSend} label={label} variant={variant} />
    </Form>
  );
}
