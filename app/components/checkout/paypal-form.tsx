import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { FormGuards } from "~/components/forms/form-guards";
import { button } from "~/components/ui/button.css";
import { useToast } from "~/components/widgets/toaster";
import * as styles from "./checkout.css";
import type { CheckoutAction, CheckoutData } from "./types";
import { useCheckoutReply } from "./use-checkout-reply";

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
  const fetcher = useFetcher<CheckoutAction>();
  const { toast } = useToast();
  const [attempt, setAttempt] = useState<string>(data.paypal!.attempt);
  useCheckoutReply(fetcher, "paypal", (reply) => {
    toast(reply.toast);
    if (reply.nextAttempt) setAttempt(reply.nextAttempt);
    onError?.();
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} className={styles.section}>
      <FormGuards />
      <input type="hidden" name="intent" value="paypal" />
      <input type="hidden" name="attempt" value={attempt} />
      <p>You will approve the payment on PayPal, then come back here.</p>
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? "Processing..." : "Continue to PayPal"}
      </button>
    </fetcher.Form>
  );
}
