import { button } from "~/components/ui/button.css";
import { offersPaymentPlan, payLaterPlanText } from "~/utils/pricing";
import * as styles from "./checkout.css";
import type { CheckoutData } from "./types";
import { useCheckoutForm } from "./use-checkout-form";

/** The server reads the address from the session, never from this form. */
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
