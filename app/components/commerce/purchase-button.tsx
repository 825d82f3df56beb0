import { Link } from "@remix-run/react";
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { ExternalLink } from "~/components/ui/external-link";
import { useRootData } from "~/utils/root-data";
import type { CheckoutTab } from "~/utils/checkout";
import { checkoutPath, signInToPurchasePath } from "~/utils/purchase";

/** The checkout dialog and everything it needs load when it first opens (ADR 21). */
const CheckoutDialog = lazy(() => import("~/components/checkout/checkout-dialog"));

type PurchaseButtonProps = {
  item: { id: string; title: string; url?: string };
  label?: string;
  className?: string;
  /** The id of the card's title, read after the label by screen readers. */
  describedBy?: string;
  /** The tab the checkout dialog opens on (D2 §9: PayPal from Book Now, card from service cards). */
  checkoutTab?: CheckoutTab;
  /** Close the checkout dialog on a payment error too (the grant page, D2 §4). */
  closeOnError?: boolean;
};

/**
 * "Purchase Now" (D2 §2, §8). An item with an external link opens it in a new tab. Otherwise a
 * signed-in visitor gets the checkout: with JavaScript the checkout dialog, without it the
 * checkout page the button links to. A signed-out one follows the link to sign in (or sign up),
 * which names the item and comes back to its checkout, with or without JavaScript (issue 26: the
 * spec's error toast left the visitor to find the item again after signing in).
 */
export function PurchaseButton({
  item,
  label = "Purchase Now",
  className,
  describedBy,
  checkoutTab = "paypal",
  closeOnError = false,
}: PurchaseButtonProps) {
  const user = useRootData()?.user;
  const [open, setOpen] = useState(false);

  // The dialog stays mounted through a change of session (signed out in another tab): the
  // answer of a payment posted meanwhile is still shown.
  const dialog = open ? (
    <Suspense fallback={null}>
      <CheckoutDialog
        productId={item.id}
        title={item.title}
        initialTab={checkoutTab}
        closeOnError={closeOnError}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  ) : null;
  return (
    <>
      <PurchaseTrigger
        item={item}
        label={label}
        className={className}
        describedBy={describedBy}
        signedIn={Boolean(user)}
        signInHref={signInToPurchasePath(checkoutPath(item.id, checkoutTab))}
        onOpen={() => setOpen(true)}
      />
      {dialog}
    </>
  );
}

/** The button itself: an external link, the checkout's link, or the way to sign in. */
function PurchaseTrigger({
  item,
  label,
  className,
  describedBy,
  signedIn,
  signInHref,
  onOpen,
}: {
  item: { id: string; url?: string };
  label: string;
  className?: string;
  describedBy?: string;
  signedIn: boolean;
  signInHref: string;
  onOpen: () => void;
}) {
  if (item.url) {
    return (
      <ExternalLink href={item.url} className={className} aria-describedby={describedBy}>
        {label}
      </ExternalLink>
    );
  }
  if (signedIn) {
    return (
      <a
        href={checkoutPath(item.id)}
        className={className}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          onOpen();
        }}
        data-purchase={item.id}
      >
        {label}
      </a>
    );
  }
  return (
    <Link
      to={signInHref}
      className={className}
      aria-describedby={describedBy}
      data-purchase={item.id}
    >
      {label}
    </Link>
  );
}
