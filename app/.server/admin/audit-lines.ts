import { eq, inArray } from "drizzle-orm";
import { formatOrderNumber } from "~/utils/order-number";
import type { Database } from "../db";
import { deliveries, leads, newsletterSubscribers, payments } from "../db/schema";
import { personName } from "../leads/admin";
import { isLeadKind, leadSources } from "../leads/kinds";
import { adminActions } from "./audit";
import { catalogueChangesOf } from "./catalogue-versions";
import { isUuid } from "./ids";

type AuditRecord = {
  id: string;
  adminEmail: string;
  action: string;
  target: string | null;
  ip: string | null;
  details?: { before: unknown; after: unknown } | null;
  createdAt: Date;
};

export type AuditLine = {
  id: string;
  adminEmail: string;
  ip: string | null;
  createdAt: Date;
  text: string;
  href: string | null;
  change: { before: string; after: string } | null;
};

const settingNames: Record<string, string> = {
  [adminActions.siteContact]: "the contact details",
  [adminActions.siteSocial]: "the social profiles",
  [adminActions.siteLinks]: "the external links",
  [adminActions.sitePromo]: "the home page pop-up",
  [adminActions.siteEvents]: "the events",
};

const eventVerbs: Record<string, string> = {
  [adminActions.siteEventAdd]: "Added the event",
  [adminActions.siteEventEdit]: "Changed the event",
  [adminActions.siteEventRemove]: "Removed the event",
};

const asJson = (value: unknown) => JSON.stringify(value ?? null, null, 2);

