import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { button } from "~/components/ui/button.css";
import { error as errorText } from "~/components/forms/form.css";
import { checkoutToasts, type CheckoutReply } from "~/utils/checkout";
import { formatMoney } from "~/utils/money";
import { loadCardSdk, tokenizeError, type SquareCard } from "./card-sdk";
import * as styles from "./checkout.css";
import type { CheckoutData } from "./types";
import { useCheckoutForm } from "./use-checkout-form";

type CardState = "loading" | "ready" | "failed";

/** Only the token is posted; the server charges the catalogue's price. */
export function CardForm({
  data,
  action,
  onPaid,
  onError,
}: {
  data: CheckoutData;
  action: string;
  onPaid: () => void;
  onError?: () => void;
}) {
  const sdk = data.card!;
  const { fetcher, fields, toast } = useCheckoutForm("card", sdk.attempt, {
    ok: onPaid,
    error: onError,
  });
  const containerId = `card-container-${useId().replace(/:/g, "")}`;
  const card = useRef<SquareCard | null>(null);
  const [state, setState] = useState<CardState>("loading");
  const [tokenizing, setTokenizing] = useState(false);
  // A refusal stays on the form until the next try; the toast that also says it goes.
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const reply = fetcher.data as CheckoutReply | undefined;
  const refusal =
    cardProblem ??
    (fetcher.state === "idle" && reply?.intent === "card" && !reply.ok
      ? (reply.toast.description ?? null)
      : null);

  useEffect(() => {
    let cancelled = false;
    let attached: SquareCard | null = null;
    (async () => {
      try {
        const Square = await loadCardSdk(sdk.scriptUrl);
        attached = await Square.payments(sdk.applicationId, sdk.locationId).card();
        await attached.attach(`#${containerId}`);
        if (cancelled) return void attached.destroy();
        card.current = attached;
        setState("ready");
      } catch (error) {
        if (cancelled) return;
        // A page reached by client-side navigation keeps the CSP of the first document, which may
        // not allow the card provider's hosts: the checkout page, loaded as a document, does.
        if (sdk.origins.length > 0 && window.location.pathname !== "/checkout") {
          window.location.assign(`${action}&tab=card`);
          return;
        }
        setState("failed");
        console.error("card form setup failed", error);
        toast({
          ...checkoutToasts.setupFailed,
          description: error instanceof Error ? error.message : String(error),
          variant: "destructive",
        });
      }
    })();
    return () => {
      cancelled = true;
      card.current = null;
      void attached?.destroy();
    };
    // The SDK is set up once per form; a new attempt id does not need a new card form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sdk.scriptUrl, sdk.applicationId, sdk.locationId, containerId]);

  const fail = (message: string) => {
    setCardProblem(message);
    toast({ ...checkoutToasts.cardFailed, description: message, variant: "destructive" });
    onError?.();
  };

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!card.current) return fail(checkoutToasts.formNotReady);
    setTokenizing(true);
    setCardProblem(null);
    try {
      const result = await card.current.tokenize();
      if (result.status !== "OK" || !result.token) return fail(tokenizeError(result));
      const formData = new FormData(form);
      formData.set("sourceId", result.token);
      fetcher.submit(formData, { method: "post", action });
    } catch (error) {
      fail(error instanceof Error ? error.message : "Payment failed");
    } finally {
      setTokenizing(false);
    }
  }

  const processing = tokenizing || fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} onSubmit={pay} className={styles.section}>
      {fields}
      <div className={styles.cardContainer}>
        {state !== "ready" ? (
          <div className={styles.placeholder} role="status">
            {state === "loading"
              ? "Loading payment form..."
              : "The card form could not start. Please reload the page, or pay with PayPal or an invoice."}
          </div>
        ) : null}
        <div id={containerId} />
      </div>
      {refusal && !processing ? (
        <p role="alert" className={errorText}>
          {refusal}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={processing || state === "failed"}>
        {processing ? "Processing..." : `Pay ${formatMoney(data.item.priceCents, { cents: true })}`}
      </button>
    </fetcher.Form>
  );
}
