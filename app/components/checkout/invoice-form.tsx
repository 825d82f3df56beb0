import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { FormGuards } from "~/components/forms/form-guards";
import { button } from "~/components/ui/button.css";
import { useToast } from "~/components/widgets/toaster";
import { payLaterInstallmentText } from "~/utils/pricing";
import * as styles from "./checkout.css";
import type { CheckoutAction, CheckoutData } from "./types";
import { useCheckoutReply } from "./use-checkout-reply";

/**
 * The Buy Now Pay Later tab (D2 §7, §9): shows the price divided by 4 to 2 decimals and sends an
 * invoice with the pay-later option to the signed-in user's address (the server reads it from
 * the session, never from this form): "Invoice Sent" (S-PAY-22) or "Error" (S-PAY-23).
 */
export function InvoiceForm({
  data,
  action,
  onSent,
  onError,
}: {
  data: CheckoutData;
  action: string;
  onSent: () => void;
  onError?: () => void;
}) {
  const fetcher = useFetcher<CheckoutAction>();
  const { toast } = useToast();
  const [attempt, setAttempt] = useState<string>(data.invoice!.attempt);
  useCheckoutReply(fetcher, "invoice", (reply) => {
    toast(reply.toast);
    if (reply.ok) onSent();
    else {
      if (reply.nextAttempt) setAttempt(reply.nextAttempt);
      onError?.();
    }
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} className={styles.section}>
      <FormGuards />
      <input type="hidden" name="intent" value="invoice" />
      <input type="hidden" name="attempt" value={attempt} />
      <p className={styles.price}>4 payments of {payLaterInstallmentText(data.item.priceCents)}</p>
      <p>
        We will e-mail an invoice to <strong>{data.email}</strong>. Pay it in full, or in 4
        interest-free payments with Afterpay.
      </p>
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? "Processing..." : "Send Invoice"}
      </button>
    </fetcher.Form>
  );
}
