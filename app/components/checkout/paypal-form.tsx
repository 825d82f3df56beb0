import { button } from "~/components/ui/button.css";
import * as styles from "./checkout.css";
import type { CheckoutData } from "./types";
import { useCheckoutForm } from "./use-checkout-form";

export function PayPalForm({
  data,
  action,
  onError,
}: {
  data: CheckoutData;
  action: string;
  onError?: () => void;
}) {
  // Success leaves the page for PayPal's: only a failure is answered here.
  const { fetcher, busy, fields } = useCheckoutForm("paypal", data.paypal!.attempt, {
    error: onError,
  });
  return (
    <fetcher.Form method="post" action={action} className={styles.section}>
      {fields}
      <p>You will approve the payment on PayPal, then come back here.</p>
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? "Processing..." : "Continue to PayPal"}
      </button>
    </fetcher.Form>
  );
}
