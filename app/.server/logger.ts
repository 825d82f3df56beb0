import { getConfig } from "./config";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/**
 * An error whose message the server writes from its own settings, never from a request (the
 * database folder is locked by process N): the logger keeps its message.
 */
export class OperatorError extends Error {}

/**
 * What a log line may say about an error: its name, its codes (Node's `ECONNREFUSED`, Postgres'
 * SQLSTATE, an HTTP status) and the names of the constraint, table and column it is about, the
 * stack's frames, and the same of its cause. Never its message or `detail`: database drivers put
 * the query's bound parameters and the offending values there (drizzle's "Failed query: …
 * params: …", Postgres' "Key (email)=(…) already exists"), and those are names, e-mail addresses,
 * phone numbers and password hashes. An OperatorError's message is kept.
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (error instanceof Response) return { name: "Response", status: error.status };
  if (typeof error !== "object" || error === null) return { name: typeof error };
  const fields: Record<string, unknown> = { name: nameOf(error) };
  if (error instanceof OperatorError) fields.message = error.message;
  const record = error as Record<string, unknown>;
  for (const key of SAFE_KEYS) {
    const value = record[key];
    if (typeof value === "number" || (typeof value === "string" && IDENTIFIER.test(value))) {
      fields[key] = value;
    }
  }
  if (error instanceof Error && error.stack) {
    const frames = error.stack.split("\n").filter((line) => /^\s+at /.test(line));
    if (frames.length > 0) fields.stack = frames.map((line) => line.trim()).join("\n");
  }
  if (depth < 3 && "cause" in record && record.cause !== undefined) {
    fields.cause = describeError(record.cause, depth + 1);
  }
  return fields;
}

/**
 * Codes and schema names; each kept only when it looks like one (an identifier, not free text).
 * `status` is an HTTP status (`statusCode` in some libraries), `responseCode` an SMTP reply code.
 */
const SAFE_KEYS = [
  "code",
  "errno",
  "syscall",
  "status",
  "statusCode",
  "responseCode",
  "severity",
  "schema",
  "table",
  "column",
  "constraint",
  "routine",
] as const;
const IDENTIFIER = /^[\w.$-]{1,64}$/;

function nameOf(error: object): string {
  const name = (error as { name?: unknown }).name;
  const constructor = error.constructor?.name;
  // drizzle's DrizzleQueryError keeps the name "Error", pg's DatabaseError is named "error":
  // their classes say more.
  if ((name === "Error" || name === "error") && constructor && constructor !== "Object") {
    return constructor;
  }
  return typeof name === "string" && IDENTIFIER.test(name) ? name : (constructor ?? "unknown");
}

/** A URL as logs may show it: the path, without the query (which carries tokens, returnTo, …). */
export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "(unparsable URL)";
  }
}

function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (order[level] < order[getConfig().logLevel]) return;
  const entry = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      k === "error" || v instanceof Error ? describeError(v) : v,
    ]),
  );
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...entry });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

/**
 * One JSON line per event, on stdout (info, debug) or stderr (warn, error). An `error` field (or
 * any Error) is written as describeError() says: its name and codes, never its message.
 */
export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => log("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => log("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => log("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => log("error", message, fields),
};
