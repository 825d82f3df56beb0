import { useFetcher } from "react-router";
import { useEffect, useRef, useState } from "react";
import { FormGuards } from "~/components/forms/form-guards";
import { useToast } from "~/components/widgets/toaster";
import type { CheckoutReply, CheckoutTab } from "~/utils/checkout";
import type { CheckoutAction } from "./types";

/** A new attempt only after a failure ended one, so a double submit stays one payment. */
export function useCheckoutForm(
  intent: CheckoutTab,
  firstAttempt: string,
  on: { ok?: () => void; error?: () => void },
) {
  const fetcher = useFetcher<CheckoutAction>();
  const { toast } = useToast();
  const [attempt, setAttempt] = useState(firstAttempt);
  const handled = useRef<unknown>(undefined);
  const reply = fetcher.data as CheckoutReply | undefined;
  useEffect(() => {
    if (!reply || fetcher.state !== "idle" || handled.current === reply) return;
    handled.current = reply;
    if (reply.intent !== intent) return;
    toast(reply.toast);
    if (reply.ok) return on.ok?.();
    if (reply.nextAttempt) setAttempt(reply.nextAttempt);
    on.error?.();
    // The answer is handled once per reply, with the callbacks of the render it arrived in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply, fetcher.state]);
  const fields = (
    <>
      <FormGuards />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="attempt" value={attempt} />
    </>
  );
  return { fetcher, busy: fetcher.state !== "idle", fields, toast };
}
