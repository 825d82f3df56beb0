/** Where an in-site purchase of a catalogue item happens (no route parameters: S-NAV-01). */
export function checkoutPath(productId: string): string {
  return `/checkout?${new URLSearchParams({ product: productId })}`;
}

/** Sign in, then come back to `returnTo` (the current path and query, D2 §8). */
export function signInToPurchasePath(returnTo: string): string {
  return `/auth?${new URLSearchParams({ returnTo })}`;
}
