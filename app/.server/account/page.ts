import { data } from "react-router";
import type { LoadContext } from "~/.server/context";
import type { AppContext } from "../app-context";
import { loadSecurity } from "./security/section";
import { requireUser } from "../auth/session-user";
import { logger } from "../logger";
import { listOrders, type OrderRow } from "../orders";
import type { Config } from "../config";
import { formatOrderNumber, orderPath } from "~/utils/order-number";
import { fulfilmentLabels } from "~/utils/fulfilment";
import { methodLabels, type OrderView } from "~/utils/order-status";
import { visitorLink } from "../visitor-url";
import { getRequestId } from "../request-id";
import { visitorDetails } from "../visitor-details";

type AccountTab = "profile" | "orders";

/** The order history streams in on a client-side navigation; a document request waits for it. */
export async function loadAccount(
  app: AppContext,
  request: Request,
  { context }: { context: LoadContext },
) {
  const { auth, user: signedIn } = await requireUser(request, context, { returnTo: "/account" });
  const tab: AccountTab =
    new URL(request.url).searchParams.get("tab") === "orders" ? "orders" : "profile";
  const user = { email: signedIn.email, createdAt: signedIn.createdAt.toISOString() };
  if (tab === "profile") {
    const security = await loadSecurity(auth, request, app.db);
    const { subscribed: _, ...profile } = await visitorDetails(context, app.db, signedIn);
    const headers = security.setCookie ? { "Set-Cookie": security.setCookie } : undefined;
    return data({ tab, user, profile, security: security.view, orders: null }, { headers });
  }

  const orders = listOrders(app.db, signedIn.id).then((rows) =>
    rows.map((order) => orderView(app.config, request, order)),
  );
  if (request.headers.get("sec-fetch-dest") === "empty") {
    const requestId = getRequestId(request);
    orders.catch((error: unknown) => logger.error("order history failed", { requestId, error }));
    return data({ tab, user, profile: null, security: null, orders });
  }
  return data({ tab, user, profile: null, security: null, orders: await orders });
}

function orderView(config: Config, request: Request, order: OrderRow): OrderView {
  return {
    id: order.id,
    number: formatOrderNumber(order.number),
    path: orderPath(order.number),
    createdAt: order.createdAt,
    productName: order.productName,
    productDescription: order.productDescription,
    amountCents: order.amountCents,
    method: methodLabels[order.method],
    status: order.status,
    refundedCents: order.refundedCents,
    fulfilment: order.fulfilmentChangedAt
      ? { label: fulfilmentLabels[order.fulfilment], changedAt: order.fulfilmentChangedAt }
      : null,
    payInvoiceUrl:
      order.method === "invoice" && order.status === "pending" && order.invoiceUrl
        ? visitorLink(config, request, order.invoiceUrl)
        : null,
  };
}
