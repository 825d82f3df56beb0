import { getConfig } from "./config";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Its message is written from the server's own settings, never a request, so the logger keeps it. */
export class OperatorError extends Error {}

/** Never the message or `detail`: drivers put bound parameters there (names, addresses, hashes). */
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

/** Each kept only when it looks like an identifier, not free text. */
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
  // drizzle's DrizzleQueryError is named "Error", pg's DatabaseError "error": their classes say more.
  if ((name === "Error" || name === "error") && constructor && constructor !== "Object") {
    return constructor;
  }
  return typeof name === "string" && IDENTIFIER.test(name) ? name : (constructor ?? "unknown");
}

/** The query carries tokens and returnTo. */
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

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => log("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => log("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => log("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => log("error", message, fields),
};
