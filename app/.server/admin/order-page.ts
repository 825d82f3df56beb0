import { randomUUID } from "node:crypto";
import type { AppContext } from "../app-context";
import { fulfilmentMoves } from "~/utils/fulfilment";
import { getOrder } from "./orders";

export async function loadAdminOrder(app: Pick<AppContext, "db" | "checkout">, request: Request) {
  const url = new URL(request.url);
  const found = await getOrder(app.db, url.searchParams.get("id") ?? "");
  if (!found) return null;
  const { order } = found;
  const refundable =
    order.status === "completed" &&
    order.providerRef !== null &&
    app.checkout.providers.refunds[order.provider] !== undefined;
  const refundedCents = found.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const paid = order.status === "completed" || order.status === "refunded";
  const iso = (date: Date) => date.toISOString();
  const moves = paid
    ? fulfilmentMoves[order.fulfilment].filter(
        (to) => order.status === "completed" || to === "cancelled",
      )
    : [];
  return {
    order: { ...order, createdAt: iso(order.createdAt) },
    history: found.history.map((h) => ({ ...h, changedAt: iso(h.changedAt) })),
    events: found.events.map((e) => ({ ...e, receivedAt: iso(e.receivedAt) })),
    refunds: found.refunds.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    fulfilmentHistory: found.fulfilment.map((f) => ({ ...f, changedAt: iso(f.changedAt) })),
    moves,
    refundable,
    leftCents: Math.max(order.amountCents - refundedCents, 0),
    refundKey: randomUUID(),
    confirmRefund: refundable && url.searchParams.get("refund") === "confirm",
    confirmCancel: moves.includes("cancelled") && url.searchParams.get("cancel") === "confirm",
  };
}
