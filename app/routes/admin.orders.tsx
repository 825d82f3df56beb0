import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import { findOrders, orderFilterFrom } from "~/.server/admin/orders";
import { OrdersList } from "~/components/admin/orders-list";

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  const gate = await adminGate(app, request, { context });
  const headers = { "Cache-Control": "private, no-store" };
  if (gate.status !== "admin") return data(null, { headers });
  const filter = orderFilterFrom(new URL(request.url));
  const rows = await findOrders(app.db, filter);
  return data(
    { filter, rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) },
    { headers },
  );
}

export default function AdminOrders() {
  const page = useLoaderData<typeof loader>();
  return page ? <OrdersList rows={page.rows} filter={page.filter} /> : null;
}
