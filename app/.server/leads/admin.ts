import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../db";
import { deliveries, leads, newsletterSubscribers } from "../db/schema";
import { leadKinds, type LeadKind } from "./kinds";
import { forwardedFields } from "./targets";

export type LeadSummary = {
  id: string;
  kind: string;
  createdAt: Date;
  name: string;
  email: string;
  deliveries: { target: string; status: string; attempts: number; lastError: string | null }[];
};

export async function listLeads(
  db: Database,
  options: { kind?: LeadKind; limit?: number; onlyUndelivered?: boolean } = {},
): Promise<LeadSummary[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(options.kind ? eq(leads.kind, options.kind) : undefined)
    .orderBy(desc(leads.createdAt))
    .limit(options.limit ?? 50);
  if (rows.length === 0) return [];
  const sent = await db
    .select()
    .from(deliveries)
    .where(
      inArray(
        deliveries.leadId,
        rows.map((r) => r.id),
      ),
    );
  const summaries = rows.map((lead) => ({
    id: lead.id,
    kind: lead.kind,
    createdAt: lead.createdAt,
    name: personName(lead.fields),
    email: typeof lead.fields.email === "string" ? lead.fields.email : "",
    deliveries: sent
      .filter((d) => d.leadId === lead.id)
      .map((d) => ({
        target: d.target,
        status: d.status,
        attempts: d.attempts,
        lastError: d.lastError,
      })),
  }));
  return options.onlyUndelivered
    ? summaries.filter((s) =>
        s.deliveries.some((d) => d.status === "pending" || d.status === "dead"),
      )
    : summaries;
}

export function personName(fields: Record<string, unknown>): string {
  if (typeof fields.fullName === "string") return fields.fullName;
  return [fields.firstName, fields.lastName].filter((v) => typeof v === "string").join(" ");
}

/** A value a visitor typed cannot move the cursor, rewrite the screen or reorder what follows. */
export function printable(text: string, keep = ""): string {
  return text.replace(TERMINAL_UNSAFE, (c) => (keep.includes(c) ? c : escapeOf(c)));
}

function escapeOf(character: string): string {
  const code = character.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
}

const TERMINAL_UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function leadLine(lead: LeadSummary): string {
  const sent = lead.deliveries.map(
    (d) => `${d.target}:${d.status}${d.status === "dead" ? `(${d.lastError ?? ""})` : ""}`,
  );
  return printable(
    `${lead.createdAt.toISOString()}  ${lead.kind.padEnd(10)}  ${lead.name} <${lead.email}>  ${sent.join(" ")}  ${lead.id}`,
  );
}

/** A leading = + - @ is neutralised so a spreadsheet does not run it as a formula. */
export function csvField(value: unknown): string {
  let text = printable(
    value === undefined || value === null
      ? ""
      : Array.isArray(value)
        ? value.join("; ")
        : value instanceof Date
          ? value.toISOString()
          : String(value),
    "\t\n\r",
  );
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

export async function leadsCsv(db: Database, kind?: LeadKind, where?: SQL): Promise<string> {
  const rows = await db
    .select()
    .from(leads)
    .where(and(kind ? eq(leads.kind, kind) : undefined, where))
    .orderBy(leads.createdAt);
  const known = (kind ? [kind] : leadKinds).flatMap((k) => forwardedFields[k]);
  const fieldNames = [...new Set([...known, ...rows.flatMap((r) => Object.keys(r.fields))])].filter(
    (name) => rows.some((r) => r.fields[name] !== undefined),
  );
  return csv(
    ["id", "kind", "created_at", "handled_at", ...fieldNames],
    rows.map((r) => [
      r.id,
      r.kind,
      r.createdAt,
      r.handledAt,
      ...fieldNames.map((f) => r.fields[f]),
    ]),
  );
}

export async function subscribersCsv(db: Database, where?: SQL): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(newsletterSubscribers.createdAt);
  return csv(
    ["email", "full_name", "status", "subscribed_at", "unsubscribed_at", "updated_at"],
    rows.map((r) => [r.email, r.fullName, r.status, r.createdAt, r.unsubscribedAt, r.updatedAt]),
  );
}

export async function deliveryCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db.select({ status: deliveries.status }).from(deliveries).where(and());
  const counts: Record<string, number> = {};
  for (const { status } of rows) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
