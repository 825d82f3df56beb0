import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, type MetaFunction } from "@remix-run/react";
import { SIGNUP_KEY_PARAM } from "~/utils/confirm-link";
import { loadConfirmPage, submitConfirmForm } from "~/.server/auth/confirm-page";
import { formAction } from "~/.server/security/form-action";
import * as styles from "~/components/auth/auth.css";
import { AuthSubmitButton } from "~/components/auth/submit-button";
import { FormGuards } from "~/components/forms/form-guards";
import * as formStyles from "~/components/forms/form.css";
import { container, section } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";
import { tokenPage } from "~/utils/cache-policy";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Confirm your account",
    description: "Confirm your email address to finish creating your account.",
    noindex: true,
  });

/** Opened with a secret in the URL: never stored, by anyone (ADR 30). */
export const headers = tokenPage;

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  loadConfirmPage(request, context);

export const action = formAction(({ request, formData, context }) =>
  submitConfirmForm(request, formData, context),
);

/** The confirmation e-mail's link lands here; only the button uses the link (a POST). */
export default function ConfirmPage() {
  const link = useLoaderData<typeof loader>();
  return (
    <section className={section}>
      <div className={container}>
        <div className={styles.card}>
          <h1 className={styles.title}>Confirm your account</h1>
          <p className={styles.lead}>
            Press the button to confirm your email address and sign in. The link works once.
          </p>
          <Form method="post" className={formStyles.stack}>
            <FormGuards />
            <input type="hidden" name="token_hash" value={link.tokenHash} />
            <input type="hidden" name="type" value={link.type} />
            <input type="hidden" name="next" value={link.next} />
            {link.signupKey ? (
              <input type="hidden" name={SIGNUP_KEY_PARAM} value={link.signupKey} />
            ) : null}
            <AuthSubmitButton intent="confirm" label="Confirm my account" />
            <input type="hidden" name="intent" value="confirm" />
          </Form>
        </div>
      </div>
    </section>
  );
}
