import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { isUuid } from "./ids";
import type { Database, Transaction } from "../db";
import { deliveries, leads } from "../db/schema";
import { enquiryKinds, isLeadKind, type EnquiryKind } from "../leads/kinds";
import { leadExcerpt } from "./lead-excerpt";
import { personName } from "../leads/admin";
import { adminQueryFrom } from "~/utils/admin-inputs";

export const LEADS_PER_PAGE = 50;

/** The owner's leads are enquiries: sign-ups, orders and refunds have pages of their own. */
export type LeadFilter = {
  kind: EnquiryKind | null;
  handled: "handled" | "open" | null;
  q: string;
  page: number;
};

export function leadFilterFrom(url: URL): LeadFilter {
  const kind = url.searchParams.get("kind") ?? "";
  const handled = url.searchParams.get("handled");
  const page = Number(url.searchParams.get("page"));
  return {
    kind: isEnquiryKind(kind) ? kind : null,
    handled: handled === "handled" || handled === "open" ? handled : null,
    q: adminQueryFrom(url),
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

const isEnquiryKind = (kind: string): kind is EnquiryKind =>
  isLeadKind(kind) && (enquiryKinds as readonly string[]).includes(kind);

type LeadRow = {
  id: string;
  kind: string;
  name: string;
  email: string;
  excerpt: string;
  createdAt: Date;
  handledAt: Date | null;
};

export async function findLeads(db: Database, filter: LeadFilter) {
  const where = leadConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEADS_PER_PAGE)
      .offset((filter.page - 1) * LEADS_PER_PAGE),
    db.select({ count: count() }).from(leads).where(where),
  ]);
  const found: LeadRow[] = rows.map((lead) => ({
    id: lead.id,
    kind: lead.kind,
    name: personName(lead.fields),
    email: typeof lead.fields.email === "string" ? lead.fields.email : "",
    excerpt: isLeadKind(lead.kind) ? leadExcerpt(lead.kind, lead.fields) : "",
    createdAt: lead.createdAt,
    handledAt: lead.handledAt,
  }));
  const matches = total?.count ?? 0;
  return { leads: found, total: matches, pages: Math.max(1, Math.ceil(matches / LEADS_PER_PAGE)) };
}

export function leadConditions(filter: LeadFilter): SQL | undefined {
  return and(...conditions(filter));
}

function conditions(filter: LeadFilter): SQL[] {
  const list: SQL[] = [];
  list.push(filter.kind ? eq(leads.kind, filter.kind) : inArray(leads.kind, [...enquiryKinds]));
  if (filter.handled === "handled") list.push(isNotNull(leads.handledAt));
  if (filter.handled === "open") list.push(isNull(leads.handledAt));
  if (filter.q) {
    list.push(sql`${leads.fields}::text ilike ${containsPattern(filter.q)}`);
  }
  return list;
}

export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function getLead(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return null;
  const sent = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.leadId, id))
    .orderBy(deliveries.target);
  return { lead, deliveries: sent };
}

export async function setLeadHandled(
  db: Database | Transaction,
  id: string,
  handled: boolean,
  now: Date,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await db
    .update(leads)
    .set({ handledAt: handled ? now : null })
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  return updated.length > 0;
}
