export const fulfilmentStates = ["received", "in_progress", "delivered", "cancelled"] as const;
export type FulfilmentState = (typeof fulfilmentStates)[number];

export const fulfilmentLabels: Record<FulfilmentState, string> = {
  received: "Received",
  in_progress: "In progress",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export type FulfilmentMove = Exclude<FulfilmentState, "received">;

export const fulfilmentMoves: Record<FulfilmentState, readonly FulfilmentMove[]> = {
  received: ["in_progress", "delivered", "cancelled"],
  in_progress: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

export const fulfilmentActions: Record<Exclude<FulfilmentMove, "cancelled">, string> = {
  in_progress: "Mark in progress",
  delivered: "Mark delivered",
};

export function canMove(from: FulfilmentState, to: FulfilmentMove) {
  return fulfilmentMoves[from].includes(to);
}
