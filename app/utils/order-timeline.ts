import type { FulfilmentState } from "./fulfilment";
import { formatMoney } from "./money";
import type { OrderMethod } from "./order-status";

/** One thing that happened to an order, in the words the customer and the owner both read. */
export type TimelineStep = { label: string; at: string; message: string | null };

export type OrderEvents = {
  method: OrderMethod;
  createdAt: Date;
  /** As the database's trigger kept them, oldest first (the first is the order's own "pending"). */
  statuses: { status: string; changedAt: Date }[];
  refunds: { amountCents: number; createdAt: Date }[];
  fulfilment: { state: FulfilmentState; message: string | null; changedAt: Date }[];
};

const statusSteps: Record<string, (method: OrderMethod) => string | null> = {
  pending: () => null,
  completed: (method) => (method === "invoice" ? "Invoice paid" : "Paid"),
  failed: () => "Payment failed",
  canceled: () => "Payment canceled",
  refunded: () => "Refunded in full",
};

const workSteps: Record<FulfilmentState, string> = {
  received: "Received",
  in_progress: "Work started",
  delivered: "Delivered",
  cancelled: "Order cancelled",
};

/**
 * Every step, oldest first. Steps of one transaction share its time: a refund comes before the
 * status it caused, and both before the work stage that a cancellation moved.
 */
export function orderTimeline(order: OrderEvents): TimelineStep[] {
  type Ranked = TimelineStep & { time: number; rank: number };
  const steps: Ranked[] = [];
  const add = (rank: number, at: Date, label: string | null, message: string | null = null) => {
    if (label) steps.push({ label, at: at.toISOString(), message, time: at.getTime(), rank });
  };
  add(0, order.createdAt, order.method === "invoice" ? "Ordered, invoice sent" : "Ordered");
  for (const refund of order.refunds) {
    add(1, refund.createdAt, `Refunded ${formatMoney(refund.amountCents, { cents: true })}`);
  }
  for (const change of order.statuses) {
    // A refund's own steps say how much; "in full" is for a refund that has none (older rows).
    if (change.status === "refunded" && order.refunds.length > 0) continue;
    add(2, change.changedAt, statusSteps[change.status]?.(order.method) ?? null);
  }
  for (const change of order.fulfilment) {
    add(3, change.changedAt, workSteps[change.state], change.message);
  }
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.time - b.step.time || a.step.rank - b.step.rank || a.index - b.index)
    .map(({ step: { label, at, message } }) => ({ label, at, message }));
}
