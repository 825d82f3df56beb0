import { Form, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { loadSandboxOrder, submitSandboxOrder } from "~/.server/checkout/sandbox";
import * as styles from "~/components/auth/auth.css";
import { FormGuards } from "~/components/forms/form-guards";
import { button } from "~/components/ui/button.css";
import { container, section } from "~/styles/utilities.css";
import type { ShellHandle } from "~/components/layout/site-shell";
import { pageMeta } from "~/utils/seo";
import { tokenPage } from "~/utils/cache-policy";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "PayPal sandbox: approve payment",
    description: "The offline payment sandbox's PayPal approval page.",
    noindex: true,
  });

export const headers = tokenPage;

/** A stand-in for the provider's own page: nothing of this site floats over it. */
export const handle: ShellHandle = { visitorWidgets: false };

export async function loader({ request, context }: RouteArgs) {
  return loadSandboxOrder(await appContextOf(context), request);
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitSandboxOrder(app, request, formData);
}

/** The offline sandbox's stand-in for PayPal's approval page. */
export default function SandboxPayPal() {
  const order = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section className={section}>
      <div className={container}>
        <div className={styles.card}>
          <p className={styles.lead}>PayPal sandbox · no real money moves</p>
          <h1 className={styles.title}>Approve payment</h1>
          <p>
            Pay <strong>{order.amount}</strong> to BTE Consulting for <strong>{order.title}</strong>
            .
          </p>
          {refused ? <p role="alert">{refused.message}</p> : null}
          <Form method="post" replace>
            <FormGuards />
            <button type="submit" name="intent" value="approve" className={button.primary}>
              Approve payment
            </button>{" "}
            <button type="submit" name="intent" value="cancel" className={button.outline}>
              Cancel
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}
