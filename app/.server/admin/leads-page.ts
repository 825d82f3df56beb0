import type { LoadContext } from "~/.server/context";
import type { AppContext } from "../app-context";
import { enquiryKinds, isLeadKind, leadSources } from "../leads/kinds";
import { forwardedFields } from "../leads/targets";
import { adminGate } from "./access";
import { findLeads, getLead, leadFilterFrom } from "./leads";
import { pageUrl } from "../page-url";

export async function loadLeadsList(
  app: AppContext,
  request: Request,
  { context }: { context: LoadContext },
) {
  const gate = await adminGate(app, request, { context });
  if (gate.status !== "admin") return null;
  const url = new URL(request.url);
  const filter = leadFilterFrom(url);
  const found = await findLeads(app.db, filter);
  return {
    here: pagePath(request),
    view: {
      leads: found.leads.map((lead) => ({
        ...lead,
        kindLabel: kindLabel(lead.kind),
        createdAt: lead.createdAt.toISOString(),
        handledAt: lead.handledAt?.toISOString() ?? null,
      })),
      kinds: enquiryKinds.map((kind) => ({ value: kind, label: leadSources[kind] })),
      filter,
      total: found.total,
      pages: found.pages,
    },
  };
}

export async function loadLeadPage(
  app: AppContext,
  request: Request,
  { context }: { context: LoadContext },
) {
  const gate = await adminGate(app, request, { context });
  if (gate.status !== "admin") return null;
  const url = new URL(request.url);
  const found = await getLead(app.db, url.searchParams.get("id") ?? "");
  if (!found) throw new Response("Not Found", { status: 404 });
  const { lead } = found;
  return {
    here: pagePath(request),
    lead: {
      id: lead.id,
      kindLabel: kindLabel(lead.kind),
      createdAt: lead.createdAt.toISOString(),
      handledAt: lead.handledAt?.toISOString() ?? null,
      requestId: lead.requestId,
      page: lead.page,
      fields: inFormOrder(lead.kind, Object.entries(lead.fields)).map(([name, value]) => ({
        name,
        value: Array.isArray(value) ? value.join(", ") : String(value ?? ""),
      })),
    },
    deliveries: found.deliveries.map((d) => ({
      id: d.id,
      target: d.target,
      status: d.status,
      attempts: d.attempts,
      lastError: d.lastError,
    })),
  };
}

function inFormOrder(kind: string, fields: [string, unknown][]): [string, unknown][] {
  const order: readonly string[] = isLeadKind(kind) ? forwardedFields[kind] : [];
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at === -1 ? order.length : at;
  };
  return [...fields].sort(([a], [b]) => rank(a) - rank(b));
}

function kindLabel(kind: string): string {
  return (leadSources as Record<string, string>)[kind] ?? kind;
}

function pagePath(request: Request): string {
  const url = pageUrl(request);
  return `${url.pathname}${url.search}`;
}
