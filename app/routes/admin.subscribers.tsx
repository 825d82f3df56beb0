import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import { submitSubscriberAction } from "~/.server/admin/subscriber-actions";
import { findSubscribers, getSubscriber } from "~/.server/admin/subscribers";
import { SubscribersList } from "~/components/admin/subscribers-list";
import { adminQueryFrom } from "~/utils/admin-inputs";
import { formPost } from "~/.server/security/posted-body";

const noStore = { "Cache-Control": "private, no-store" };

type Row = { id: string; email: string; fullName: string; status: string; createdAt: Date };
const view = (row: Row) => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  const gate = await adminGate(app, request, { context });
  if (gate.status !== "admin") return data(null, { headers: noStore });
  const url = new URL(request.url);
  const q = adminQueryFrom(url);
  const db = app.db;
  const [rows, confirm] = await Promise.all([
    findSubscribers(db, q),
    getSubscriber(db, url.searchParams.get("confirm") ?? ""),
  ]);
  return data(
    {
      q,
      rows: rows.map(view),
      confirm: confirm?.status === "active" ? view(confirm) : null,
    },
    { headers: noStore },
  );
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitSubscriberAction(app, request, { formData, context });
}

export default function AdminSubscribers() {
  const page = useLoaderData<typeof loader>();
  return page ? <SubscribersList rows={page.rows} q={page.q} confirm={page.confirm} /> : null;
}
