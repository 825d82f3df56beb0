import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import { listAuditLog } from "~/.server/admin/audit";
import { describeAuditRows } from "~/.server/admin/audit-lines";
import { AuditLog } from "~/components/admin/audit-log";

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  const config = app.config;
  const gate = await adminGate(app, request, { context });
  const headers = { "Cache-Control": "private, no-store" };
  if (gate.status !== "admin") return data(null, { headers });
  const requested = (new URL(request.url).searchParams.get("admin") ?? "").toLowerCase();
  const admin = config.adminEmails.includes(requested) ? requested : "";
  const rows = await describeAuditRows(
    app.db,
    await listAuditLog(app.db, admin ? { adminEmail: admin } : {}),
  );
  return data(
    {
      admin,
      admins: config.adminEmails,
      rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    { headers },
  );
}

export default function AdminAudit() {
  const page = useLoaderData<typeof loader>();
  return page ? <AuditLog rows={page.rows} admins={page.admins} admin={page.admin} /> : null;
}
