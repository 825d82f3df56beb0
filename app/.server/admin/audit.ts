import { desc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../db";
import { adminAuditLog } from "../db/schema";

export const adminActions = {
  leadHandled: "lead.handled",
  leadUnhandled: "lead.unhandled",
  deliveryRetry: "delivery.retry",
  deliveriesRetryAll: "deliveries.retry-all",
  leadsExport: "leads.export",
  subscriberUnsubscribe: "subscriber.unsubscribe",
  subscribersExport: "subscribers.export",
  ordersExport: "orders.export",
  customersExport: "customers.export",
  orderNote: "order.note",
  orderRefund: "order.refund",
  siteContact: "site.contact",
  siteSocial: "site.social",
  siteLinks: "site.links",
  sitePromo: "site.promo",
  siteEvents: "site.events",
  siteEventAdd: "site.event-add",
  siteEventEdit: "site.event-edit",
  siteEventRemove: "site.event-remove",
  catalogueSave: "catalogue.save",
  catalogueRevert: "catalogue.revert",
  orderPartialRefund: "order.partial-refund",
  orderInProgress: "order.in-progress",
  orderDelivered: "order.delivered",
  orderCancel: "order.cancel",
} as const;
export type AdminAction = (typeof adminActions)[keyof typeof adminActions];

export type AuditEntry = {
  adminEmail: string;
  action: AdminAction;
  target: string | null;
  ip: string | null;
  details?: { before: unknown; after: unknown } | null;
};

export async function recordAdminAction(db: Database | Transaction, entry: AuditEntry, now: Date) {
  await db.insert(adminAuditLog).values({ ...entry, createdAt: now });
}

export async function listAuditLog(
  db: Database,
  options: { adminEmail?: string; limit?: number } = {},
) {
  return db
    .select()
    .from(adminAuditLog)
    .where(options.adminEmail ? eq(adminAuditLog.adminEmail, options.adminEmail) : undefined)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.seq))
    .limit(options.limit ?? 100);
}
