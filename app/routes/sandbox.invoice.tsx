import { Form, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { useEffect } from "react";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { loadSandboxInvoice, submitSandboxInvoice } from "~/.server/checkout/sandbox";
import * as styles from "~/components/auth/auth.css";
import { FormGuards } from "~/components/forms/form-guards";
import { button } from "~/components/ui/button.css";
import { useToast } from "~/components/widgets/toaster";
import { container, section } from "~/styles/utilities.css";
import type { ShellHandle } from "~/components/layout/site-shell";
import { pageMeta } from "~/utils/seo";
import { tokenPage } from "~/utils/cache-policy";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Invoice",
    description: "An invoice of the offline payment sandbox.",
    noindex: true,
  });

export const headers = tokenPage;

/** A stand-in for the provider's own page: nothing of this site floats over it. */
export const handle: ShellHandle = { visitorWidgets: false };

export async function loader({ request, context }: RouteArgs) {
  return loadSandboxInvoice(await appContextOf(context), request);
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitSandboxInvoice(app, request, formData);
}

/** The offline sandbox's Square invoice page: paying sends the signed event Square would. */
export default function SandboxInvoice() {
  const invoice = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { toast } = useToast();
  useEffect(() => {
    if (reply) toast(reply.toast);
  }, [reply, toast]);
  return (
    <section className={section}>
      <div className={container}>
        <div className={styles.card}>
          <p className={styles.lead}>Invoice sandbox · no real money moves</p>
          <h1 className={styles.title}>Invoice from BTE Consulting</h1>
          <dl>
            <dt>Service</dt>
            <dd>{invoice.title}</dd>
            <dt>Amount due</dt>
            <dd>{invoice.paid ? "$0.00" : invoice.amount}</dd>
          </dl>
          {invoice.paid ? (
            <p role="status">This invoice is paid. Thank you!</p>
          ) : (
            <>
              <p>Pay in full, or with Buy Now Pay Later in 4 payments of {invoice.installment}.</p>
              <Form method="post" replace>
                <FormGuards />
                <button type="submit" className={button.primary}>
                  Pay invoice
                </button>
              </Form>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
