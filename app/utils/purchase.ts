import type { CheckoutTab } from "./checkout";

/**
 * Where an in-site purchase of a catalogue item happens (no route parameters: S-NAV-01), on
 * `tab` when given.
 */
export function checkoutPath(productId: string, tab?: CheckoutTab): string {
  const search = new URLSearchParams({ product: productId });
  if (tab) search.set("tab", tab);
  return `/checkout?${search}`;
}

/** Sign in (or sign up), then come back to `returnTo`. */
export function signInToPurchasePath(returnTo: string): string {
  return `/auth?${new URLSearchParams({ returnTo })}`;
}

/**
 * The item a `returnTo` comes back to buy: the product of a checkout path, else null. The
 * sign-in page names it ("Sign in or create an account to buy …").
 */
export function productToBuy(returnTo: string): string | null {
  const url = new URL(returnTo, "http://site.invalid");
  return url.pathname === "/checkout" ? url.searchParams.get("product") : null;
}

/** What the sign-in page says to a visitor who came from Purchase Now. */
export function buyNotice(title: string): string {
  return `Sign in or create an account to buy ${title}.`;
}