const changes = (details: { before: unknown; after: unknown }) => {
  const changed = changedFields(details);
  return { before: asJson(changed.before), after: asJson(changed.after) };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function changedFields(details: { before: unknown; after: unknown }) {
  const { before, after } = details;
  if (!isRecord(before) || !isRecord(after)) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (doc: Record<string, unknown>) =>
    Object.fromEntries(keys.filter((key) => key in doc).map((key) => [key, doc[key]]));
  return { before: pick(before), after: pick(after) };
}

export async function describeAuditRows(db: Database, rows: AuditRecord[]): Promise<AuditLine[]> {
  const ids = (actions: string[]) => [
    ...new Set(
      rows
        .filter((row) => actions.includes(row.action) && row.target && isUuid(row.target))
        .map((row) => row.target!),
    ),
  ];
  const leadIds = ids([adminActions.leadHandled, adminActions.leadUnhandled]);
  const deliveryIds = ids([adminActions.deliveryRetry]);
  const subscriberIds = ids([adminActions.subscriberUnsubscribe]);
  const paymentIds = ids(Object.keys(orderVerbs));
  const versionIds = ids([adminActions.catalogueSave, adminActions.catalogueRevert]);

  const [leadRows, deliveryRows, subscriberRows, paymentRows, catalogueChanges] = await Promise.all(
    [
      leadIds.length
        ? db
            .select({ id: leads.id, kind: leads.kind, fields: leads.fields })
            .from(leads)
            .where(inArray(leads.id, leadIds))
        : [],
      deliveryIds.length
        ? db
            .select({
              id: deliveries.id,
              target: deliveries.target,
              leadId: leads.id,
              kind: leads.kind,
              fields: leads.fields,
            })
            .from(deliveries)
            .innerJoin(leads, eq(leads.id, deliveries.leadId))
            .where(inArray(deliveries.id, deliveryIds))
        : [],
      subscriberIds.length
        ? db
            .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
            .from(newsletterSubscribers)
            .where(inArray(newsletterSubscribers.id, subscriberIds))
        : [],
      paymentIds.length
        ? db
            .select({ id: payments.id, number: payments.number })
            .from(payments)
            .where(inArray(payments.id, paymentIds))
        : [],
      catalogueChangesOf(db, versionIds),
    ],
  );
  const leadById = new Map(leadRows.map((lead) => [lead.id, lead]));
  const deliveryById = new Map(deliveryRows.map((d) => [d.id, d]));
  const subscriberById = new Map(subscriberRows.map((s) => [s.id, s]));
  const paymentById = new Map(paymentRows.map((p) => [p.id, p]));

  return rows.map((row) => {
    const target = row.target ?? "";
    const line = (text: string, href: string | null = null): AuditLine => ({
      id: row.id,
      adminEmail: row.adminEmail,
      ip: row.ip,
      createdAt: row.createdAt,
      text,
      href,
      change: row.details ? changes(row.details) : null,
    });
    switch (row.action) {
      case adminActions.leadHandled:
      case adminActions.leadUnhandled: {
        const lead = leadById.get(target);
        const state = row.action === adminActions.leadHandled ? "handled" : "not handled";
        return lead
          ? line(`Marked ${leadName(lead)} ${state}`, `/admin/lead?id=${lead.id}`)
          : line(`Marked a lead ${state} (no longer stored)`);
      }
      case adminActions.deliveryRetry: {
        const delivery = deliveryById.get(target);
        return delivery
          ? line(
              `Retried the ${delivery.target} delivery of ${leadName(delivery)}`,
              `/admin/lead?id=${delivery.leadId}`,
            )
          : line("Retried a delivery (no longer stored)");
      }
      case adminActions.deliveriesRetryAll:
        return line("Retried every dead delivery", "/admin/deliveries");
      case adminActions.subscriberUnsubscribe: {
        const subscriber = subscriberById.get(target);
        return subscriber
          ? line(
              `Unsubscribed ${subscriber.email} from the newsletter`,
              `/admin/subscribers?${new URLSearchParams({ q: subscriber.email })}`,
            )
          : line("Unsubscribed a subscriber (no longer stored)");
      }
      case adminActions.orderNote:
      case adminActions.orderRefund:
      case adminActions.orderPartialRefund:
      case adminActions.orderInProgress:
      case adminActions.orderDelivered:
      case adminActions.orderCancel: {
        const payment = paymentById.get(target);
        const say = orderVerbs[row.action]!;
        return payment
          ? line(say(`order ${formatOrderNumber(payment.number)}`), `/admin/order?id=${payment.id}`)
          : line(say("an order (no longer stored)"));
      }
      case adminActions.catalogueSave:
      case adminActions.catalogueRevert: {
        const change = catalogueChanges.get(target);
        if (!change) return line("Changed a catalogue item (no longer stored)");
        const verb =
          row.action === adminActions.catalogueRevert
            ? `Restored version ${change.revertedFrom} of`
            : "Changed";
        const what = change.changes.length
          ? `: ${change.changes.join("; ")}`
          : " (nothing differed)";
        return line(
          `${verb} “${change.title}” (version ${change.version})${what}`,
          `/admin/catalogue-item?id=${encodeURIComponent(change.itemId)}`,
        );
      }
      case adminActions.leadsExport:
        return exportLine(line, "leads", "/admin/leads", target);
      case adminActions.subscribersExport:
        return exportLine(line, "subscribers", "/admin/subscribers", target);
      case adminActions.ordersExport:
        return exportLine(line, "orders", "/admin/orders", target);
      case adminActions.customersExport:
        return exportLine(line, "customers", "/admin/customers", target);
      case adminActions.siteContact:
      case adminActions.siteSocial:
      case adminActions.siteLinks:
      case adminActions.sitePromo:
      case adminActions.siteEvents:
        return line(`Changed ${settingNames[row.action]}`, "/admin/site");
      case adminActions.siteEventAdd:
      case adminActions.siteEventEdit:
      case adminActions.siteEventRemove:
        return line(`${eventVerbs[row.action]} “${eventTitle(row.details)}”`, "/admin/site#events");
      default:
        return line(row.target ? `${row.action} ${row.target}` : row.action);
    }
  });
}

function eventTitle(details: AuditRecord["details"]): string {
  const event = (details?.after ?? details?.before) as { title?: unknown } | null | undefined;
  return typeof event?.title === "string" ? event.title : "an event";
}

const orderVerbs: Record<string, (order: string) => string> = {
  [adminActions.orderNote]: (order) => `Noted on ${order}`,
  [adminActions.orderRefund]: (order) => `Refunded ${order}`,
  [adminActions.orderPartialRefund]: (order) => `Refunded part of ${order}`,
  [adminActions.orderInProgress]: (order) => `Marked ${order} in progress`,
  [adminActions.orderDelivered]: (order) => `Marked ${order} delivered`,
  [adminActions.orderCancel]: (order) => `Cancelled ${order}`,
};

function leadName(lead: { kind: string; fields: Record<string, unknown> }): string {
  const kind = isLeadKind(lead.kind) ? leadSources[lead.kind] : lead.kind;
  const who =
    personName(lead.fields) || (typeof lead.fields.email === "string" ? lead.fields.email : "");
  return who ? `the ${kind} lead from ${who}` : `a ${kind} lead`;
}

function exportLine(
  line: (text: string, href?: string | null) => AuditLine,
  what: string,
  path: string,
  query: string,
): AuditLine {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  const parts = [...params].map(([name, value]) =>
    name === "q" ? `search “${value}”` : `${name} ${value}`,
  );
  const filtered = parts.length ? ` (${parts.join(", ")})` : "";
  const search = params.toString();
  return line(`Exported ${what} as CSV${filtered}`, search ? `${path}?${search}` : path);
}
