import { Link } from "react-router";
import { useState, type MouseEvent } from "react";
import { ExternalLink } from "~/components/ui/external-link";
import { onDemand } from "~/components/widgets/on-demand";
import { useRootData } from "~/utils/root-data";
import type { CheckoutTab } from "~/utils/checkout";
import { checkoutPath, signInToPurchasePath } from "~/utils/purchase";

/** @see docs/decisions/0021-payments.md */
const checkoutDialog = onDemand(() => import("~/components/checkout/checkout-dialog"));

type PurchaseButtonProps = {
  item: { id: string; title: string; url?: string };
  label?: string;
  className?: string;
  describedBy?: string;
  checkoutTab?: CheckoutTab;
  closeOnError?: boolean;
};

/** Signed out, the link to sign in names the item and comes back to its checkout. */
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
  const CheckoutDialog = checkoutDialog.useComponent(open);

  // The dialog stays mounted through a change of session (signed out in another tab): the
  // answer of a payment posted meanwhile is still shown.
  const dialog =
    open && CheckoutDialog ? (
      <CheckoutDialog
        productId={item.id}
        title={item.title}
        initialTab={checkoutTab}
        closeOnError={closeOnError}
        onClose={() => setOpen(false)}
      />
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
