import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import { submitDeliveryAction } from "~/.server/admin/delivery-actions";
import { listOpenDeliveries } from "~/.server/admin/deliveries";
import { leadSources, isLeadKind } from "~/.server/leads/kinds";
import { DeliveriesList } from "~/components/admin/deliveries-list";
import { formPost } from "~/.server/security/posted-body";

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  const gate = await adminGate(app, request, { context });
  if (gate.status !== "admin") return data({ rows: null }, { headers: noStore });
  const rows = (await listOpenDeliveries(app.db)).map((row) => ({
    ...row,
    runAt: row.runAt.toISOString(),
    kindLabel: isLeadKind(row.kind) ? leadSources[row.kind] : row.kind,
  }));
  return data({ rows }, { headers: noStore });
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitDeliveryAction(app, request, { formData, context });
}

export default function AdminDeliveries() {
  const { rows } = useLoaderData<typeof loader>();
  return rows ? <DeliveriesList rows={rows} /> : null;
}
