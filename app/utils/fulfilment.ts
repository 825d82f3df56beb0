/**
 * Where the owner's work on a paid order stands (the `fulfilment` of a payment): what the dashboard
 * and the customer's pages call each state, and the moves the owner may make from each. Moves only
 * go forward; cancelled and delivered are the end.
 */
export const fulfilmentStates = ["received", "in_progress", "delivered", "cancelled"] as const;
export type FulfilmentState = (typeof fulfilmentStates)[number];

export const fulfilmentLabels: Record<FulfilmentState, string> = {
  received: "Received",
  in_progress: "In progress",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** A state the owner can move an order to. */
export type FulfilmentMove = Exclude<FulfilmentState, "received">;

export const fulfilmentMoves: Record<FulfilmentState, readonly FulfilmentMove[]> = {
  received: ["in_progress", "delivered", "cancelled"],
  in_progress: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

/** The button of each forward move on the owner's order page (a cancel asks first). */
export const fulfilmentActions: Record<Exclude<FulfilmentMove, "cancelled">, string> = {
  in_progress: "Mark in progress",
  delivered: "Mark delivered",
};

export function canMove(from: FulfilmentState, to: FulfilmentMove) {
  return fulfilmentMoves[from].includes(to);
}
