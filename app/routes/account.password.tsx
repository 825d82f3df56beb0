import { Link, useActionData, useLoaderData, type MetaFunction } from "react-router";
import {
  loadChangePasswordPage,
  submitChangePasswordForm,
} from "~/.server/auth/change-password-page";
import * as styles from "~/components/auth/auth.css";
import { ChangePasswordForm } from "~/components/auth/password-forms";
import { container, section } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";
import { privatePage } from "~/utils/cache-policy";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Change password",
    description: "Change the password of your account.",
    noindex: true,
  });

export const headers = privatePage;

export async function loader({ request, context }: RouteArgs) {
  return loadChangePasswordPage(await appContextOf(context), request, { context });
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitChangePasswordForm(app, request, { formData, context });
}

export default function ChangePasswordPage() {
  const { email } = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  return (
    <section className={section}>
      <div className={container}>
        <div className={styles.card}>
          <h1 className={styles.title}>Change password</h1>
          <p className={styles.lead}>
            For {email}. Every other device signed in to your account will be signed out.
          </p>
          <ChangePasswordForm response={response} />
          <p>
            <Link to="/account" className={styles.toggle}>
              Back to my account
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
