import type { loader, action } from "~/routes/checkout";

export type CheckoutData = Awaited<ReturnType<typeof loader>>;
export type CheckoutAction = typeof action;
