import { useFetcher, useRevalidator } from "react-router";
import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import type { CheckoutTab } from "~/utils/checkout";
import { checkoutPath } from "~/utils/purchase";
import { CheckoutPanel } from "./checkout-panel";
import type { CheckoutData } from "./types";

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
  // Where the dialog closes on an error (the grant page), the error is logged as well.
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
