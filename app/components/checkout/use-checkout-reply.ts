import type { FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { CheckoutReply } from "~/utils/checkout";

/**
 * Runs `handle` once for each answer of the checkout action to this form's `intent`, when the
 * fetcher is idle again (after the action, Remix reloads the page's data first).
 */
export function useCheckoutReply(
  fetcher: FetcherWithComponents<unknown>,
  intent: CheckoutReply["intent"],
  handle: (reply: CheckoutReply) => void,
) {
  const handled = useRef<unknown>(undefined);
  const reply = fetcher.data as CheckoutReply | undefined;
  useEffect(() => {
    if (!reply || fetcher.state !== "idle" || handled.current === reply) return;
    handled.current = reply;
    if (reply.intent === intent) handle(reply);
  });
}
