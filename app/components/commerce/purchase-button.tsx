import { Link, useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { ExternalLink } from "~/components/ui/external-link";
import { useToast } from "~/components/widgets/toaster";
import { useRootData } from "~/root";
import { checkoutPath, signInToPurchasePath } from "~/utils/purchase";

export const AUTH_REQUIRED_TOAST = {
  title: "Authentication Required",
  description: "Please sign in or create an account to make a purchase",
} as const;

type PurchaseButtonProps = {
  item: { id: string; url?: string };
  label?: string;
  className?: string;
  /** The id of the card's title, read after the label by screen readers. */
  describedBy?: string;
};

/**
 * "Purchase Now" (D2 §2, §8). An item with an external link opens it in a new tab. Otherwise a
 * signed-in visitor goes to the item's checkout, and a signed-out one to sign in and back:
 * without JavaScript the button is that link; with it, the destructive 'Authentication Required'
 * toast offers the 'Sign In' action instead.
 */
export function PurchaseButton({
  item,
  label = "Purchase Now",
  className,
  describedBy,
}: PurchaseButtonProps) {
  const user = useRootData()?.user;
  const location = useLocation();
  const { toast } = useToast();

  if (item.url) {
    return (
      <ExternalLink href={item.url} className={className} aria-describedby={describedBy}>
        {label}
      </ExternalLink>
    );
  }
  if (user) {
    return (
      <Link to={checkoutPath(item.id)} className={className} aria-describedby={describedBy}>
        {label}
      </Link>
    );
  }
  const signIn = signInToPurchasePath(location.pathname + location.search);
  const askToSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    toast({
      ...AUTH_REQUIRED_TOAST,
      variant: "destructive",
      action: { label: "Sign In", href: signIn },
    });
  };
  return (
    <a
      href={signIn}
      className={className}
      aria-describedby={describedBy}
      onClick={askToSignIn}
      data-purchase={item.id}
    >
      {label}
    </a>
  );
}
