import type { CheckoutTab } from "./checkout";

export function checkoutPath(productId: string, tab?: CheckoutTab): string {
  const search = new URLSearchParams({ product: productId });
  if (tab) search.set("tab", tab);
  return `/checkout?${search}`;
}

export function signInToPurchasePath(returnTo: string): string {
  return `/auth?${new URLSearchParams({ returnTo })}`;
}

export function productToBuy(returnTo: string): string | null {
  const url = new URL(returnTo, "http://site.invalid");
  return url.pathname === "/checkout" ? url.searchParams.get("product") : null;
}

export function buyNotice(title: string): string {
  return `Sign in or create an account to buy ${title}.`;
}
