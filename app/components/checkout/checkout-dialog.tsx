import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import type { CheckoutTab } from "~/utils/checkout";
import { checkoutPath } from "~/utils/purchase";
import { CheckoutPanel } from "./checkout-panel";
import type { CheckoutData } from "./types";

/**
 * The checkout dialog (D2 §2, §4): opened by a Purchase Now or Book Now button for a signed-in
 * visitor, it loads the checkout route's data for the item (fresh attempts, the card SDK's
 * settings) and shows the three ways to pay. It closes on its close button, on Escape, on a
 * success and, where `closeOnError` (the grant page), on an error. Loaded on demand: none of this
 * is in a page's first JavaScript.
 */
export default function CheckoutDialog({
  productId,
  title,
  initialTab,
  closeOnError = false,
  onClose,
}: {
  productId: string;
  title: string;
  initialTab: CheckoutTab;
  closeOnError?: boolean;
  onClose: () => void;
}) {
  const fetcher = useFetcher<CheckoutData>();
  const revalidator = useRevalidator();
  const action = checkoutPath(productId);
  useEffect(() => {
    fetcher.load(action);
    // Loaded once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action]);
  // Where the dialog closes on an error (the grant page, D2 §8), the error is logged as well.
  const failed = () => {
    console.error(`checkout of ${productId} failed; the dialog closes`);
    onClose();
  };
  const done = () => {
    onClose();
    revalidator.revalidate();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={fetcher.data?.item.title ?? title}
    >
      {fetcher.data ? (
        <CheckoutPanel
          data={fetcher.data}
          action={action}
          initialTab={initialTab}
          onDone={done}
          onError={closeOnError ? failed : undefined}
        />
      ) : (
        <p role="status">Loading checkout...</p>
      )}
    </Dialog>
  );
}
