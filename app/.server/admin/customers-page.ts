import type { LoadContext } from "~/.server/context";
import type { AppContext } from "../app-context";
import { leadSources } from "../leads/kinds";
import { adminGate } from "./access";
import { customerFilterFrom, findCustomers, getCustomer, type CustomerRow } from "./customers";

export async function loadCustomersList(
  app: AppContext,
  request: Request,
  { context }: { context: LoadContext },
) {
  const gate = await adminGate(app, request, { context });
  if (gate.status !== "admin") return null;
  const filter = customerFilterFrom(new URL(request.url));
  const found = await findCustomers(app.db, filter, app.config.adminEmails);
  return {
    customers: found.customers.map(customerView),
    filter,
    total: found.total,
    pages: found.pages,
  };
}

export async function loadCustomerPage(
  app: AppContext,
  request: Request,
  { context }: { context: LoadContext },
) {
  const gate = await adminGate(app, request, { context });
  if (gate.status !== "admin") return null;
  const url = new URL(request.url);
  const found = await getCustomer(app.db, url.searchParams.get("id") ?? "");
  if (!found) throw new Response("Not Found", { status: 404 });
  return {
    customer: customerView(found.customer),
    orders: found.orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    leads: found.leads.map((lead) => ({
      id: lead.id,
      kindLabel: (leadSources as Record<string, string>)[lead.kind] ?? lead.kind,
      name: lead.name,
      createdAt: lead.createdAt.toISOString(),
      handledAt: lead.handledAt?.toISOString() ?? null,
    })),
  };
}

function customerView(row: CustomerRow) {
  return {
    ...row,
    joinedAt: row.joinedAt.toISOString(),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
    lastActiveAt: row.lastActiveAt.toISOString(),
  };
}
