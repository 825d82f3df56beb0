import { Link, useActionData, type MetaFunction } from "react-router";
import { loadForgotPage, submitForgotForm } from "~/.server/auth/forgot-password-page";
import * as styles from "~/components/auth/auth.css";
import { ForgotPasswordForm } from "~/components/auth/password-forms";
import { container, section } from "~/styles/utilities.css";
import { resetSentText } from "~/utils/forms/password-fields";
import { pageMeta } from "~/utils/seo";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Reset your password",
    description: "Get a link to choose a new password for your account.",
    noindex: true,
  });

export async function loader({ request, context }: RouteArgs) {
  return loadForgotPage(await appContextOf(context), request, { context });
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitForgotForm(app, request, { formData, context });
}

/** "Forgot password?": the same answer for every address, a link by mail when it has an account. */
export default function ForgotPasswordPage() {
  const response = useActionData<typeof action>();
  const sent = response !== undefined && "sent" in response && response.sent;
  return (
    <section className={section}>
      <div className={container}>
        <div className={styles.card}>
          <h1 className={styles.title}>Reset your password</h1>
          {sent ? (
            <p role="status">{resetSentText}</p>
          ) : (
            <p className={styles.lead}>
              Enter the email address of your account and we will send you a link to choose a new
              password.
            </p>
          )}
          <ForgotPasswordForm response={response} />
          <p>
            Remembered it?{" "}
            <Link to="/auth" className={styles.toggle}>
              Sign in
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
