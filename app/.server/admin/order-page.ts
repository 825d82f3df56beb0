import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { parseOrderNumber } from "~/utils/order-number";
import type { Database } from "../db";
import { payments } from "../db/schema";
import type { AppContext } from "../app-context";
import { fulfilmentMoves } from "~/utils/fulfilment";
import { orderTimeline } from "~/utils/order-timeline";
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
  const timeline = orderTimeline({
    method: order.method,
    createdAt: order.createdAt,
    statuses: found.history,
    refunds: found.refunds,
    fulfilment: found.fulfilment,
  });
  return {
    order: { ...order, createdAt: iso(order.createdAt) },
    timeline,
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

/** `?number=1001` or `?number=BTE-1001`: the order's id, when there is such an order. */
export async function orderIdOfNumber(db: Database, request: Request): Promise<string | null> {
  const asked = new URL(request.url).searchParams.get("number");
  if (asked === null) return null;
  const number = parseOrderNumber(asked);
  if (number === undefined) return null;
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.number, number));
  return row?.id ?? null;
}
