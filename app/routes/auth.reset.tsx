import { useActionData, useLoaderData, type MetaFunction } from "react-router";
import { loadResetPage, submitResetForm } from "~/.server/auth/reset-password-page";
import * as styles from "~/components/auth/auth.css";
import { NewPasswordForm, OpenResetLinkForm } from "~/components/auth/password-forms";
import { container, section } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";
import { tokenPage } from "~/utils/cache-policy";
import type { RouteArgs } from "~/.server/context";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Choose a new password",
    description: "Choose a new password for your account.",
    noindex: true,
  });

export const headers = tokenPage;

export function loader({ request }: RouteArgs) {
  return loadResetPage(request);
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitResetForm(app, request, { formData, context });
}

export default function ResetPasswordPage() {
  const view = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  return (
    <section className={section}>
      <div className={container}>
        <div className={styles.card}>
          <h1 className={styles.title}>Choose a new password</h1>
          {view.step === "link" ? (
            <>
              <p className={styles.lead}>
                Press the button to continue. The link works once, for 1 hour.
              </p>
              <OpenResetLinkForm tokenHash={view.tokenHash} />
            </>
          ) : (
            <>
              <p className={styles.lead}>
                Your new password replaces the old one, and every device signed in to your account
                is signed out. If you turned on two-factor sign-in, enter your authenticator's code
                too.
              </p>
              <NewPasswordForm response={response} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
