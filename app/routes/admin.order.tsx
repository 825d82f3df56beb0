import { data, redirect } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import { submitOrderAction } from "~/.server/admin/order-actions";
import { loadAdminOrder, orderIdOfNumber } from "~/.server/admin/order-page";
import { OrderDetail } from "~/components/admin/order-detail";
import { formPost } from "~/.server/security/posted-body";

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  const gate = await adminGate(app, request, { context });
  const headers = { "Cache-Control": "private, no-store" };
  if (gate.status !== "admin") return data(null, { headers });
  // The owner's mails name an order by its number (`?number=1001`); the page works by its id.
  const byNumber = await orderIdOfNumber(app.db, request);
  if (byNumber) throw redirect(`/admin/order?id=${byNumber}`, { headers });
  const page = await loadAdminOrder(app, request);
  if (!page) throw new Response("Not Found", { status: 404 });
  return data(page, { headers });
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitOrderAction(app, request, { formData, context });
}

export default function AdminOrder() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return page ? <OrderDetail view={page} reply={reply} /> : null;
}
