import { useActionData, useLoaderData, type MetaFunction } from "react-router";
import { loadConfirmPage, submitConfirmForm } from "~/.server/auth/confirm-page";
import * as styles from "~/components/auth/auth.css";
import { ConfirmAccountForm } from "~/components/auth/confirm-form";
import { container, section } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";
import { tokenPage } from "~/utils/cache-policy";
import { configOf, type RouteArgs } from "~/.server/context";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Confirm your account",
    description: "Confirm your email address to finish creating your account.",
    noindex: true,
  });

export const headers = tokenPage;

export function loader({ request, context }: RouteArgs) {
  return loadConfirmPage({ config: configOf(context) }, request);
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitConfirmForm(app, request, { formData, context });
}

/** Only the form uses the link (a POST), with the password chosen at sign-up. */
export default function ConfirmPage() {
  const link = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  return (
    <section className={section}>
      <div className={container}>
        <div className={styles.card}>
          <h1 className={styles.title}>Confirm your account</h1>
          <p className={styles.lead}>
            Enter the password you chose when you signed up to confirm your email address and sign
            in. The link works once.
          </p>
          <ConfirmAccountForm link={link} response={response} />
        </div>
      </div>
    </section>
  );
}
