import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { appContextOf } from "~/.server/app-context";
import { adminGate } from "~/.server/admin/access";
import { submitOrderAction } from "~/.server/admin/order-actions";
import { getOrder } from "~/.server/admin/orders";
import { formAction } from "~/.server/security/form-action";
import { OrderDetail } from "~/components/admin/order-detail";
import { routeLoader } from "~/.server/route-loader";

/**
 * /admin/order?id=…: one order, the statuses it took, the owner's note, and its refund
 * (`&refund=confirm` asks first; ADR 26).
 */
export const loader = routeLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const app = await appContextOf(context);
  const gate = await adminGate(request, app.config, context);
  const headers = { "Cache-Control": "private, no-store" };
  if (gate.status !== "admin") return data(null, { headers });
  const url = new URL(request.url);
  const found = await getOrder(app.db, url.searchParams.get("id") ?? "");
  if (!found) throw new Response("Not Found", { status: 404 });
  const { providers } = app.checkout;
  const refundable =
    found.order.status === "completed" &&
    found.order.providerRef !== null &&
    providers.refunds[found.order.provider] !== undefined;
  const iso = (date: Date) => date.toISOString();
  return data(
    {
      order: { ...found.order, createdAt: iso(found.order.createdAt) },
      history: found.history.map((h) => ({ ...h, changedAt: iso(h.changedAt) })),
      events: found.events.map((e) => ({ ...e, receivedAt: iso(e.receivedAt) })),
      refundable,
      confirmRefund: refundable && url.searchParams.get("refund") === "confirm",
    },
    { headers },
  );
});

export const action = formAction(async ({ app, request, formData, context }) =>
  submitOrderAction(request, formData, {
    db: app.db,
    config: app.config,
    checkout: app.checkout,
    context,
  }),
);

export default function AdminOrder() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return page ? <OrderDetail view={page} reply={reply} /> : null;
}
