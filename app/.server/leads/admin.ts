import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../db";
import { deliveries, leads, newsletterSubscribers } from "../db/schema";
import { leadKinds, type LeadKind } from "./kinds";
import { forwardedFields } from "./targets";

/**
 * What the owner can do with leads until the dashboard exists (`npm run leads`): list them with
 * where each delivery stands, export leads and subscribers as CSV, retry dead deliveries.
 */

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

/**
 * Stored text as a terminal may print it: every control character (C0, DEL, C1) and every bidi
 * control written as a visible escape (`\x1b`, `\u202e`), so a value a visitor typed cannot move
 * the cursor, rewrite the screen, set the window title or reorder what follows. `keep` lists
 * characters left as they are (the CSV export keeps its line breaks and tabs, inside quotes).
 */
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

/** One line of `npm run leads -- list`: when, kind, name <e-mail>, deliveries, id. */
export function leadLine(lead: LeadSummary): string {
  const sent = lead.deliveries.map(
    (d) => `${d.target}:${d.status}${d.status === "dead" ? `(${d.lastError ?? ""})` : ""}`,
  );
  return printable(
    `${lead.createdAt.toISOString()}  ${lead.kind.padEnd(10)}  ${lead.name} <${lead.email}>  ${sent.join(" ")}  ${lead.id}`,
  );
}

/**
 * One CSV field: quoted when needed, a leading = + - @ neutralised (spreadsheet formulas), and
 * controls other than line breaks and tabs escaped (the export may go to a terminal).
 */
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

/** A CSV file: the header, then one line per row, each field through csvField. */
export function csv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/**
 * Every lead (of one kind, or all; `where` narrows it further, as the dashboard's filter does),
 * oldest first, one column per field seen, and whether the owner handled it.
 */
export async function leadsCsv(db: Database, kind?: LeadKind, where?: SQL): Promise<string> {
  const rows = await db
    .select()
    .from(leads)
    .where(and(kind ? eq(leads.kind, kind) : undefined, where))
    .orderBy(leads.createdAt);
  // The forms' own order first, then any field an older form version stored.
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

/** Every subscriber (those `where` matches, when given), oldest first, with their status. */
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

/** How many deliveries are in each state, for a one-line health summary. */
export async function deliveryCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db.select({ status: deliveries.status }).from(deliveries).where(and());
  const counts: Record<string, number> = {};
  for (const { status } of rows) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
