import { data } from "react-router";
import type { LoadContext } from "~/.server/context";
import { cardLabel } from "~/utils/card-label";
import { formatOrderNumber, parseOrderNumber } from "~/utils/order-number";
import { methodLabels, orderNextSteps } from "~/utils/order-status";
import { turnaroundDays } from "~/utils/pricing";
import { checkoutPath } from "~/utils/purchase";
import type { AppContext } from "../app-context";
import { loadCatalogue } from "../catalogue";
import { getOptionalUser } from "../auth/session-user";
import { loadOrderTimeline } from "../payments/timeline";
import { findOrderOfUser } from "../payments/store";
import { customerNameOf } from "../payments/receipt-fields";
import { visitorLink } from "../visitor-url";

/** Checked before the database is asked for, so a malformed number is a 404 during an outage too. */
export function orderNumberOf(request: Request): number {
  const number = parseOrderNumber(new URL(request.url).searchParams.get("number") ?? "");
  if (number === undefined || number > 2_147_483_647) notFound();
  return number;
}

/** Another person's order, no order, a bad number, no session: all the same 404. */
function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

/** @see docs/decisions/0034-order-page-one-open-invoice-visitor-links.md */
export async function loadOrder(
  app: AppContext,
  request: Request,
  { context, number }: { context: LoadContext; number: number },
) {
  const user = await getOptionalUser(request, context);
  if (!user) notFound();
  const order = await findOrderOfUser(app.db, user.id, number);
  if (!order) notFound();
  const item = (await loadCatalogue(app.db)).find(order.productId);
  const email = order.payerEmail ?? user.email;
  const invoiceUrl = order.providerData.invoiceUrl;
  const [{ timeline, refundedCents }, customerName] = await Promise.all([
    loadOrderTimeline(app.db, order),
    customerNameOf(app.db, user.id),
  ]);
  const card = order.providerData.card;
  return data({
    number: formatOrderNumber(order.number),
    product: order.productTitle,
    description: order.productDescription,
    amountCents: order.amountCents,
    method: card ? cardLabel(card) : methodLabels[order.method],
    status: order.status,
    email,
    customerName: customerName ?? null,
    createdAt: order.createdAt.toISOString(),
    refundedCents,
    timeline,
    next: orderNextSteps({
      method: order.method,
      status: order.status,
      email,
      failureMessage: order.failureMessage,
      turnaroundDays: item ? turnaroundDays(item.kind) : undefined,
      fulfilment: order.fulfilment,
      amountCents: order.amountCents,
      refundedCents,
      monthly: item?.monthly === true,
    }),
    payInvoiceUrl:
      order.method === "invoice" && order.status === "pending" && invoiceUrl
        ? visitorLink(app.config, request, invoiceUrl)
        : null,
    tryAgainPath:
      (order.status === "failed" || order.status === "canceled") && item && !item.url
        ? checkoutPath(item.id)
        : null,
  });
}
