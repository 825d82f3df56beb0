import type pg from "pg";

/**
 * The rows a submission can leave behind, counted straight from the server's Postgres: leads and
 * their deliveries, subscribers, accounts (credentials, profiles, pending sign-ups, sessions,
 * factors, recovery codes and their one view, e-mailed tokens and enrolment codes), payments and their events, the admin audit log.
 */
const storedTables = [
  "leads",
  "deliveries",
  "newsletter_subscribers",
  "local_credentials",
  "profiles",
  "pending_credentials",
  "sessions",
  "auth_tokens",
  "mfa_factors",
  "recovery_codes",
  "recovery_code_views",
  "payments",
  "payment_events",
  "payment_status_changes",
  "sandbox_objects",
  "account_mails",
  "enrolment_codes",
  "admin_audit_log",
] as const;

export type RowCounts = Record<(typeof storedTables)[number], number>;

export async function countRows(client: pg.Client): Promise<RowCounts> {
  const columns = storedTables.map((t) => `(select count(*)::int from app.${t}) as ${t}`);
  const { rows } = await client.query<RowCounts>(`select ${columns.join(", ")}`);
  return rows[0]!;
}

/** `table: before → after` for each count that changed. */
export function changedCounts(before: RowCounts, after: RowCounts): string[] {
  return storedTables
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} → ${after[t]}`);
}
