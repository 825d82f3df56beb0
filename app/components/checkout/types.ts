import type { loader, action } from "~/routes/checkout";

/** What the checkout route's loader gives the checkout panel (page or dialog). */
export type CheckoutData = Awaited<ReturnType<typeof loader>>;
/** The checkout route's action, for `useFetcher<CheckoutAction>()`. */
export type CheckoutAction = typeof action;
