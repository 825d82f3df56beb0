import { button } from "~/components/ui/button.css";
import { offersPaymentPlan, payLaterPlanText } from "~/utils/pricing";
import * as styles from "./checkout.css";
import type { CheckoutData } from "./types";
import { useCheckoutForm } from "./use-checkout-form";

/**
 * The Buy Now Pay Later tab (D2 §7, §9): shows the 4-payment plan where the item's card does (the
 * same rule and amount, ADR 34) and sends an invoice with the pay-later option to the signed-in
 * user's address (the server reads it from the session, never from this form): "Invoice Sent"
 * (S-PAY-22), then the order's page, or "Error" (S-PAY-23).
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
  const { fetcher, busy, fields } = useCheckoutForm("invoice", data.invoice!.attempt, {
    ok: onSent,
    error: onError,
  });
  const plan = offersPaymentPlan(data.item);
  return (
    <fetcher.Form method="post" action={action} className={styles.section}>
      {fields}
      {plan ? (
        <>
          <p className={styles.price}>{payLaterPlanText(data.item.priceCents)}</p>
          <p>
            We will e-mail an invoice to <strong>{data.email}</strong>. Pay it in full, or in 4
            interest-free payments with Afterpay.
          </p>
        </>
      ) : (
        <p>
          We will e-mail an invoice to <strong>{data.email}</strong>. Pay it online whenever it
          suits you.
        </p>
      )}
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? "Processing..." : "Send Invoice"}
      </button>
    </fetcher.Form>
  );
}
