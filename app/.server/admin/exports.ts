import type { LoadContext } from "~/.server/context";
import type { AppContext } from "../app-context";
import type { Database } from "../db";
import { leadsCsv, subscribersCsv } from "../leads/admin";
import { clientIp } from "../security/client-ip";
import { requireAdmin } from "./access";
import { adminActions, recordAdminAction } from "./audit";
import { customersCsv } from "./customers-csv";
import { leadConditions, leadFilterFrom } from "./leads";
import { orderFilterFrom } from "./orders";
import { ordersCsv } from "./orders-csv";
import { subscriberSearch } from "./subscribers";
import { adminQueryFrom } from "~/utils/admin-inputs";

const exported = {
  leads: {
    action: adminActions.leadsExport,
    body: (db: Database, url: URL) => leadsCsv(db, undefined, leadConditions(leadFilterFrom(url))),
  },
  subscribers: {
    action: adminActions.subscribersExport,
    body: (db: Database, url: URL) => subscribersCsv(db, subscriberSearch(adminQueryFrom(url))),
  },
  orders: {
    action: adminActions.ordersExport,
    body: (db: Database, url: URL) => ordersCsv(db, orderFilterFrom(url)),
  },
  customers: {
    action: adminActions.customersExport,
    body: (db: Database, url: URL, owners: readonly string[]) =>
      customersCsv(db, adminQueryFrom(url), owners),
  },
};

export async function exportCsv(
  app: Pick<AppContext, "db" | "config">,
  request: Request,
  { what, context }: { what: keyof typeof exported; context: LoadContext },
): Promise<Response> {
  const admin = await requireAdmin(app, request, { context });
  const url = new URL(request.url);
  const body = await exported[what].body(app.db, url, app.config.adminEmails);
  await recordAdminAction(
    app.db,
    {
      adminEmail: admin.email,
      action: exported[what].action,
      target: url.search ? url.search.slice(0, 200) : null,
      ip: clientIp(request, app.config.auth.trustProxyHops),
    },
    new Date(),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${what}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
