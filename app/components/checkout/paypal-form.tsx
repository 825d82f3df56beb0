import { button } from "~/components/ui/button.css";
import * as styles from "./checkout.css";
import type { CheckoutData } from "./types";
import { useCheckoutForm } from "./use-checkout-form";

/**
 * The PayPal tab (D2 §7): "Continue to PayPal" creates the order on the server, which sends the
 * browser to PayPal's approval page (a redirect; without JavaScript too). A failure comes back as
 * "PayPal Redirect Failed" with the reason (S-PAY-17, S-PAY-18).
 */
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
